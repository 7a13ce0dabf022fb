import { useQueryClient } from '@tanstack/react-query';
import { MyCertificates } from '../../features/certificates/components/my-certificates.tsx';
import { curriculumKeys } from '../../features/curriculum/api/curriculum-api.ts';
import { StepsPageView } from '../../features/journey/components/steps-page-view.tsx';

// The journey, then the certificates it gave (decision 1703); adding one to a CV refreshes the CV screens.
function StepsPage() {
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-8">
      <StepsPageView />
      <MyCertificates onAddedToCurriculum={() => void queryClient.invalidateQueries({ queryKey: curriculumKeys.all })} />
    </div>
  );
}

export { StepsPage as Component };
