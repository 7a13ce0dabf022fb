import { FOR_YOU_DAYS, FOR_YOU_MIN_SCORE, type ForYouResponse } from '@rumo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useJobsForYou } from '../api/match-api.ts';

export type ForYouJob = ForYouResponse['data'][number];

const TITLE = 'Vagas para você';

/**
 * 'Vagas para você' on the dashboard (docs/decisions/1704): the best new matches with their score.
 * `renderJob` draws each card (the app composes the jobs feature's card). Hidden while it loads,
 * when it fails and when compatibility is off, like the other dashboard panels that have nothing to show.
 */
export function JobsForYouPanel({ renderJob }: { renderJob: (job: ForYouJob) => ReactNode }) {
  const forYou = useJobsForYou();
  if (!forYou.data || forYou.data.status === 'off') return null;
  if (forYou.data.status === 'no_curriculum') {
    return (
      <Panel title={TITLE}>
        <p className="mb-3 text-sm text-slate-700">Crie seu currículo e mostramos aqui as vagas novas que mais combinam com você.</p>
        <Link to="/curriculum" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Criar meu currículo
        </Link>
      </Panel>
    );
  }
  const jobs = forYou.data.data;
  return (
    <Panel
      title={TITLE}
      description={forYou.data.curriculum ? `Com base no currículo ${forYou.data.curriculum.name}.` : undefined}
      action={
        <Link to="/jobs?sort=compatibility" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Ver todas por compatibilidade
        </Link>
      }
    >
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nenhuma vaga dos últimos {FOR_YOU_DAYS} dias chega a {FOR_YOU_MIN_SCORE}% de compatibilidade com seu currículo. Acrescentar suas habilidades ao currículo ajuda a
          encontrar as que combinam.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.uuid}>{renderJob(job)}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
