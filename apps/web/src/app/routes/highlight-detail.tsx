import { useParams } from 'react-router';
import { HighlightDetailView } from '../../features/highlights/components/highlight-detail-view.tsx';

function HighlightDetailPage() {
  const { id = '' } = useParams();
  // Keyed by id: moving to another highlight starts from a clean state.
  return <HighlightDetailView key={id} id={id} />;
}

export { HighlightDetailPage as Component };
