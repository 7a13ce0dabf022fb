import { savedJobIdsQueryOptions, useSavedJobIds } from '../../features/applications/api/saved-jobs-api.ts';
import { SaveJobButton } from '../../features/applications/components/save-job-button.tsx';
import { jobsListQueryOptions } from '../../features/jobs/api/jobs-api.ts';
import { JobsPageView } from '../../features/jobs/components/jobs-page-view.tsx';
import { jobsQuery, readJobsView } from '../../features/jobs/lib/jobs-search-params.ts';
import type { FirstQueries } from '../first-queries.ts';

/** 'Vagas': the jobs feature draws the list, the applications feature puts its heart on every card (decision 1702). */
function JobsPage() {
  const saved = useSavedJobIds();
  return <JobsPageView cardAction={(job) => <SaveJobButton jobUuid={job.uuid} title={job.title} saved={saved.data?.has(job.uuid) ?? false} />} />;
}

/** The page of jobs the address asks for and the hearts, in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient, { search }) => [
  queryClient.prefetchQuery(jobsListQueryOptions(jobsQuery(readJobsView(search)))),
  queryClient.prefetchQuery(savedJobIdsQueryOptions()),
];

export { JobsPage as Component };
