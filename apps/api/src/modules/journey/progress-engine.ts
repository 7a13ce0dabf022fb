import { GRADED_CONTENT_TYPES } from '@rumo/contract';
import { flattenCourse, type Catalogue, type CatalogueCourse, type ContentPlace } from './journey-catalogue.ts';

/**
 * The journey's progress rules, as pure functions over the catalogue and the user's progress rows.
 *
 * Stored facts: a progress row means "accessible since", its ended_at means "finished at". Rows are
 * never taken away. The rules (docs/decisions/0500-journey-progress-rules.md):
 * - step i is unlocked when every earlier step has ended;
 * - inside an unlocked step, courses open one after the other (the first at once, the next when
 *   the previous one has ended);
 * - inside an accessible course, contents open one after the other in theme → topic → content
 *   order; a topic or theme is accessible as soon as one of its contents is;
 * - a content ends only through next-content (a quiz or exam only once passed); a topic, theme,
 *   course or step ends when all its (non-empty) children have ended.
 * - a step whose plan gate the user's plan lacks (`closedSteps`) is closed with everything in it, its
 *   rows kept, and does not hold back the steps after it (docs/decisions/1603-journey-drafts.md).
 * `deriveJourney` applies the rules and lists the rows to insert or stamp so the stored rows match.
 */
export type NodeKind = 'step' | 'course' | 'theme' | 'topic' | 'content';
export type ProgressRecord = { accessibleAt: Date; endedAt: Date | null };
export type ProgressMap = ReadonlyMap<string, ProgressRecord>;
export type NodeState = { accessible: boolean; endedAt: Date | null };
export type NodeRef = { id: string; kind: NodeKind };

export type JourneyState = {
  nodes: Map<string, NodeState>;
  /** Nodes the rules open that have no row yet. */
  unlocks: NodeRef[];
  /** Nodes whose children have all ended but that carry no ended_at yet. */
  ends: NodeRef[];
};

const CLOSED: NodeState = { accessible: false, endedAt: null };

export function stateOf(state: JourneyState, id: string): NodeState {
  return state.nodes.get(id) ?? CLOSED;
}

export function isGraded(type: string): boolean {
  return GRADED_CONTENT_TYPES.includes(type);
}

/** Walks the catalogue once, in order: each decision only needs what came before it. */
export function deriveJourney(catalogue: Catalogue, progress: ProgressMap, now: Date, closedSteps: ReadonlySet<string> = new Set()): JourneyState {
  const state: JourneyState = { nodes: new Map(), unlocks: [], ends: [] };
  const rules: Rules = {
    open: (ref, ruleOpen) => {
      const row = progress.get(ref.id);
      if (row === undefined && ruleOpen) state.unlocks.push(ref);
      const node = { accessible: row !== undefined || ruleOpen, endedAt: row?.endedAt ?? null };
      state.nodes.set(ref.id, node);
      return node;
    },
    finish: (ref, node, ruleEnded) => {
      if (node.endedAt === null && ruleEnded && node.accessible) {
        node.endedAt = now;
        state.ends.push(ref);
      }
      return node;
    },
  };

  let earlierStepsEnded = true;
  for (const step of catalogue) {
    if (closedSteps.has(step.id)) continue; // nothing in it opens; stateOf answers closed
    const stepRef: NodeRef = { id: step.id, kind: 'step' };
    const stepNode = rules.open(stepRef, earlierStepsEnded);
    let earlierCoursesEnded = true;
    let nonEmptyCourses = 0;
    let endedCourses = 0;
    for (const course of step.courses) {
      const courseNode = settleCourse(course, stepNode.accessible && earlierCoursesEnded, rules);
      if (courseNode === null) continue; // a course without contents neither blocks nor counts
      nonEmptyCourses += 1;
      if (courseNode.endedAt !== null) endedCourses += 1;
      else earlierCoursesEnded = false;
    }
    rules.finish(stepRef, stepNode, nonEmptyCourses > 0 && endedCourses === nonEmptyCourses);
    if (nonEmptyCourses > 0 && stepNode.endedAt === null) earlierStepsEnded = false;
  }
  return state;
}

