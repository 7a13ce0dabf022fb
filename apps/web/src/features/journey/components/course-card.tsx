import type { CourseSummary } from '@rumo/contract';
import { clsx } from 'clsx';
import { CheckCircle2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { courseCardLabels, courseCardState } from '../lib/course-card-state.ts';

// 'Rever' is green (spec); white on green-700 passes AA.
const REVIEW_CLASSES = 'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg bg-green-700 px-3 text-sm font-semibold text-white shadow-sm hover:bg-green-800';

/** Course card: label and style by state (decision 0505); opens /step/{uuid} unless locked. */
export function CourseCard({ course, headingLevel = 3 }: { course: CourseSummary; headingLevel?: 3 | 4 }) {
  const state = courseCardState(course);
  const label = courseCardLabels[state];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { total, completed } = course.progress;
  return (
    <article
      className={clsx(
        'flex flex-col gap-3 rounded-xl border p-4',
        state === 'completed' ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white',
        state === 'locked' && 'bg-slate-50',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="font-semibold text-slate-900">{course.name}</Heading>
        {state === 'locked' && <Lock aria-label="Curso bloqueado" role="img" className="size-5 shrink-0 text-slate-600" />}
        {state === 'completed' && <CheckCircle2 aria-label="Curso concluído" role="img" className="size-5 shrink-0 text-green-700" />}
      </div>
      <p className="text-sm text-slate-700">{course.description}</p>
      <p className="text-xs font-medium text-slate-600">
        {completed} de {total} conteúdos concluídos
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3">
        {state === 'locked' ? (
          <>
            <span aria-disabled="true" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'pointer-events-none' })}>
              <Lock aria-hidden="true" className="size-4" />
              {label}
            </span>
            <Link to={`/modules/preview/${course.uuid}`} className={buttonClasses({ variant: 'link', size: 'sm' })} aria-label={`Pré-visualizar ${course.name}`}>
              Pré-visualizar
            </Link>
          </>
        ) : (
          <Link to={`/step/${course.uuid}`} aria-label={`${label}: ${course.name}`} className={state === 'completed' ? REVIEW_CLASSES : buttonClasses({ size: 'sm' })}>
            {label}
          </Link>
        )}
      </div>
    </article>
  );
}
