import { highlightsQueryOptions } from '../../features/highlights/api/highlights-api.ts';
import { HighlightsPageView } from '../../features/highlights/components/highlights-page-view.tsx';
import { readHighlightsView } from '../../features/highlights/lib/highlights-search-params.ts';
import type { FirstQueries } from '../first-queries.ts';

function HighlightsPage() {
  return <HighlightsPageView />;
}

/** The page of highlights the address asks for, in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient, { search }) => [queryClient.prefetchQuery(highlightsQueryOptions(readHighlightsView(search)))];

export { HighlightsPage as Component };
