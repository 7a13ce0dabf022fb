import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { queryString } from '../../../lib/query-string.ts';
import { useUrlTextFilter } from '../../../lib/use-url-text-filter.ts';
import { useHighlights } from '../api/highlights-api.ts';
import { changeHighlightsView, readHighlightsView, writeHighlightsView, type HighlightsView } from '../lib/highlights-search-params.ts';
import { HighlightsFilters } from './highlights-filters.tsx';
import { HighlightsResults } from './highlights-results.tsx';
import { HIGHLIGHTS_PAGE_HEADER } from '../highlights-page-header.ts';

/** 'Destaques': search, type and favorite filters and the page, all kept in the URL. */
export function HighlightsPageView() {
  const [params, setParams] = useSearchParams();
  const view = readHighlightsView(params);
  const list = useHighlights(view);

  const change = (patch: Partial<HighlightsView>) => {
    setParams(writeHighlightsView(changeHighlightsView(view, patch)));
    if (patch.page) window.scrollTo({ top: 0 });
  };
  const [text, setText] = useUrlTextFilter(view.search, (search) => change({ search }));

  useEffect(() => {
    // Spec section 8 logs highlights errors; the results show the error too (docs/decisions/1303).
    if (list.error) console.error('Erro ao carregar os destaques.', list.error);
  }, [list.error]);

  return (
    <>
      <PageHeader {...HIGHLIGHTS_PAGE_HEADER} />
      <HighlightsFilters view={view} text={text} onTextChange={setText} onChange={change} />
      <HighlightsResults
        answer={list.data}
        pending={list.isPending}
        failed={list.isError}
        refreshing={list.isPlaceholderData}
        onRetry={() => void list.refetch()}
        onPageChange={(page) => change({ page })}
        listSearch={queryString(params)}
      />
    </>
  );
}
