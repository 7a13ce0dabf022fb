import { useParams } from 'react-router';
import { ModulePreviewView } from '../../features/journey/components/preview/module-preview-view.tsx';

function ModulePreviewPage() {
  const { id = '' } = useParams();
  return <ModulePreviewView moduleId={id} />;
}

export { ModulePreviewPage as Component };
