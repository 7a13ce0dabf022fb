import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { deletionSummary } from './deletion-counts.ts';
import { useDeleteNode, useDeletionPreview, type Deletable } from './journey-admin-api.ts';

const NOUN: Record<Deletable['kind'], string> = { steps: 'a etapa', courses: 'o curso', themes: 'o tema', topics: 'o tópico', contents: 'o conteúdo' };
const DONE: Record<Deletable['kind'], string> = {
  steps: 'Etapa excluída',
  courses: 'Curso excluído',
  themes: 'Tema excluído',
  topics: 'Tópico excluído',
  contents: 'Conteúdo excluído',
};

/**
 * Deleting a step, course, theme, topic or content: the dry run first, so the confirmation says what
 * goes with it ('3 temas, 12 conteúdos, 5 alunos com progresso'), then the delete (decision 1603).
 * Steps and courses go at once; a course's own parts leave its draft and go for learners at 'Publicar'.
 */
export function DeleteNodeDialog({ target, name, onClose, onDeleted }: { target: Deletable | null; name: string; onClose: () => void; onDeleted?: () => void }) {
  const counts = useDeletionPreview(target);
  const remove = useDeleteNode();
  const notify = useNotify();
  if (!target) return null;
  const immediate = target.kind === 'steps' || target.kind === 'courses';
  const summary = counts.data ? deletionSummary(counts.data) : '';

  const confirm = () =>
    remove.mutate(target, {
      onSuccess: () => {
        notify({ type: 'success', message: immediate ? `${DONE[target.kind]}.` : `${DONE[target.kind]} do rascunho. Publique o curso para valer para os alunos.` });
        onDeleted?.();
        onClose();
      },
      onError: (error) => notify({ type: 'error', message: error.message }),
    });

  return (
    <ConfirmDialog
      open
      title={`Excluir ${NOUN[target.kind]} "${name}"?`}
      description={immediate ? 'A exclusão vale na hora e não pode ser desfeita.' : "A exclusão fica no rascunho e vale para os alunos ao 'Publicar'."}
      confirmLabel="Excluir"
      pending={remove.isPending}
      confirmDisabled={!counts.data}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {counts.isPending && <Spinner label="Contando o que será excluído…" />}
      {counts.isError && (
        <Alert type="error" title="Não foi possível saber o que será excluído.">
          {counts.error.message}
        </Alert>
      )}
      {counts.data && (
        <p className="rounded-xl bg-red-50 p-3 text-sm text-red-900" data-testid="deletion-summary">
          {summary ? `Vai junto: ${summary}.` : 'Nada mais vai junto, e nenhum aluno tem progresso aqui.'}
        </p>
      )}
    </ConfirmDialog>
  );
}
