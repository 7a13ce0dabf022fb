import { JobCard } from '../../features/jobs/components/job-card.tsx';
import { JobsForYouPanel } from '../../features/match/components/jobs-for-you-panel.tsx';

/** 'Vagas para você' (decision 1704): the match feature picks the jobs, the jobs feature draws each card with its score. */
export function JobsForYouSlot() {
  return <JobsForYouPanel renderJob={(job) => <JobCard job={job} listSearch="" compatibility={job.compatibility} />} />;
}
