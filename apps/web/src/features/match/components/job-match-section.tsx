import type { JobMatch, MatchBreakdown } from '@rumo/contract';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { countedFactors, notCountedText, pointsSummary } from '../lib/match-explanation.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

export type JobMatchSectionProps = {
  match: JobMatch | undefined;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  /** How many skills the CV in use lists (the route reads it from the CV); 0 shows the hint to add them. */
  cvSkillCount?: number;
};

const TITLE = 'Compatibilidade com seu currículo';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="job-match-title" className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="job-match-title" className="text-lg font-semibold text-slate-900">
        {TITLE}
      </h2>
      {children}
    </section>
  );
}

function SkillLists({ skills }: { skills: NonNullable<MatchBreakdown['skills']> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="min-w-0">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Habilidades que você tem</h3>
        {skills.matched.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma das pedidas.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {skills.matched.map((skill) => (
              <li key={skill} className="rounded-md bg-green-50 px-2.5 py-1 text-sm font-medium text-green-900 ring-1 ring-green-200 wrap-anywhere">
                {skill}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="min-w-0">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Habilidades que faltam</h3>
        {skills.missing.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma: você tem todas as pedidas.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {skills.missing.map(({ skill, courses }) => (
              <li key={skill} className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-slate-900 wrap-anywhere">{skill}</span>
                {courses.length === 0 ? (
                  <span className="text-slate-700">Nenhum curso da jornada ensina esta habilidade ainda.</span>
                ) : (
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
                    <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                    Aprenda em:
                    {courses.map((course, index) => (
                      <span key={course.uuid}>
                        <Link to={`/step/${course.uuid}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                          {course.name}
                        </Link>
                        <span className="text-slate-600"> ({course.step_name})</span>
                        {index < courses.length - 1 && ','}
                      </span>
                    ))}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The job page's 'Compatibilidade com seu currículo': the score and every point of it explained (docs/decisions/1704). */
export function JobMatchSection({ match, pending, error, onRetry, cvSkillCount }: JobMatchSectionProps) {
  if (pending) {
    return (
      <Frame>
        <SkeletonText lines={3} />
      </Frame>
    );
  }
  if (error || !match) {
    return (
      <Frame>
        <RetryAlert onRetry={onRetry}>Não foi possível calcular a compatibilidade agora.</RetryAlert>
      </Frame>
    );
  }
  // Switched off in Configurações da Conta (LGPD): nothing is computed, nothing is shown.
  if (match.status === 'off') return null;
  if (match.status === 'no_curriculum') {
    return (
      <Frame>
        <p className="text-sm text-slate-700">Veja o quanto esta vaga combina com você: crie seu currículo e mostramos a compatibilidade, ponto a ponto.</p>
        <Link to="/curriculum" className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
          Criar meu currículo
        </Link>
      </Frame>
    );
  }

  const { breakdown, curriculum, score } = match;
  const lines = countedFactors(breakdown);
  const notCounted = notCountedText(breakdown);
  return (
    <Frame>
      <div className="flex flex-wrap items-center gap-4">
        {score !== null ? (
          <p className="text-4xl font-bold tracking-tight text-slate-900">
            {score}%<span className="sr-only"> de compatibilidade</span>
          </p>
        ) : (
          <p className="text-sm font-medium text-slate-800">Sem nota: nenhum critério se aplica a esta vaga.</p>
        )}
        <div className="flex min-w-0 flex-col text-sm text-slate-700">
          <span>
            Com base no currículo{' '}
            <Link to={`/curriculum/${curriculum.uuid}`} className="font-medium text-brand-700 underline underline-offset-2 wrap-anywhere">
              {curriculum.name}
            </Link>
          </span>
          {lines.length > 0 && <span>{pointsSummary(breakdown)}</span>}
        </div>
      </div>
      {lines.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Pontos da compatibilidade">
          {lines.map((line) => (
            <li key={line.factor} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <span className="shrink-0 text-sm font-semibold text-slate-900 sm:w-52">
                {line.label}: {line.points} de {line.max}
              </span>
              <span className="text-sm text-slate-800">{line.sentence}</span>
            </li>
          ))}
        </ul>
      )}
      {breakdown.skills && <SkillLists skills={breakdown.skills} />}
      {cvSkillCount === 0 && (
        <Alert type="info">
          Seu currículo ainda não tem habilidades.{' '}
          <Link to={`/curriculum/${curriculum.uuid}`} className="font-semibold underline underline-offset-2">
            Adicione suas habilidades ao currículo
          </Link>{' '}
          para comparar com as que as vagas pedem.
        </Alert>
      )}
      {notCounted && <p className="text-sm text-slate-600">{notCounted}</p>}
    </Frame>
  );
}
