import { StepsPageView } from '../../features/journey/components/steps-page-view.tsx';

function StepsPage() {
  return <StepsPageView />;
}

export { StepsPage as Component };
