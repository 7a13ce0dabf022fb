import { useParams } from 'react-router';
import { CurriculumEditView } from '../../features/curriculum/components/curriculum-edit-view.tsx';

function CurriculumEditPage() {
  const { id = '' } = useParams();
  // A new key per CV: moving between CVs never shows the previous one's state.
  return <CurriculumEditView key={id} id={id} />;
}

export { CurriculumEditPage as Component };
