import type { JourneyStep } from '@rumo/contract';
import { CourseCard } from './course-card.tsx';
import { StepLockedNotice } from './step-locked-notice.tsx';

export function StepCourses({ step, headingLevel = 3 }: { step: JourneyStep; headingLevel?: 3 | 4 }) {
  return (
    <div className="flex flex-col gap-4">
      <StepLockedNotice step={step} />
      {step.courses.length === 0 ? (
        <p className="text-sm text-slate-600">Esta etapa ainda não tem cursos.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {step.courses.map((course) => (
            <li key={course.uuid} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <CourseCard course={course} headingLevel={headingLevel} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
