import type { ContentSummary, CourseDetail, ThemeNode, TopicNode } from '@rumo/contract';

export type TreePlace = { content: ContentSummary; topic: TopicNode; theme: ThemeNode };

/** Contents in the order a learner walks them: theme → topic → content. */
export function flattenTree(course: Pick<CourseDetail, 'themes'>): TreePlace[] {
  return course.themes.flatMap((theme) => theme.topics.flatMap((topic) => topic.contents.map((content) => ({ content, topic, theme }))));
}

export function placeOf(course: Pick<CourseDetail, 'themes'>, contentId: string | null): TreePlace | null {
  if (contentId === null) return null;
  return flattenTree(course).find((p) => p.content.uuid === contentId) ?? null;
}

/** Spec: on opening, the last accessible content (with its theme and topic) is selected, else the first. */
export function initialPlace(course: Pick<CourseDetail, 'themes'>): TreePlace | null {
  const places = flattenTree(course);
  return places.filter((p) => p.content.is_accessible).at(-1) ?? places[0] ?? null;
}

export const SUPPORTED_TYPES = ['video', 'audio', 'text', 'file', 'download', 'quiz', 'exam', 'tests'] as const;

/** How a content completes itself (spec section 4 "Auto-advance", section 9 constants). */
export type AutoAdvanceRule = { kind: 'media'; fraction: number } | { kind: 'timer'; ms: number } | { kind: 'click' } | { kind: 'quiz' } | { kind: 'none' };

export const MEDIA_ADVANCE_FRACTION = 0.5;
export const READING_ADVANCE_MS = 5000;

export function autoAdvanceRule(type: string): AutoAdvanceRule {
  switch (type) {
    case 'video':
    case 'audio':
      return { kind: 'media', fraction: MEDIA_ADVANCE_FRACTION };
    case 'text':
    case 'file':
      return { kind: 'timer', ms: READING_ADVANCE_MS };
    case 'download':
      return { kind: 'click' };
    case 'quiz':
    case 'exam':
      return { kind: 'quiz' };
    default:
      // 'tests' and unknown types have nothing to consume: the learner may go on at once.
      return { kind: 'none' };
  }
}

/**
 * Spec: 'Próximo conteúdo' is active when the course has ended or the current content allows
 * going on (it has ended, or it has nothing to consume).
 */
export function canGoOn(courseEnded: boolean, content: Pick<ContentSummary, 'type' | 'ended_at'> | null): boolean {
  if (courseEnded) return true;
  if (!content) return false;
  return content.ended_at !== null || autoAdvanceRule(content.type).kind === 'none';
}
