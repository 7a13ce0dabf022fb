import type { Application, ApplicationSort, ApplicationSortDirection } from '@rumo/contract';
import { Select } from '../../../components/ui/select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { COMPANY_EMPTY } from '../lib/application-status.ts';
import type { ApplicationsView } from '../lib/applications-search-params.ts';
import { ApplicationDetails } from './application-details.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { HistoryToggle } from './history-toggle.tsx';

const SORT_OPTIONS: { value: `${ApplicationSort}:${ApplicationSortDirection}`; label: string }[] = [
  { value: 'created_at:desc', label: 'Data (mais recentes)' },
  { value: 'created_at:asc', label: 'Data (mais antigas)' },
  { value: 'title:asc', label: 'Vaga (A–Z)' },
  { value: 'title:desc', label: 'Vaga (Z–A)' },
  { value: 'company:asc', label: 'Empresa (A–Z)' },
  { value: 'company:desc', label: 'Empresa (Z–A)' },
  { value: 'status:asc', label: 'Status (início → fim)' },
  { value: 'status:desc', label: 'Status (fim → início)' },
];

export function ApplicationsSortSelect({ view, onSort }: { view: ApplicationsView; onSort: (patch: Pick<ApplicationsView, 'sort' | 'direction'>) => void }) {
  return (
    <Select
      label="Ordenar por"
      options={SORT_OPTIONS}
      value={`${view.sort}:${view.direction}`}
      onChange={(event) => {
        const [sort, direction] = event.target.value.split(':') as [ApplicationSort, ApplicationSortDirection];
        onSort({ sort, direction });
      }}
    />
  );
}

export type ApplicationsCardsProps = { applications: Application[]; expanded: ReadonlySet<string>; onToggle: (uuid: string) => void };

/** Small screens: one card per application, opening to the same timeline and actions as a table row. */
export function ApplicationsCards({ applications, expanded, onToggle }: ApplicationsCardsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {applications.map((application) => {
        const open = expanded.has(application.uuid);
        const detailsId = `application-card-${application.uuid}`;
        return (
          <li key={application.uuid} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-col gap-2">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-base font-semibold text-slate-900">{application.job.title}</h2>
                <ApplicationStatusBadge status={application.status} />
              </div>
              <p className="text-sm text-slate-700">{application.job.company ?? COMPANY_EMPTY}</p>
              <p className="text-sm text-slate-600">
                Enviada em <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
              </p>
              <HistoryToggle application={application} open={open} detailsId={detailsId} onToggle={onToggle} variant="card" />
            </div>
            {open && (
              <div className="mt-3 border-t border-slate-100 pt-4">
                <ApplicationDetails application={application} id={detailsId} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
