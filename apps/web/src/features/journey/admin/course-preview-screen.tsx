import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { ConsoleBackLink } from '../../../components/console/console-record.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { ModulePreviewBody } from '../components/preview/module-preview-view.tsx';
import { useDraftPreview } from './journey-admin-api.ts';

/**
 * 'Pré-visualizar como aluno' (decision 1603): the learners' module preview, the same component,
 * fed by the course's draft (GET …/courses/:id/preview) instead of the published course.
 */
function CoursePreviewScreen() {
  const { courseId = '' } = useParams();
  const preview = useDraftPreview(courseId);
  const back = <ConsoleBackLink to={`/admin/jornada/cursos/${courseId}`}>Voltar ao editor do curso</ConsoleBackLink>;
  if (preview.isPending) return <SkeletonText lines={8} label="Carregando a pré-visualização…" />;
  if (preview.isError)
    return (
      <ConsolePage title="Pré-visualização">
        {back}
        <Alert
          type="error"
          title="Não foi possível carregar a pré-visualização."
          action={
            <Button size="sm" variant="secondary" onClick={() => void preview.refetch()} loading={preview.isFetching}>
              Tentar novamente
            </Button>
          }
        >
          {preview.error.message}
        </Alert>
      </ConsolePage>
    );
  return (
    <div className="flex flex-col gap-4">
      <Alert type="info" title="Rascunho, como o aluno verá depois de publicado">
        Esta é a pré-visualização do módulo: o primeiro conteúdo de cada tópico fica aberto e quizzes não são corrigidos.
      </Alert>
      <ModulePreviewBody module={preview.data} back={back} />
    </div>
  );
}

export { CoursePreviewScreen as Component };
