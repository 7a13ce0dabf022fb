import { planFeaturesQueryOptions, plansQueryOptions } from '../../features/plans/api/plans-api.ts';
import { PlansPageView } from '../../features/plans/components/plans-page-view.tsx';
import type { FirstQueries } from '../first-queries.ts';

function PlansPage() {
  return <PlansPageView />;
}

/** The plans and their features, in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient) => [queryClient.prefetchQuery(plansQueryOptions()), queryClient.prefetchQuery(planFeaturesQueryOptions())];

export { PlansPage as Component };
