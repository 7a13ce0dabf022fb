import { JobAlertsPanel } from '../../features/alerts/components/job-alerts-panel.tsx';

export function JobAlertsSlot() {
  return <JobAlertsPanel />;
}
