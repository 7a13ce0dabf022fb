import { Badge } from '../../../components/ui/badge.tsx';

/**
 * A course's publication state as Open edX Studio says it (decision 1603): 'Não publicado' (never),
 * 'Alterações não publicadas' (a draft differs), or 'Publicado'.
 */
export function CourseStateBadge({ course }: { course: { published_at: string | null; has_unpublished_changes: boolean } }) {
  if (course.published_at === null) return <Badge tone="yellow">Não publicado</Badge>;
  if (course.has_unpublished_changes) return <Badge tone="orange">Alterações não publicadas</Badge>;
  return <Badge tone="green">Publicado</Badge>;
}
