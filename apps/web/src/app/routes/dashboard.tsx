import { recentApplicationsQueryOptions } from '../../features/applications/api/applications-api.ts';
import { alertsQueryOptions } from '../../features/alerts/api/alerts-api.ts';
import { stepsQueryOptions } from '../../features/journey/api/journey-api.ts';
import { jobsForYouQueryOptions } from '../../features/match/api/match-api.ts';
import { DashboardLayout } from '../dashboard/dashboard-layout.tsx';
import { JobAlertsSlot } from '../dashboard/job-alerts-slot.tsx';
import { JobsForYouSlot } from '../dashboard/jobs-for-you-slot.tsx';
import { RecentApplicationsSlot } from '../dashboard/recent-applications-slot.tsx';
import { StepsInProgressSlot } from '../dashboard/steps-in-progress-slot.tsx';
import { useDashboardSettled } from '../dashboard/use-dashboard-settled.ts';
import type { FirstQueries } from '../first-queries.ts';

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

/** Every panel's answer, in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient) => [
  queryClient.prefetchQuery(jobsForYouQueryOptions()),
  queryClient.prefetchQuery(recentApplicationsQueryOptions()),
  queryClient.prefetchQuery(alertsQueryOptions()),
  queryClient.prefetchQuery(stepsQueryOptions()),
];

export { DashboardPage as Component };
