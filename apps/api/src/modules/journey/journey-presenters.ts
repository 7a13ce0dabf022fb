import type { ContentSummary, CourseDetail, CourseSummary, JourneyStep, StepLockedReason, ThemeNode } from '@rumo/contract';
import type { CatalogueContent, CatalogueCourse, CatalogueStep, CatalogueTheme, CatalogueTopic } from './journey-catalogue.ts';
import { courseProgress, percentOf, stateOf, type JourneyState } from './progress-engine.ts';

/** Presenters whitelist what leaves the server: structure and the user's state, never bodies or answers. */
const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function flags(state: JourneyState, id: string) {
  const node = stateOf(state, id);
  return { is_accessible: node.accessible, ended_at: iso(node.endedAt) };
}

export function presentContentSummary(content: CatalogueContent, state: JourneyState): ContentSummary {
  return { uuid: content.id, title: content.title, type: content.type, order: content.order, ...flags(state, content.id) };
}

export function presentTopicSummary(topic: CatalogueTopic, state: JourneyState) {
  return { uuid: topic.id, name: topic.name, order: topic.order, ...flags(state, topic.id) };
}

export function presentThemeSummary(theme: CatalogueTheme, state: JourneyState) {
  return { uuid: theme.id, name: theme.name, order: theme.order, ...flags(state, theme.id) };
}

export function presentCourseSummary(course: CatalogueCourse, state: JourneyState, subscriptionId: string | null): CourseSummary {
  return {
    uuid: course.id,
    name: course.name,
    description: course.description,
    order: course.order,
    ...flags(state, course.id),
    progress: courseProgress(course, state),
    subscription_uuid: subscriptionId,
  };
}

export function presentStep(step: CatalogueStep, state: JourneyState, subscriptions: ReadonlyMap<string, string>, lockedReason: StepLockedReason | null): JourneyStep {
  const courses = step.courses.map((c) => presentCourseSummary(c, state, subscriptions.get(c.id) ?? null));
  const total = courses.reduce((sum, c) => sum + c.progress.total, 0);
  const completed = courses.reduce((sum, c) => sum + c.progress.completed, 0);
  const node = stateOf(state, step.id);
  return {
    uuid: step.id,
    name: step.name,
    description: step.description,
    order: step.order,
    is_locked: !node.accessible,
    // An open step has no reason; a locked one always has one (decision 1703).
    locked_reason: node.accessible ? null : lockedReason,
    ended_at: iso(node.endedAt),
    progress: { total, completed, percent: percentOf(completed, total) },
    courses,
  };
}

function presentTheme(theme: CatalogueTheme, state: JourneyState): ThemeNode {
  return {
    ...presentThemeSummary(theme, state),
    topics: theme.topics.map((topic) => ({
      ...presentTopicSummary(topic, state),
      contents: topic.contents.map((c) => presentContentSummary(c, state)),
    })),
  };
}

export function presentCourseDetail(step: CatalogueStep, course: CatalogueCourse, state: JourneyState, subscriptionId: string | null): CourseDetail {
  return {
    ...presentCourseSummary(course, state, subscriptionId),
    step: { uuid: step.id, name: step.name, order: step.order },
    themes: course.themes.map((t) => presentTheme(t, state)),
  };
}
