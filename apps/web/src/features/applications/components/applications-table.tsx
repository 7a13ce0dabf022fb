import type { Application, ApplicationSort } from '@rumo/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { clsx } from 'clsx';
import { Fragment } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { nextSort, type ApplicationsView } from '../lib/applications-search-params.ts';
import { ApplicationDetails } from './application-details.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { HistoryToggle } from './history-toggle.tsx';
import { COMPANY_EMPTY } from '../lib/application-status.ts';

const COLUMNS: { sort: ApplicationSort; label: string }[] = [
  { sort: 'title', label: 'Vaga' },
  { sort: 'company', label: 'Empresa' },
  { sort: 'created_at', label: 'Data' },
  { sort: 'status', label: 'Status' },
];

export type ApplicationsTableProps = {
  applications: Application[];
  view: ApplicationsView;
  onSort: (patch: Pick<ApplicationsView, 'sort' | 'direction'>) => void;
  expanded: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
};

function SortHeader({ column, view, onSort }: { column: (typeof COLUMNS)[number]; view: ApplicationsView; onSort: ApplicationsTableProps['onSort'] }) {
  const active = view.sort === column.sort;
  const Icon = !active ? ArrowUpDown : view.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (view.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-4 py-3 text-left">
      <button
        type="button"
        onClick={() => onSort(nextSort(view, column.sort))}
        className={clsx('-mx-2 inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:bg-slate-100', active ? 'text-slate-900' : 'text-slate-700')}
      >
        {column.label}
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </th>
  );
}

/** Large screens: sortable columns (both directions, aria-sort) and rows that open the timeline. */
export function ApplicationsTable({ applications, view, onSort, expanded, onToggle }: ApplicationsTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Minhas candidaturas. Clique no título de uma coluna para ordenar.</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.sort} column={column} view={view} onSort={onSort} />
            ))}
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Histórico</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => {
            const open = expanded.has(application.uuid);
            const detailsId = `application-row-${application.uuid}`;
            return (
              <Fragment key={application.uuid}>
                <tr className={clsx('border-b border-slate-100 last:border-0', open && 'bg-slate-50')}>
                  <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
                    {application.job.title}
                  </th>
                  <td className="px-4 py-3 text-slate-700">{application.job.company ?? COMPANY_EMPTY}</td>
                  <td className="px-4 py-3 text-slate-700">
                    <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <ApplicationStatusBadge status={application.status} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <HistoryToggle application={application} open={open} detailsId={detailsId} onToggle={onToggle} variant="row" />
                  </td>
                </tr>
                {open && (
                  <tr className="border-b border-slate-100 bg-slate-50">
                    <td colSpan={5} className="px-4 pb-5 pt-1">
                      <ApplicationDetails application={application} id={detailsId} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
