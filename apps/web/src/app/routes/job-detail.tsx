import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { useApplicationForJob, useApplyToJob } from '../../features/applications/api/applications-api.ts';
import { savedJobIdsQueryOptions, useSavedJobIds } from '../../features/applications/api/saved-jobs-api.ts';
import { SaveJobButton } from '../../features/applications/components/save-job-button.tsx';
import { useCurricula } from '../../features/curriculum/api/curriculum-api.ts';
import { jobDetailQueryOptions, useJobDetail } from '../../features/jobs/api/jobs-api.ts';
import { JobApplyCard } from '../../features/jobs/components/job-apply-card.tsx';
import { JobDetailSkeleton } from '../../features/jobs/components/job-detail-skeleton.tsx';
import { JobDetailView } from '../../features/jobs/components/job-detail-view.tsx';
import { JobLoadError } from '../../features/jobs/components/job-load-error.tsx';
import { JobNotFound } from '../../features/jobs/components/job-not-found.tsx';
import { jobMatchQueryOptions, useJobMatch } from '../../features/match/api/match-api.ts';
import { JobMatchSection } from '../../features/match/components/job-match-section.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useNotify } from '../../lib/notifications.tsx';
import type { FirstQueries } from '../first-queries.ts';
import { lazyScreen } from '../lazy-screen.tsx';

// 'Quanto sobra por mês' and the year's tax tables load after the job is on screen, in their own chunk (decision 1701).
const takeHome = lazyScreen(() => import('../../features/take-home/components/take-home-section.tsx'));

const APPLIED_MESSAGE = 'Candidatura registrada! Acompanhe em Minhas Candidaturas.';
const APPLY_FAILED_MESSAGE = 'Não foi possível registrar sua candidatura. Tente novamente.';

/** Job page: the jobs feature draws the job, the applications feature records the click-through and keeps the heart (1702). */
function JobDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = `/jobs${typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : ''}`;

  const job = useJobDetail(id);
  // Asked beside the job, not after it (decision 1704).
  const match = useJobMatch(id);
  const matchCv = match.data?.status === 'on' ? match.data.curriculum.uuid : null;
  // Only to say 'add your skills' when the CV in use lists none (the list is usually cached already).
  const curricula = useCurricula({ enabled: matchCv !== null });
  const cvSkillCount = curricula.data?.find((cv) => cv.uuid === matchCv)?.skills.length;
  const existing = useApplicationForJob(job.data ? id : undefined);
  const apply = useApplyToJob();
  const saved = useSavedJobIds();
  const notify = useNotify();

  if (job.isPending) return <JobDetailSkeleton />;
  if (job.isError) {
    if (isApiError(job.error) && job.error.status === 404) return <JobNotFound />;
    return <JobLoadError onRetry={() => void job.refetch()} />;
  }

  const onApply = () => {
    const alreadyApplied = Boolean(existing.data);
    apply.mutate(id, {
      onSuccess: () => {
        if (!alreadyApplied) notify({ type: 'success', message: APPLIED_MESSAGE });
      },
      onError: (error) => notify({ type: 'error', message: isApiError(error) && error.status === 422 ? error.message : APPLY_FAILED_MESSAGE }),
    });
  };

  return (
    <JobDetailView
      job={job.data}
      backTo={backTo}
      applyArea={
        <>
          <SaveJobButton variant="inline" jobUuid={job.data.uuid} title={job.data.title} saved={saved.data?.has(job.data.uuid) ?? false} />
          <JobApplyCard job={job.data} appliedAt={existing.data?.created_at ?? apply.data?.created_at ?? null} onApply={onApply} applying={apply.isPending} />
        </>
      }
      match={<JobMatchSection match={match.data} pending={match.isPending} error={match.isError} onRetry={() => void match.refetch()} cvSkillCount={cvSkillCount} />}
      takeHome={
        <Suspense fallback={null}>
          <takeHome.Component job={job.data} />
        </Suspense>
      }
    />
  );
}

/** The job, its compatibility and the hearts, in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient, { params: { id = '' } }) => [
  queryClient.prefetchQuery(jobDetailQueryOptions(id)),
  queryClient.prefetchQuery(jobMatchQueryOptions(id)),
  queryClient.prefetchQuery(savedJobIdsQueryOptions()),
];

export { JobDetailPage as Component };
