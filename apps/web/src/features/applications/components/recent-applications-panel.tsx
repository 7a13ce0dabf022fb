import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useRecentApplications } from '../api/applications-api.ts';
import { COMPANY_EMPTY } from '../lib/application-status.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/** Dashboard panel (spec): the latest 3 applications and 'Ver todas' → /applications. */
export function RecentApplicationsPanel() {
  const query = useRecentApplications();
  return (
    <Panel
      title="Candidaturas recentes"
      action={
        <Link to="/applications" aria-label="Ver todas as candidaturas" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Ver todas
        </Link>
      }
    >
      {query.isPending && <SkeletonText lines={3} label="Carregando candidaturas…" />}
      {query.isError && <p className="text-sm text-slate-700">Não foi possível carregar suas candidaturas. Tente novamente mais tarde.</p>}
      {query.data && query.data.data.length === 0 && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">Você ainda não se candidatou a nenhuma vaga.</p>
          <Link to="/jobs" className={buttonClasses({ size: 'sm' })}>
            Buscar vagas
          </Link>
        </div>
      )}
      {query.data && query.data.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100">
          {query.data.data.map((application) => (
            <li key={application.uuid} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col">
                <Link to={`/jobs/${application.job.uuid}`} className="inline-flex min-h-6 items-center font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                  {application.job.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {application.job.company ?? COMPANY_EMPTY} · <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
                </p>
              </div>
              <ApplicationStatusBadge status={application.status} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
