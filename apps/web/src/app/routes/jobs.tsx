import { useSavedJobIds } from '../../features/applications/api/saved-jobs-api.ts';
import { SaveJobButton } from '../../features/applications/components/save-job-button.tsx';
import { JobsPageView } from '../../features/jobs/components/jobs-page-view.tsx';

/** 'Vagas': the jobs feature draws the list, the applications feature puts its heart on every card (decision 1702). */
function JobsPage() {
  const saved = useSavedJobIds();
  return <JobsPageView cardAction={(job) => <SaveJobButton jobUuid={job.uuid} title={job.title} saved={saved.data?.has(job.uuid) ?? false} />} />;
}

export { JobsPage as Component };
