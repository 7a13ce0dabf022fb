import type { JourneyStep } from '@rumo/contract';
import { CourseCard } from './course-card.tsx';

export function StepCourses({ step, headingLevel = 3 }: { step: JourneyStep; headingLevel?: 3 | 4 }) {
  if (step.courses.length === 0) return <p className="text-sm text-slate-600">Esta etapa ainda não tem cursos.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {step.courses.map((course) => (
        <li key={course.uuid} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <CourseCard course={course} headingLevel={headingLevel} />
          </div>
        </li>
      ))}
    </ul>
  );
}
