import { DashboardLayout } from '../dashboard/dashboard-layout.tsx';
import { JobAlertsSlot } from '../dashboard/job-alerts-slot.tsx';
import { JobsForYouSlot } from '../dashboard/jobs-for-you-slot.tsx';
import { RecentApplicationsSlot } from '../dashboard/recent-applications-slot.tsx';
import { StepsInProgressSlot } from '../dashboard/steps-in-progress-slot.tsx';
import { useDashboardSettled } from '../dashboard/use-dashboard-settled.ts';

function DashboardPage() {
  const settled = useDashboardSettled();
  return (
    <DashboardLayout
      settled={settled}
      recentApplications={<RecentApplicationsSlot />}
      stepsInProgress={<StepsInProgressSlot />}
      jobAlerts={<JobAlertsSlot />}
      jobsForYou={<JobsForYouSlot />}
    />
  );
}

export { DashboardPage as Component };
