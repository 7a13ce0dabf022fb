import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { SkeletonText } from '../../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useNotify } from '../../../../lib/notifications.tsx';
import { useCourse } from '../../api/journey-api.ts';
import { PlayerBody } from './player-body.tsx';

/** /step/:id — a missing course goes to /404; a locked one back to /steps with the server's reason. */
export function CoursePlayerView({ courseId }: { courseId: string }) {
  const query = useCourse(courseId);
  const navigate = useNavigate();
  const notify = useNotify();
  const status = isApiError(query.error) ? query.error.status : null;

  useEffect(() => {
    if (status === 404) void navigate('/404', { replace: true });
    if (status === 403 && isApiError(query.error)) {
      notify({ type: 'warning', message: query.error.message });
      void navigate('/steps', { replace: true });
    }
  }, [status, query.error, navigate, notify]);

  if (query.isPending || status === 404 || status === 403) return <SkeletonText lines={8} label="Carregando curso…" />;
  if (query.isError) {
    return (
      <Alert type="error" title="Não foi possível carregar o curso.">
        Tente novamente mais tarde.
      </Alert>
    );
  }
  // Keyed by course: opening another course starts a fresh player (selection, timers).
  return <PlayerBody key={query.data.uuid} course={query.data} />;
}
