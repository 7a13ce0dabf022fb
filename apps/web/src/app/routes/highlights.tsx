import { HighlightsPageView } from '../../features/highlights/components/highlights-page-view.tsx';

function HighlightsPage() {
  return <HighlightsPageView />;
}

export { HighlightsPage as Component };
