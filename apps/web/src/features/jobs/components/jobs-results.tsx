import type { JobItem, JobsListResponse } from '@rumo/contract';
import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { clsx } from 'clsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { CompatibilityPrompt, JobsSortSelect } from './jobs-sort.tsx';
import { JobCard } from './job-card.tsx';
import { JobsSkeleton } from './jobs-skeleton.tsx';
import { jobsFoundLabel } from '../lib/job-display.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/** Spec section 8, verbatim. */
export const JOBS_LOAD_ERROR = 'Não foi possível carregar as vagas. Tente novamente mais tarde.';

export type JobsResultsProps = {
  answer: JobsListResponse | undefined;
  pending: boolean;
  error: boolean;
  /** A new search is on its way while the previous results are still shown. */
  refreshing: boolean;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  listSearch: string;
  /** What the app adds to each card (the heart, decision 1702). */
  cardAction?: (job: JobItem) => ReactNode;
  /** 'Ordenar por' (docs/decisions/1704): offered only while compatibility is on. */
  sort: 'relevance' | 'compatibility';
  onSortChange: (sort: 'relevance' | 'compatibility') => void;
};

export function JobsResults({ answer, pending, error, refreshing, onRetry, onPageChange, listSearch, cardAction, sort, onSortChange }: JobsResultsProps) {
  if (error && !answer) {
    return <RetryAlert onRetry={onRetry}>{JOBS_LOAD_ERROR}</RetryAlert>;
  }
  // A page past the last one is about to be replaced by the last page (usePageInRange): never 'Página 99 de 21'.
  if (pending || !answer || answer.meta.current_page > Math.max(1, answer.meta.last_page)) return <JobsSkeleton />;
  const { data, meta, compatibility } = answer;
  return (
    <div className="flex flex-col gap-4">
      {error && <Alert type="error">{JOBS_LOAD_ERROR}</Alert>}
      {compatibility.status === 'no_curriculum' && <CompatibilityPrompt />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {jobsFoundLabel(meta)}
        </p>
        {compatibility.status === 'on' && <JobsSortSelect value={sort} onChange={onSortChange} />}
      </div>
      {data.length === 0 ? (
        <EmptyState icon={<SearchX />} title="Nenhuma vaga encontrada" description="Tente outras palavras ou remova alguns filtros." />
      ) : (
        <ul className={clsx('grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2', refreshing && 'opacity-60')} aria-busy={refreshing || undefined}>
          {data.map((job) => (
            <li key={job.uuid}>
              <JobCard job={job} listSearch={listSearch} action={cardAction?.(job)} compatibility={compatibility.scores[job.uuid]} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={meta.current_page} totalPages={meta.last_page} onPageChange={onPageChange} />
    </div>
  );
}
