import { PlansPageView } from '../../features/plans/components/plans-page-view.tsx';

function PlansPage() {
  return <PlansPageView />;
}

export { PlansPage as Component };
