import { JobsPageView } from '../../features/jobs/components/jobs-page-view.tsx';

function JobsPage() {
  return <JobsPageView />;
}

export { JobsPage as Component };