type Rules = {
  /** Records a node's accessibility (a row, or the rule opening it). */
  open: (ref: NodeRef, ruleOpen: boolean) => NodeState;
  /** Stamps the end of an accessible node whose children have all ended. */
  finish: (ref: NodeRef, node: NodeState, ruleEnded: boolean) => NodeState;
};

/** Settles a course and everything in it; null when it has no contents at all. */
function settleCourse(course: CatalogueCourse, courseOpen: boolean, rules: Rules): NodeState | null {
  const places = flattenCourse(course);
  if (places.length === 0) return null;
  const courseRef: NodeRef = { id: course.id, kind: 'course' };
  const courseNode = rules.open(courseRef, courseOpen);

  let previousEnded = true;
  const contentState = new Map<string, NodeState>();
  for (const place of places) {
    const node = rules.open({ id: place.content.id, kind: 'content' }, courseNode.accessible && previousEnded);
    contentState.set(place.content.id, node);
    previousEnded = node.endedAt !== null;
  }

  let themesEnded = true;
  for (const theme of course.themes) {
    const topicNodes: NodeState[] = [];
    for (const topic of theme.topics) {
      const nodes = topic.contents.map((c) => contentState.get(c.id) ?? CLOSED);
      if (nodes.length === 0) continue;
      const ref: NodeRef = { id: topic.id, kind: 'topic' };
      topicNodes.push(
        rules.finish(
          ref,
          rules.open(
            ref,
            nodes.some((n) => n.accessible),
          ),
          nodes.every((n) => n.endedAt !== null),
        ),
      );
    }
    if (topicNodes.length === 0) continue;
    const ref: NodeRef = { id: theme.id, kind: 'theme' };
    const themeNode = rules.finish(
      ref,
      rules.open(
        ref,
        topicNodes.some((n) => n.accessible),
      ),
      topicNodes.every((n) => n.endedAt !== null),
    );
    if (themeNode.endedAt === null) themesEnded = false;
  }
  return rules.finish(courseRef, courseNode, themesEnded);
}

/** Copy of `progress` with the content marked finished (and accessible), as next-content stores it. */
export function withContentEnded(progress: ProgressMap, contentId: string, now: Date): Map<string, ProgressRecord> {
  const next = new Map(progress);
  const row = next.get(contentId);
  next.set(contentId, { accessibleAt: row?.accessibleAt ?? now, endedAt: row?.endedAt ?? now });
  return next;
}

export type NextContentDecision =
  { kind: 'not_found' } | { kind: 'locked' } | { kind: 'quiz_not_passed' } | { kind: 'proceed'; completes: boolean; current: ContentPlace; next: ContentPlace | null };

/**
 * What next-content may do for this content. The caller stores the completion (when `completes`),
 * derives again and answers with `next` (204 when null: the course is over).
 */
export function decideNextContent(course: CatalogueCourse, state: JourneyState, contentId: string, quizPassed: boolean): NextContentDecision {
  const places = flattenCourse(course);
  const current = places.find((p) => p.content.id === contentId);
  if (!current) return { kind: 'not_found' };
  const node = stateOf(state, contentId);
  if (!stateOf(state, course.id).accessible || !node.accessible) return { kind: 'locked' };
  const alreadyEnded = node.endedAt !== null;
  if (!alreadyEnded && isGraded(current.content.type) && !quizPassed) return { kind: 'quiz_not_passed' };
  return { kind: 'proceed', completes: !alreadyEnded, current, next: places[current.index + 1] ?? null };
}

/** Contents of a course: how many exist and how many have ended. */
export function courseProgress(course: CatalogueCourse, state: JourneyState): { total: number; completed: number } {
  const places = flattenCourse(course);
  return { total: places.length, completed: places.filter((p) => stateOf(state, p.content.id).endedAt !== null).length };
}

export function percentOf(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
