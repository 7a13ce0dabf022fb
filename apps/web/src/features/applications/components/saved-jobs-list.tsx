import { formatSalaryRange } from '@rumo/contract';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSavedJobs } from '../api/saved-jobs-api.ts';
import { COMPANY_EMPTY } from '../lib/application-status.ts';
import { SaveJobButton } from './save-job-button.tsx';

/** 'Vagas salvas' (decision 1702): newest first, a closed job stays and says 'Vaga encerrada'. */
export function SavedJobsList() {
  const [page, setPage] = useState(1);
  const list = useSavedJobs({ page });
  // Removing the last job of the last page leaves a page past the end: go to the new last page,
  // as the jobs list does (usePageInRange, decision 1306), instead of saying nothing is saved.
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, list.data.meta.last_page) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  if (list.isPending) return <Skeleton className="h-64 w-full" />;
  if (list.isError) return <Alert type="error">Não foi possível carregar as vagas salvas. Tente novamente mais tarde.</Alert>;
  const { data, meta } = list.data;
  // A page past the end (or its placeholder) is about to be replaced: never 'Nenhuma vaga salva' meanwhile.
  if (meta.current_page > Math.max(1, meta.last_page)) return <Skeleton className="h-64 w-full" />;
  if (data.length === 0)
    return (
      <EmptyState
        icon={<Heart />}
        title="Nenhuma vaga salva"
        description="Toque no coração de uma vaga para guardá-la aqui."
        action={
          <Link to="/jobs" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Ver vagas
          </Link>
        }
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {data.map((saved) => (
          <li key={saved.job.uuid} className="flex items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex min-w-0 flex-col gap-1">
              <Link to={`/jobs/${saved.job.uuid}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline wrap-anywhere">
                {saved.job.title}
              </Link>
              <p className="text-sm text-slate-700 wrap-anywhere">{saved.job.company ?? COMPANY_EMPTY}</p>
              <p className="text-sm text-slate-700">{formatSalaryRange(saved.job)}</p>
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                {saved.is_closed && <Badge tone="neutral">Vaga encerrada</Badge>}
                {saved.application_uuid && <Badge tone="blue">Candidatura enviada</Badge>}
                <span>
                  Salva em <time dateTime={saved.saved_at}>{formatDate(saved.saved_at)}</time>
                </span>
              </div>
            </div>
            <SaveJobButton jobUuid={saved.job.uuid} title={saved.job.title} saved />
          </li>
        ))}
      </ul>
      <Pagination page={meta.current_page} totalPages={meta.last_page} onPageChange={setPage} />
    </div>
  );
}
