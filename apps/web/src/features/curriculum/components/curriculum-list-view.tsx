import type { Curriculum, UpdateCurriculumRequest } from '@rumo/contract';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { useCreateCurriculum, useCurricula, useDeleteCurriculum } from '../api/curriculum-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CurriculumCard } from './curriculum-card.tsx';
import { CurriculumForm } from './curriculum-form.tsx';
import { ImportJsonResume, type ImportOutcome } from './import-json-resume.tsx';
import { ImportOutcomeAlert } from './import-outcome-alert.tsx';
import { CURRICULUM_LIST_HEADER } from '../curriculum-list-header.ts';

export const DELETE_CONFIRM_TEXT = 'Tem certeza que deseja excluir este currículo? Essa ação não pode ser desfeita.';

/** Spec: Curriculum list — 'Currículos', the inline 'Novo Currículo' form, the cards, delete with confirmation, import. */
export function CurriculumListView() {
  const notify = useNotify();
  const list = useCurricula();
  const create = useCreateCurriculum();
  const remove = useDeleteCurriculum();
  const [formOpen, setFormOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Curriculum | null>(null);
  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);

  const onCreate = async (values: UpdateCurriculumRequest) => {
    try {
      await create.mutateAsync({ ...values, formations: [], languages: [], experiences: [] });
    } catch (error) {
      // Spec: a create failure is only logged; the form shows the reason next to the fields.
      console.error('curriculum create failed', error);
      throw error;
    }
    notify({ type: 'success', message: 'Currículo criado com sucesso!' });
    setFormOpen(false);
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.uuid);
      notify({ type: 'success', message: 'Currículo deletado com sucesso!' });
    } catch {
      notify({ type: 'error', message: 'Erro ao deletar currículo.' });
    }
    setToDelete(null);
  };

  return (
    <>
      <PageHeader
        {...CURRICULUM_LIST_HEADER}
        actions={
          <>
            <ImportJsonResume onOutcome={setImportOutcome} />
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setFormOpen(true)} aria-expanded={formOpen} disabled={formOpen}>
              Novo Currículo
            </Button>
          </>
        }
      />
      {importOutcome && <ImportOutcomeAlert outcome={importOutcome} onClose={() => setImportOutcome(null)} />}
      {formOpen && (
        <Panel title="Novo Currículo" className="mb-6">
          <CurriculumForm mode="create" onSave={onCreate} onCancel={() => setFormOpen(false)} />
        </Panel>
      )}
      {list.isPending ? (
        <SkeletonText lines={4} label="Carregando..." />
      ) : list.isError ? (
        <Alert
          type="error"
          title="Não foi possível carregar seus currículos."
          action={
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {list.error.message}
        </Alert>
      ) : list.data.length === 0 ? (
        !formOpen && (
          <EmptyState
            icon={<FileText aria-hidden="true" />}
            title="Você ainda não tem currículos"
            description="Crie um currículo do zero ou importe um arquivo JSON Resume."
            action={<Button onClick={() => setFormOpen(true)}>Novo Currículo</Button>}
          />
        )
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Seus currículos">
          {list.data.map((cv) => (
            <li key={cv.uuid} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <CurriculumCard curriculum={cv} onDelete={setToDelete} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir currículo"
        message={DELETE_CONFIRM_TEXT}
        pending={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
