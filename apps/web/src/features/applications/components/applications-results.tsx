import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useApplications } from '../api/applications-api.ts';
import { applicationsQuery, type ApplicationsView } from '../lib/applications-search-params.ts';
import { ApplicationsCards, ApplicationsSortSelect } from './applications-cards.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

export const APPLICATIONS_LOAD_ERROR = 'Não foi possível carregar suas candidaturas. Tente novamente mais tarde.';
export const APPLICATIONS_EMPTY = 'Nenhuma candidatura encontrada';

function ResultsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando candidaturas…</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full rounded-2xl" />
      ))}
    </div>
  );
}

export type ApplicationsResultsProps = { view: ApplicationsView; onChange: (patch: Partial<ApplicationsView>) => void };

/** One page of applications: table on large screens, cards with a sort dropdown on small ones. */
export function ApplicationsResults({ view, onChange }: ApplicationsResultsProps) {
  const query = useApplications(applicationsQuery(view));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (uuid: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });

  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError && !query.data) {
    return <RetryAlert onRetry={() => void query.refetch()}>{APPLICATIONS_LOAD_ERROR}</RetryAlert>;
  }
  const { data, meta } = query.data;
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {meta.total === 1 ? '1 candidatura' : `${meta.total} candidaturas`}
        </p>
        <div className="w-full sm:w-64 lg:hidden">
          <ApplicationsSortSelect view={view} onSort={onChange} />
        </div>
      </div>
      {data.length === 0 ? (
        <EmptyState icon={<ClipboardList />} title={APPLICATIONS_EMPTY} description="Ajuste os filtros ou candidate-se a uma vaga para acompanhá-la aqui." />
      ) : (
        <>
          <div className="hidden lg:block">
            <ApplicationsTable applications={data} view={view} onSort={onChange} expanded={expanded} onToggle={toggle} />
          </div>
          <div className="lg:hidden">
            <ApplicationsCards applications={data} expanded={expanded} onToggle={toggle} />
          </div>
        </>
      )}
      <Pagination page={meta.current_page} totalPages={meta.last_page} onPageChange={(page) => onChange({ page })} />
    </div>
  );
}
