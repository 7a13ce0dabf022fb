import type { CourseSummary } from '@rumo/contract';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export type CourseCardState = 'locked' | 'available' | 'in_progress' | 'completed';

/**
 * Decision 0505 overrides the spec's inverted mapping: locked when not accessible,
 * available when nothing is done yet, in progress when some contents are done, completed when the
 * course has ended.
 */
export function courseCardState(course: Pick<CourseSummary, 'is_accessible' | 'ended_at' | 'progress'>): CourseCardState {
  if (!course.is_accessible) return 'locked';
  if (course.ended_at !== null) return 'completed';
  if (course.progress.completed > 0) return 'in_progress';
  return 'available';
}

export const courseCardLabels: Record<CourseCardState, string> = {
  locked: 'Bloqueado',
  available: 'Começar',
  in_progress: 'Continuar',
  completed: 'Rever',
};

export const courseCardTones: Record<CourseCardState, BadgeTone> = {
  locked: 'neutral',
  available: 'brand',
  in_progress: 'blue',
  completed: 'green',
};
