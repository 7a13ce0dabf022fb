import type { CourseDocument, DraftContent, DraftTheme, DraftTopic } from '@rumo/contract';

/**
 * Pure edits of a course's draft document (docs/decisions/1603-journey-drafts.md). Order is the
 * position in each array; ids are made by the caller when a node is created and never change.
 */
export type DraftKind = 'themes' | 'topics' | 'contents';

export type Located =
  | { kind: 'themes'; node: DraftTheme; siblings: DraftTheme[] }
  | { kind: 'topics'; node: DraftTopic; siblings: DraftTopic[]; theme: DraftTheme }
  | { kind: 'contents'; node: DraftContent; siblings: DraftContent[]; topic: DraftTopic };

export function findTheme(doc: CourseDocument, id: string): DraftTheme | undefined {
  return doc.themes.find((t) => t.id === id);
}

export function findTopic(doc: CourseDocument, id: string): DraftTopic | undefined {
  for (const theme of doc.themes) {
    const topic = theme.topics.find((t) => t.id === id);
    if (topic) return topic;
  }
  return undefined;
}

export function locate(doc: CourseDocument, kind: DraftKind, id: string): Located | undefined {
  for (const theme of doc.themes) {
    if (kind === 'themes' && theme.id === id) return { kind, node: theme, siblings: doc.themes };
    for (const topic of theme.topics) {
      if (kind === 'topics' && topic.id === id) return { kind, node: topic, siblings: theme.topics, theme };
      for (const content of topic.contents) {
        if (kind === 'contents' && content.id === id) return { kind, node: content, siblings: topic.contents, topic };
      }
    }
  }
  return undefined;
}

/** Inserts at a 1-based position (the end when absent or past it). */
export function insertAt<T>(list: T[], item: T, position?: number): void {
  const index = position === undefined ? list.length : Math.min(Math.max(position - 1, 0), list.length);
  list.splice(index, 0, item);
}

export function removeFrom<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}

export type NodeCounts = { themes: number; topics: number; contents: number; questions: number; ids: string[] };

/** Everything a node takes along (itself included), with the ids whose progress goes with it. */
export function countNode(located: Located): NodeCounts {
  const counts: NodeCounts = { themes: 0, topics: 0, contents: 0, questions: 0, ids: [] };
  const addContent = (c: DraftContent) => {
    counts.contents += 1;
    counts.questions += c.questions.length;
    counts.ids.push(c.id);
  };
  const addTopic = (t: DraftTopic) => {
    counts.topics += 1;
    counts.ids.push(t.id);
    t.contents.forEach(addContent);
  };
  if (located.kind === 'contents') addContent(located.node);
  if (located.kind === 'topics') addTopic(located.node);
  if (located.kind === 'themes') {
    counts.themes += 1;
    counts.ids.push(located.node.id);
    located.node.topics.forEach(addTopic);
  }
  return counts;
}

/** All contents in walking order, with their topic and theme. */
export function contentsOf(doc: CourseDocument): { content: DraftContent; topic: DraftTopic; theme: DraftTheme }[] {
  return doc.themes.flatMap((theme) => theme.topics.flatMap((topic) => topic.contents.map((content) => ({ content, topic, theme }))));
}
