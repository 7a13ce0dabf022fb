import { useParams } from 'react-router';
import { CurriculumPreviewView } from '../../features/curriculum/preview/curriculum-preview-view.tsx';

// Rendered outside the app layout on purpose (router.tsx): it is the printable CV.
function CurriculumPreviewPage() {
  const { id = '' } = useParams();
  return <CurriculumPreviewView key={id} id={id} />;
}

export { CurriculumPreviewPage as Component };
