import type { JourneyTree } from '@rumo/contract';
import { GripVertical, Lock, Pencil, Plus, Route, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { CourseCreateDialog } from './course-create-dialog.tsx';
import { CourseMoveDialog } from './course-move-dialog.tsx';
import { CourseStateBadge } from './course-state-badge.tsx';
import { DeleteNodeDialog } from './delete-node-dialog.tsx';
import { useEditCourse, useEditStep, useJourneyTree, usePlanFeatureOptions, type Deletable } from './journey-admin-api.ts';
import { useLiveAnnouncer } from './live-announcer.tsx';
import { MoveButtons, useMoveRefocus } from './move-buttons.tsx';
import { StepDialog, NO_GATE_LABEL } from './step-dialog.tsx';
import { useDragMove } from './use-drag-move.ts';

type Step = JourneyTree[number];
type Course = Step['courses'][number];

const contentsText = (n: number) => (n === 1 ? '1 conteúdo' : `${n} conteúdos`);

type Dialog =
  | { kind: 'new-step' }
  | { kind: 'edit-step'; step: Step }
  | { kind: 'new-course'; step: Step }
  | { kind: 'move-course'; course: Course; step: Step }
  | { kind: 'delete'; target: Deletable; name: string };

/**
 * 'Jornada' (docs/decisions/1604): the steps in order, each with its courses in order, their content
 * count and publication state. Steps and the place of each course change at once (decision 1603);
 * a course's content is edited in its own screen.
 */
function JourneyScreen() {
  const tree = useJourneyTree();
  const features = usePlanFeatureOptions();
  const editStep = useEditStep();
  const editCourse = useEditCourse();
  const notify = useNotify();
  const { announce, region } = useLiveAnnouncer();
  const drag = useDragMove();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const setRefocus = useMoveRefocus(tree.data);
  const busy = editStep.isPending || editCourse.isPending;
  const featureLabel = (key: string) => features.data?.find((f) => f.key === key)?.label ?? key;

  const moveStep = (step: Step, position: number, direction?: 'up' | 'down') =>
    editStep.mutate(
      { id: step.id, position },
      {
        onSuccess: () => {
          announce(`Etapa ${step.name}: posição ${position} de ${tree.data?.length ?? position}.`);
          if (direction) setRefocus({ id: step.id, direction });
        },
        onError: (error) => notify({ type: 'error', message: error.message }),
      },
    );

  const moveCourse = (course: Course, to: Step, position?: number, direction?: 'up' | 'down') =>
    editCourse.mutate(
      { id: course.id, ...(to.id !== stepOf(course.id)?.id ? { step_id: to.id } : {}), ...(position !== undefined ? { position } : {}) },
      {
        onSuccess: () => {
          const where = to.id === stepOf(course.id)?.id ? '' : ` na etapa ${to.name}`;
          announce(`Curso ${course.name}${where}: posição ${position ?? to.courses.length + 1}.`);
          if (direction) setRefocus({ id: course.id, direction });
          setDialog(null);
        },
        onError: (error) => notify({ type: 'error', message: error.message }),
      },
    );
  const stepOf = (courseId: string) => tree.data?.find((s) => s.courses.some((c) => c.id === courseId));

  const steps = tree.data;
  return (
    <ConsolePage
      title="Jornada"
      description="As etapas e os cursos na ordem em que os alunos os veem. Etapas e a posição dos cursos valem na hora; o conteúdo de um curso vale ao publicá-lo."
      actions={
        steps &&
        steps.length > 0 && (
          <Button className="whitespace-nowrap" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setDialog({ kind: 'new-step' })}>
            Nova etapa
          </Button>
        )
      }
    >
      {region}
      {tree.isPending && <SkeletonText lines={6} label="Carregando a Jornada…" />}
      {tree.isError && (
        <Alert
          type="error"
          title="Não foi possível carregar a Jornada."
          action={
            <Button size="sm" variant="secondary" onClick={() => void tree.refetch()} loading={tree.isFetching}>
              Tentar novamente
            </Button>
          }
        >
          {tree.error.message}
        </Alert>
      )}
      {steps?.length === 0 && (
        <EmptyState
          icon={<Route aria-hidden="true" />}
          title="Nenhuma etapa ainda"
          description="Crie a primeira etapa da Jornada e, dentro dela, os cursos."
          action={
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setDialog({ kind: 'new-step' })}>
              Criar etapa
            </Button>
          }
        />
      )}
      {steps && steps.length > 0 && (
        <ol className="flex flex-col gap-4" aria-label="Etapas da Jornada">
          {steps.map((step, i) => (
            <StepCard
              key={step.id}
              step={step}
              index={i}
              count={steps.length}
              busy={busy}
              gate={step.required_feature ? `Exige ${featureLabel(step.required_feature)}` : null}
              drag={drag}
              onMove={(position, direction) => moveStep(step, position, direction)}
              onMoveCourse={(course, position, direction) => moveCourse(course, step, position, direction)}
              onDropCourse={(courseId, position) => {
                const course = stepOf(courseId)?.courses.find((c) => c.id === courseId);
                if (course) moveCourse(course, step, position);
              }}
              onDialog={setDialog}
            />
          ))}
        </ol>
      )}
      {dialog?.kind === 'new-step' && <StepDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit-step' && <StepDialog step={dialog.step} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'new-course' && <CourseCreateDialog step={dialog.step} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'move-course' && steps && (
        <CourseMoveDialog
          course={dialog.course}
          fromStepId={dialog.step.id}
          steps={steps}
          pending={editCourse.isPending}
          onMove={(stepId) => {
            const to = steps.find((s) => s.id === stepId);
            if (to) moveCourse(dialog.course, to);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <DeleteNodeDialog target={dialog?.kind === 'delete' ? dialog.target : null} name={dialog?.kind === 'delete' ? dialog.name : ''} onClose={() => setDialog(null)} />
    </ConsolePage>
  );
}

type StepCardProps = {
  step: Step;
  index: number;
  count: number;
  busy: boolean;
  gate: string | null;
  drag: ReturnType<typeof useDragMove>;
  onMove: (position: number, direction: 'up' | 'down') => void;
  onMoveCourse: (course: Course, position: number, direction: 'up' | 'down') => void;
  onDropCourse: (courseId: string, position: number) => void;
  onDialog: (dialog: Dialog) => void;
};

function StepCard({ step, index, count, busy, gate, drag, onMove, onMoveCourse, onDropCourse, onDialog }: StepCardProps) {
  const titleId = useId();
  const dropKey = `step:${step.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div
        className={clsx('flex flex-wrap items-start justify-between gap-3 rounded-xl', drag.isOver(dropKey) && 'ring-2 ring-brand-600')}
        {...drag.target(dropKey, { course: (payload) => onDropCourse(payload.id, step.courses.length + (step.courses.some((c) => c.id === payload.id) ? 0 : 1)) })}
      >
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-slate-600">Etapa {index + 1}</p>
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {step.name}
          </h2>
          {step.description && <p className="text-sm text-slate-700">{step.description}</p>}
          <div>
            {gate ? (
              <Badge tone="purple">
                <Lock aria-hidden="true" className="size-3" /> {gate}
              </Badge>
            ) : (
              <Badge>{NO_GATE_LABEL}</Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <MoveButtons id={step.id} name={`a etapa ${step.name}`} index={index} count={count} disabled={busy} onMove={onMove} />
          <Button
            size="sm"
            variant="secondary"
            icon={<Pencil aria-hidden="true" className="size-4" />}
            aria-label={`Editar a etapa ${step.name}`}
            onClick={() => onDialog({ kind: 'edit-step', step })}
          >
            Editar
          </Button>
          <IconButton
            label={`Excluir a etapa ${step.name}`}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            className="size-9 text-red-700 hover:bg-red-50"
            onClick={() => onDialog({ kind: 'delete', target: { kind: 'steps', id: step.id }, name: step.name })}
          />
        </div>
      </div>
      {step.courses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">Nenhum curso nesta etapa ainda. Arraste um curso para cá ou crie um.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={`Cursos da etapa ${step.name}`}>
          {step.courses.map((course, i) => {
            const key = `course:${course.id}`;
            return (
              <li
                key={course.id}
                className={clsx(
                  'flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 py-2 pl-2 pr-2 sm:flex-nowrap',
                  drag.isOver(key) && 'ring-2 ring-brand-600',
                  drag.isDragging(course.id) && 'opacity-50',
                )}
                {...drag.source({ kind: 'course', id: course.id })}
                {...drag.target(key, { course: (payload) => onDropCourse(payload.id, i + 1) })}
              >
                <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-slate-500" />
                <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
                  <Link to={`/admin/jornada/cursos/${course.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {course.name}
                  </Link>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <span>{contentsText(course.contents)}</span>
                    <CourseStateBadge course={course} />
                  </div>
                </div>
                <div className="ml-auto flex items-center gap-1">
                  <MoveButtons
                    id={course.id}
                    name={course.name}
                    index={i}
                    count={step.courses.length}
                    disabled={busy}
                    onMove={(position, direction) => onMoveCourse(course, position, direction)}
                  />
                  <Button size="sm" variant="ghost" onClick={() => onDialog({ kind: 'move-course', course, step })}>
                    Mover para… <span className="sr-only">outra etapa: {course.name}</span>
                  </Button>
                  <IconButton
                    label={`Excluir o curso ${course.name}`}
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    className="size-9 text-red-700 hover:bg-red-50"
                    onClick={() => onDialog({ kind: 'delete', target: { kind: 'courses', id: course.id }, name: course.name })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          size="sm"
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => onDialog({ kind: 'new-course', step })}
          aria-label={`Novo curso na etapa ${step.name}`}
        >
          Novo curso
        </Button>
      </div>
    </li>
  );
}

export { JourneyScreen as Component };
