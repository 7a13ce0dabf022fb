import { CurriculumListView } from '../../features/curriculum/components/curriculum-list-view.tsx';

function CurriculumListPage() {
  return <CurriculumListView />;
}

export { CurriculumListPage as Component };
