import type { Curriculum, CurriculumItemKind, UpdateCurriculumRequest } from '@rumo/contract';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useCurriculum, useDeleteCurriculumItem, useUpdateCurriculum } from '../api/curriculum-api.ts';
import { putBody } from '../lib/curriculum-body.ts';
import { ExperiencesSection, FormationsSection, LanguagesSection } from './curriculum-item-sections.tsx';
import { ExportJsonResumeButton } from './export-json-resume-button.tsx';
import { InfoSection } from './info-section.tsx';

export const UPDATE_OK = 'Currículo atualizado com sucesso!';
export const UPDATE_FAILED = 'Erro ao atualizar currículo.';

/** Spec: Curriculum edit — header, 'Voltar', four tabs (stacked on small screens), modals per item. */
export function CurriculumEditView({ id }: { id: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const query = useCurriculum(id);
  usePageTitle(query.data ? `Editar ${query.data.name}` : 'Editar currículo');

  // Spec: a CV that cannot be loaded sends the user back to the list.
  useEffect(() => {
    if (!query.isError) return;
    notify({ type: 'error', message: query.error.message });
    void navigate('/curriculum', { replace: true });
  }, [query.isError, query.error, navigate, notify]);

  if (!query.data) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Carregando...
      </p>
    );
  }
  return <EditScreen curriculum={query.data} />;
}

function EditScreen({ curriculum: cv }: { curriculum: Curriculum }) {
  const notify = useNotify();
  const update = useUpdateCurriculum(cv.uuid);
  const removeItem = useDeleteCurriculumItem(cv.uuid);

  /** Every modal saves the whole CV (docs/decisions/0300); the form shows a failure's details. */
  const save = async (changes: Partial<UpdateCurriculumRequest>) => {
    try {
      await update.mutateAsync(putBody(cv, changes));
    } catch (error) {
      notify({ type: 'error', message: UPDATE_FAILED });
      throw error;
    }
    notify({ type: 'success', message: UPDATE_OK });
  };

  const deleteItem = async (kind: CurriculumItemKind, itemId: string) => {
    try {
      await removeItem.mutateAsync({ kind, itemId });
      notify({ type: 'success', message: UPDATE_OK });
    } catch {
      notify({ type: 'error', message: UPDATE_FAILED });
    }
  };

  const sectionProps = { curriculum: cv, save, deleteItem, deleting: removeItem.isPending };

  return (
    <>
      <div className="mb-6 flex flex-col gap-4">
        <Link to="/curriculum" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{cv.name}</h1>
            <p className="text-lg font-medium text-brand-800">{cv.role}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={`/curriculum/${cv.uuid}/preview`}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              aria-label="Preview (abre em nova aba)"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Preview
            </a>
            <ExportJsonResumeButton curriculumId={cv.uuid} />
          </div>
        </div>
      </div>
      <Tabs
        label="Seções do currículo"
        // Stacked on small screens (spec), side by side from sm up.
        className="[&>[role=tablist]]:flex-col sm:[&>[role=tablist]]:flex-row"
        items={[
          { id: 'info', label: 'Informações Pessoais', content: <InfoSection curriculum={cv} onSave={(values) => save(values)} /> },
          { id: 'experiences', label: 'Experiências', content: <ExperiencesSection {...sectionProps} /> },
          { id: 'formations', label: 'Formações', content: <FormationsSection {...sectionProps} /> },
          { id: 'languages', label: 'Idiomas', content: <LanguagesSection {...sectionProps} /> },
        ]}
      />
    </>
  );
}
