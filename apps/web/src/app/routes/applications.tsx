import { ApplicationsPageView } from '../../features/applications/components/applications-page-view.tsx';

function ApplicationsPage() {
  return <ApplicationsPageView />;
}

export { ApplicationsPage as Component };
