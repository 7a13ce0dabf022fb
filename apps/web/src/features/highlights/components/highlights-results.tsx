import type { HighlightsResponse } from '@rumo/contract';
import { SearchX } from 'lucide-react';
import { clsx } from 'clsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { HighlightCard } from './highlight-card.tsx';
import { HighlightsSkeleton } from './highlights-skeleton.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/** The widest row of the grid (lg:grid-cols-3): these cards are on screen at once, their images are not lazy. */
const FIRST_ROW = 3;

export const HIGHLIGHTS_EMPTY = 'Nenhum conteúdo encontrado';
export const HIGHLIGHTS_LOAD_ERROR = 'Não foi possível carregar os destaques. Verifique sua conexão e tente novamente.';

export type HighlightsResultsProps = {
  answer: HighlightsResponse | undefined;
  pending: boolean;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  listSearch: string;
};

export function HighlightsResults({ answer, pending, failed, refreshing, onRetry, onPageChange, listSearch }: HighlightsResultsProps) {
  // A failed load is an error with a retry, never the empty state: "nothing found" would be a lie
  // (issue 13 item 4; docs/decisions/1303).
  if (failed) {
    return <RetryAlert onRetry={onRetry}>{HIGHLIGHTS_LOAD_ERROR}</RetryAlert>;
  }
  if (pending || !answer) return <HighlightsSkeleton />;
  if (answer.data.length === 0) {
    return <EmptyState icon={<SearchX />} title={HIGHLIGHTS_EMPTY} description="Tente outras palavras ou remova alguns filtros." />;
  }
  const { data, meta } = answer;
  return (
    <div className="flex flex-col gap-6">
      <p className="sr-only" aria-live="polite">
        {meta.total === 1 ? '1 conteúdo encontrado' : `${meta.total} conteúdos encontrados`}
      </p>
      <ul className={clsx('grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3', refreshing && 'opacity-60')} aria-busy={refreshing || undefined}>
        {data.map((highlight, index) => (
          <li key={highlight.uuid}>
            <HighlightCard highlight={highlight} listSearch={listSearch} firstRow={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
      <Pagination page={meta.page} totalPages={meta.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
