import { AlertsPageView } from '../../features/alerts/components/alerts-page-view.tsx';

function JobAlertsPage() {
  return <AlertsPageView />;
}

export { JobAlertsPage as Component };
