import { curriculumListQueryOptions } from '../../features/curriculum/api/curriculum-api.ts';
import { CurriculumListView } from '../../features/curriculum/components/curriculum-list-view.tsx';
import type { FirstQueries } from '../first-queries.ts';

function CurriculumListPage() {
  return <CurriculumListView />;
}

/** The CVs, in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient) => [queryClient.prefetchQuery(curriculumListQueryOptions())];

export { CurriculumListPage as Component };
