import { useSearchParams } from 'react-router';
import { applicationsQueryOptions } from '../../features/applications/api/applications-api.ts';
import { ApplicationsPageView } from '../../features/applications/components/applications-page-view.tsx';
import { readLayout } from '../../features/applications/lib/applications-layout.ts';
import { applicationsQuery, readApplicationsView } from '../../features/applications/lib/applications-search-params.ts';
import { useCurricula } from '../../features/curriculum/api/curriculum-api.ts';
import type { FirstQueries } from '../first-queries.ts';

/**
 * 'Minhas Candidaturas': the board panel's 'Currículo usado' lists the user's CVs from the
 * curriculum feature (decision 1702), asked for only on the board, the one tab that shows them.
 */
function ApplicationsPage() {
  const [params] = useSearchParams();
  const curricula = useCurricula({ enabled: readLayout(params) === 'quadro' });
  return <ApplicationsPageView cvOptions={(curricula.data ?? []).map((cv) => ({ value: cv.uuid, label: cv.name }))} />;
}

/** The table's page the address asks for, in the cache before the first render; the other tabs ask for theirs when opened (decision 1818). */
export const firstQueries: FirstQueries = (queryClient, { search }) =>
  readLayout(search) === 'tabela' ? [queryClient.prefetchQuery(applicationsQueryOptions(applicationsQuery(readApplicationsView(search))))] : [];

export { ApplicationsPage as Component };
