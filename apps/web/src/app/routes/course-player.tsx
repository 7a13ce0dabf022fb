import { useParams } from 'react-router';
import { CoursePlayerView } from '../../features/journey/components/player/course-player-view.tsx';

function CoursePlayerPage() {
  const { id = '' } = useParams();
  return <CoursePlayerView courseId={id} />;
}

export { CoursePlayerPage as Component };
