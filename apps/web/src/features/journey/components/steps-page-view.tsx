import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSteps } from '../api/journey-api.ts';
import { JourneyPromo } from './journey-promo.tsx';
import { StepsView } from './steps-view.tsx';
import { STEPS_PAGE_HEADER } from '../steps-page-header.ts';

/** 'Sua Jornada': the steps, or the promo when the steps call does not answer 200. */
export function StepsPageView() {
  const query = useSteps();
  return (
    <div className="flex flex-col">
      <PageHeader {...STEPS_PAGE_HEADER} />
      {query.isPending && <SkeletonText lines={6} label="Carregando sua jornada…" />}
      {query.isError && <JourneyPromo />}
      {query.data && <StepsView steps={query.data} />}
    </div>
  );
}
