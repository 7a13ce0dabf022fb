import type { JobItem } from '@rumo/contract';
import { Search } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useUrlTextFilter } from '../../../lib/use-url-text-filter.ts';
import { useJobsList } from '../api/jobs-api.ts';
import { changeJobsView, jobsQuery, readJobsView, writeJobsView, type JobsView } from '../lib/jobs-search-params.ts';
import { JobsFilters } from './jobs-filters.tsx';
import { JobsFiltersSheet } from './jobs-filters-sheet.tsx';
import { usePageInRange } from '../lib/use-page-in-range.ts';
import { JobsResults } from './jobs-results.tsx';
import { JOBS_PAGE_HEADER } from '../jobs-page-header.ts';

/** 'Vagas': search box, filters with counts, result cards and pages, all kept in the URL. `cardAction` is the app's addition to each card. */
export function JobsPageView({ cardAction }: { cardAction?: (job: JobItem) => ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const view = readJobsView(params);
  const list = useJobsList(jobsQuery(view));
  // The placeholder (previous search) does not say how many pages this one has.
  usePageInRange(view.page, list.data && !list.isPlaceholderData ? list.data.meta.last_page : undefined);

  const change = (patch: Partial<JobsView>) => {
    setParams(writeJobsView(changeJobsView(view, patch)));
    if (patch.page) window.scrollTo({ top: 0 });
  };
  // Sorting is not a filter: 'Limpar filtros' keeps it.
  const clear = () => setParams(writeJobsView({ page: 1, query: '', sort: view.sort }));
  // A link with sort=compatibility opened without a CV or with compatibility off is answered 422: show the relevance order instead.
  const sortRefused = view.sort === 'compatibility' && list.isError && isApiError(list.error) && list.error.status === 422;
  useEffect(() => {
    if (sortRefused) setParams((current) => writeJobsView({ ...readJobsView(current), sort: undefined }), { replace: true });
  }, [sortRefused, setParams]);
  const [text, setText] = useUrlTextFilter(view.query, (query) => change({ query }));

  return (
    <>
      <PageHeader {...JOBS_PAGE_HEADER} />
      <div role="search" aria-label="Buscar vagas" className="mb-4 lg:mb-6">
        <Input
          label="Buscar"
          type="search"
          value={text}
          maxLength={200}
          placeholder="Cargo, empresa ou palavra-chave"
          onChange={(event) => setText(event.target.value)}
          trailing={<Search aria-hidden="true" className="mr-2 size-5 text-slate-500" />}
        />
      </div>
      {/* Phones get a 'Filtros' button and a bottom sheet, wide screens the column (decision 1323). */}
      <div className="mb-4 lg:hidden">
        <JobsFiltersSheet view={view} filters={list.data?.filters} onChange={change} onClear={clear} meta={list.data?.meta} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <div className="hidden lg:block">
          <JobsFilters view={view} filters={list.data?.filters} onChange={change} onClear={clear} />
        </div>
        <JobsResults
          answer={list.data}
          pending={list.isPending}
          error={list.isError}
          refreshing={list.isPlaceholderData}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => change({ page })}
          listSearch={queryString(params)}
          cardAction={cardAction}
          sort={view.sort ?? 'relevance'}
          onSortChange={(sort) => change({ sort: sort === 'compatibility' ? sort : undefined })}
        />
      </div>
    </>
  );
}
