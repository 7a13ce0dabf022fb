import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { useSteps } from '../api/journey-api.ts';

/** Dashboard panel (spec): steps in progress with name, description, percent, course counts and 'Ver'. */
export function StepsInProgressPanel() {
  const query = useSteps();
  const inProgress = (query.data ?? []).filter((s) => !s.is_locked && s.ended_at === null);
  const action = (
    <Link to="/steps" aria-label="Ver a jornada" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      Ver
    </Link>
  );
  return (
    <Panel title="Etapas em andamento" action={action}>
      {query.isPending && <SkeletonText lines={3} label="Carregando etapas…" />}
      {query.isError && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">A Jornada Profissional está disponível nos planos Profissional e Premium.</p>
          <Link to="/plans" className={buttonClasses({ size: 'sm' })}>
            Conhecer os planos
          </Link>
        </div>
      )}
      {query.data && inProgress.length === 0 && (
        <p className="text-sm text-slate-700">{query.data.length > 0 ? 'Parabéns! Você concluiu todas as etapas liberadas.' : 'Nenhuma etapa em andamento.'}</p>
      )}
      {inProgress.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100">
          {inProgress.map((step) => {
            const completedCourses = step.courses.filter((c) => c.ended_at !== null).length;
            return (
              <li key={step.uuid} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">
                    {step.order}. {step.name}
                  </h3>
                  <span className="text-sm font-semibold text-slate-800">{step.progress.percent}%</span>
                </div>
                <p className="text-sm text-slate-600">{step.description}</p>
                <ProgressBar value={step.progress.percent} label={`Progresso da etapa ${step.name}`} />
                <p className="text-xs text-slate-700">
                  {step.courses.length} {step.courses.length === 1 ? 'curso' : 'cursos'} · {completedCourses} {completedCourses === 1 ? 'concluído' : 'concluídos'}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
