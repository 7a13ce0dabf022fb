import { useSearchParams } from 'react-router';
import { ApplicationsPageView } from '../../features/applications/components/applications-page-view.tsx';
import { readLayout } from '../../features/applications/lib/applications-layout.ts';
import { useCurricula } from '../../features/curriculum/api/curriculum-api.ts';

/**
 * 'Minhas Candidaturas': the board panel's 'Currículo usado' lists the user's CVs from the
 * curriculum feature (decision 1702), asked for only on the board, the one tab that shows them.
 */
function ApplicationsPage() {
  const [params] = useSearchParams();
  const curricula = useCurricula({ enabled: readLayout(params) === 'quadro' });
  return <ApplicationsPageView cvOptions={(curricula.data ?? []).map((cv) => ({ value: cv.uuid, label: cv.name }))} />;
}

export { ApplicationsPage as Component };
