import { useRecentApplications } from '../../features/applications/api/applications-api.ts';
import { useAlerts } from '../../features/alerts/api/alerts-api.ts';
import { useSteps } from '../../features/journey/api/journey-api.ts';
import { useJobsForYou } from '../../features/match/api/match-api.ts';

/**
 * Whether every dashboard panel's first answer is in (or has failed). Each panel appears when its
 * own answer arrives and takes a height only then, so showing them one by one pushed the others
 * down (Lighthouse: CLS 0.62–0.71 on a slow phone); the dashboard shows them together instead
 * (docs/decisions/1802). The same queries as the panels', so nothing is asked twice.
 */
export function useDashboardSettled(): boolean {
  const queries = [useJobsForYou(), useRecentApplications(), useAlerts(), useSteps()];
  return queries.every((query) => !query.isPending);
}
