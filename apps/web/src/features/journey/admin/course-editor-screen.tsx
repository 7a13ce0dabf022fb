import { EyeOff, Eye, Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/console/confirm-dialog.tsx';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { ConsoleBackLink } from '../../../components/console/console-record.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { describeMove, locate, type Selection } from './course-document.ts';
import { CourseOutline, type OutlineMove } from './course-outline.tsx';
import { CourseStateBadge } from './course-state-badge.tsx';
import { useCourseDraft, useDiscardDraft, useMoveNode, usePublishCourse, useWithdrawCourse } from './journey-admin-api.ts';
import { useLiveAnnouncer } from './live-announcer.tsx';
import { useMoveRefocus } from './move-buttons.tsx';
import { NodePanel } from './node-panel.tsx';
import { publishProblems, publishSummary } from './publish-summary.ts';
import { useDragMove } from './use-drag-move.ts';

const back = <ConsoleBackLink to="/admin/jornada">Voltar para a Jornada</ConsoleBackLink>;

/**
 * A course in the editor (docs/decisions/1603, 1604): its draft as one tree with the selected
 * node's form beside it, and 'Publicar', 'Descartar rascunho' and 'Pré-visualizar como aluno'.
 */
function CourseEditorScreen() {
  const { courseId = '' } = useParams();
  const course = useCourseDraft(courseId);
  const move = useMoveNode(courseId);
  const publish = usePublishCourse(courseId);
  const discard = useDiscardDraft(courseId);
  const withdraw = useWithdrawCourse(courseId);
  const notify = useNotify();
  const { announce, region } = useLiveAnnouncer();
  const drag = useDragMove();
  const setRefocus = useMoveRefocus(course.data);
  const [selection, setSelection] = useState<Selection>({ kind: 'course' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [publishError, setPublishError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  if (course.isPending) return <SkeletonText lines={8} label="Carregando o curso…" />;
  if (course.isError) {
    const missing = isApiError(course.error) && course.error.status === 404;
    return (
      <ConsolePage title="Curso">
        {back}
        <Alert
          type="error"
          title={missing ? 'Curso não encontrado.' : 'Não foi possível carregar o curso.'}
          action={
            !missing && (
              <Button size="sm" variant="secondary" onClick={() => void course.refetch()} loading={course.isFetching}>
                Tentar novamente
              </Button>
            )
          }
        >
          {course.error.message}
        </Alert>
      </ConsolePage>
    );
  }

  const data = course.data;
  const doc = data.document;
  const onMove = (m: OutlineMove) => {
    const said = describeMove(doc, m);
    move.mutate(
      { kind: m.kind, id: m.id, position: m.position, ...(m.parentId ? { parent_id: m.parentId } : {}) },
      {
        onSuccess: () => {
          announce(said);
          if (m.direction) setRefocus({ id: m.id, direction: m.direction });
        },
        onError: (error) => notify({ type: 'error', message: error.message }),
      },
    );
  };

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: (result) => {
        setProblems({});
        setPublishError(null);
        notify({ type: 'success', message: publishSummary(result) });
      },
      onError: (error) => {
        setProblems(isApiError(error) ? publishProblems(error.errors) : {});
        setPublishError(error.message);
      },
    });

  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setConfirmWithdraw(false);
        notify({ type: 'success', message: 'Curso retirado do ar: os alunos não o veem mais. Publique para trazê-lo de volta.' });
      },
      onError: (error) => notify({ type: 'error', message: error.message }),
    });
  // A course taken off the air without a draft is published again as it was (decision 1603).
  const hasContents = doc.themes.some((theme) => theme.topics.some((topic) => topic.contents.length > 0));
  const canPublish = data.has_unpublished_changes || (data.published_at === null && hasContents);

  const onDiscard = () =>
    discard.mutate(undefined, {
      onSuccess: () => {
        setConfirmDiscard(false);
        setProblems({});
        setPublishError(null);
        setSelection({ kind: 'course' });
        notify({ type: 'success', message: 'Rascunho descartado: o curso voltou à versão publicada.' });
      },
      onError: (error) => notify({ type: 'error', message: error.message }),
    });

  const problemList = Object.entries(problems);
  return (
    <ConsolePage
      title={doc.name}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <CourseStateBadge course={data} />
          {data.draft_updated_at && <span>Rascunho alterado em {formatDateTime(data.draft_updated_at)}.</span>}
          {data.published_at && <span>No ar desde {formatDateTime(data.published_at)}.</span>}
        </span>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/jornada/cursos/${courseId}/pre-visualizacao`} className={buttonClasses({ variant: 'secondary', className: 'whitespace-nowrap' })}>
            <Eye aria-hidden="true" className="size-4" />
            Pré-visualizar como aluno
          </Link>
          {data.has_unpublished_changes && (
            <Button variant="secondary" className="whitespace-nowrap" icon={<Undo2 aria-hidden="true" className="size-4" />} onClick={() => setConfirmDiscard(true)}>
              Descartar rascunho
            </Button>
          )}
          {data.published_at && (
            <Button variant="secondary" className="whitespace-nowrap" icon={<EyeOff aria-hidden="true" className="size-4" />} onClick={() => setConfirmWithdraw(true)}>
              Retirar do ar
            </Button>
          )}
          <Button className="whitespace-nowrap" icon={<Rocket aria-hidden="true" className="size-4" />} onClick={onPublish} loading={publish.isPending} disabled={!canPublish}>
            Publicar
          </Button>
        </div>
      }
    >
      {back}
      {region}
      {publishError && (
        <Alert type="error" title="Não foi possível publicar">
          <p>{publishError}</p>
          {problemList.length > 0 && (
            <ul className="mt-2 flex flex-col gap-1">
              {problemList.map(([id, message]) => {
                const content = locate(doc, 'content', id);
                return (
                  <li key={id}>
                    <button type="button" className="text-left font-semibold underline underline-offset-2" onClick={() => setSelection({ kind: 'content', id })}>
                      {content?.kind === 'content' ? content.node.title : 'Conteúdo'}
                    </button>
                    : {message}
                  </li>
                );
              })}
            </ul>
          )}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <CourseOutline doc={doc} selection={selection} onSelect={setSelection} onMove={onMove} busy={move.isPending} problems={problems} drag={drag} />
        </div>
        <NodePanel
          courseId={courseId}
          doc={doc}
          hours={data.hours}
          skills={data.skills}
          selection={selection}
          onSelect={setSelection}
          onMove={onMove}
          moving={move.isPending}
          problems={problems}
        />
      </div>
      <ConfirmDialog
        open={confirmDiscard}
        title="Descartar o rascunho?"
        description={
          data.published_at
            ? 'O curso volta à versão que os alunos veem; as alterações feitas desde a última publicação são perdidas.'
            : 'O curso nunca foi publicado: descartar o rascunho o deixa vazio, sem temas nem conteúdos.'
        }
        confirmLabel="Descartar rascunho"
        pending={discard.isPending}
        onConfirm={onDiscard}
        onCancel={() => setConfirmDiscard(false)}
      />
      <ConfirmDialog
        open={confirmWithdraw}
        title="Retirar o curso do ar?"
        description="Os alunos deixam de ver o curso. O progresso deles e o rascunho ficam guardados: ao publicar de novo, o curso volta como estava."
        confirmLabel="Retirar do ar"
        pending={withdraw.isPending}
        onConfirm={onWithdraw}
        onCancel={() => setConfirmWithdraw(false)}
      />
    </ConsolePage>
  );
}

export { CourseEditorScreen as Component };
