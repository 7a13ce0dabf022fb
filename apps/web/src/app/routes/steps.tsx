import { useQueryClient } from '@tanstack/react-query';
import { myCertificatesQueryOptions, useMyCertificates } from '../../features/certificates/api/certificates-api.ts';
import { MyCertificates } from '../../features/certificates/components/my-certificates.tsx';
import { curriculumKeys, useCurricula } from '../../features/curriculum/api/curriculum-api.ts';
import { stepsQueryOptions, useSteps } from '../../features/journey/api/journey-api.ts';
import { StepsPageView } from '../../features/journey/components/steps-page-view.tsx';
import type { FirstQueries } from '../first-queries.ts';

// The journey, then the certificates it gave (decision 1703); the CVs to add one to come from the
// curriculum feature, asked for only when there is a certificate; adding one refreshes the CV screens.
function StepsPage() {
  const queryClient = useQueryClient();
  const certificates = useMyCertificates();
  // 'Meus certificados' comes in under the steps once they are drawn: drawn first, beneath the steps'
  // few skeleton lines, it was pushed down when the steps arrived (CLS 0.21, docs/decisions/1802).
  const steps = useSteps();
  const curricula = useCurricula({ enabled: (certificates.data?.length ?? 0) > 0 });
  return (
    <div className="flex flex-col gap-8">
      <StepsPageView />
      {!steps.isPending && <MyCertificates curricula={curricula.data ?? null} onAddedToCurriculum={() => void queryClient.invalidateQueries({ queryKey: curriculumKeys.all })} />}
    </div>
  );
}

/** The journey and the certificates, in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient) => [queryClient.prefetchQuery(stepsQueryOptions()), queryClient.prefetchQuery(myCertificatesQueryOptions())];

export { StepsPage as Component };
