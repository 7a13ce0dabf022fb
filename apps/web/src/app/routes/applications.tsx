import { ApplicationsPageView } from '../../features/applications/components/applications-page-view.tsx';
import { useCurricula } from '../../features/curriculum/api/curriculum-api.ts';

/** 'Minhas Candidaturas': the board panel's 'Currículo usado' lists the user's CVs from the curriculum feature (decision 1702). */
function ApplicationsPage() {
  const curricula = useCurricula();
  return <ApplicationsPageView cvOptions={(curricula.data ?? []).map((cv) => ({ value: cv.uuid, label: cv.name }))} />;
}

export { ApplicationsPage as Component };
