import type { CourseDocument, DraftContent, DraftTheme, DraftTopic } from '@rumo/contract';

/** What the course screen's side panel shows (decision 1604): a node, or the form of a new one. */
export type Selection =
  | { kind: 'course' }
  | { kind: 'theme'; id: string }
  | { kind: 'topic'; id: string }
  | { kind: 'content'; id: string }
  | { kind: 'new-theme' }
  | { kind: 'new-topic'; themeId: string }
  | { kind: 'new-content'; topicId: string };

export type Located =
  | { kind: 'theme'; node: DraftTheme; index: number; count: number }
  | { kind: 'topic'; node: DraftTopic; index: number; count: number; theme: DraftTheme }
  | { kind: 'content'; node: DraftContent; index: number; count: number; theme: DraftTheme; topic: DraftTopic };

type Of<K extends Located['kind']> = Extract<Located, { kind: K }>;

/** Finds a theme, topic or content of the document with its place among its siblings; null when it is gone. */
export function locate(doc: CourseDocument, kind: 'theme', id: string): Of<'theme'> | null;
export function locate(doc: CourseDocument, kind: 'topic', id: string): Of<'topic'> | null;
export function locate(doc: CourseDocument, kind: 'content', id: string): Of<'content'> | null;
export function locate(doc: CourseDocument, kind: Located['kind'], id: string): Located | null;
export function locate(doc: CourseDocument, kind: 'theme' | 'topic' | 'content', id: string): Located | null {
  for (const [ti, theme] of doc.themes.entries()) {
    if (kind === 'theme' && theme.id === id) return { kind, node: theme, index: ti, count: doc.themes.length };
    for (const [pi, topic] of theme.topics.entries()) {
      if (kind === 'topic' && topic.id === id) return { kind, node: topic, index: pi, count: theme.topics.length, theme };
      if (kind !== 'content') continue;
      const ci = topic.contents.findIndex((c) => c.id === id);
      const content = topic.contents[ci];
      if (content) return { kind, node: content, index: ci, count: topic.contents.length, theme, topic };
    }
  }
  return null;
}

/** Every topic of the course, named with its theme: the content's 'Mover para…' choices. */
export const topicChoices = (doc: CourseDocument) =>
  doc.themes.flatMap((theme) => theme.topics.map((topic) => ({ value: topic.id, label: `${theme.name} › ${topic.name}`, count: topic.contents.length })));

/** Every theme of the course: the topic's 'Mover para…' choices. */
export const themeChoices = (doc: CourseDocument) => doc.themes.map((theme) => ({ value: theme.id, label: theme.name, count: theme.topics.length }));

/** The same selection (a node is the same node across reads of the document). */
export const sameSelection = (a: Selection, b: Selection) => JSON.stringify(a) === JSON.stringify(b);

const NOUN = { themes: 'Tema', topics: 'Tópico', contents: 'Conteúdo' } as const;

/**
 * What the live region says after a reorder or a move (decision 1604), from the document as it was
 * before: 'Conteúdo Leitura: posição 2 de 3 em Primeiros passos.'
 */
export function describeMove(doc: CourseDocument, move: { kind: 'themes' | 'topics' | 'contents'; id: string; position: number; parentId?: string }): string {
  if (move.kind === 'themes') {
    const theme = locate(doc, 'theme', move.id);
    return `${NOUN.themes} ${theme?.node.name ?? ''}: posição ${move.position} de ${doc.themes.length}.`;
  }
  const moved = (parentId: string, name: string, count: number, parent: { name: string; count: number } | null) =>
    parent && move.parentId && move.parentId !== parentId
      ? `${NOUN[move.kind]} ${name}: posição ${move.position} de ${parent.count + 1} em ${parent.name}.`
      : `${NOUN[move.kind]} ${name}: posição ${move.position} de ${count}.`;
  if (move.kind === 'topics') {
    const found = locate(doc, 'topic', move.id);
    const theme = move.parentId ? locate(doc, 'theme', move.parentId) : null;
    return found ? moved(found.theme.id, found.node.name, found.count, theme && { name: theme.node.name, count: theme.node.topics.length }) : '';
  }
  const found = locate(doc, 'content', move.id);
  const topic = move.parentId ? locate(doc, 'topic', move.parentId) : null;
  return found ? moved(found.topic.id, found.node.title, found.count, topic && { name: topic.node.name, count: topic.node.contents.length }) : '';
}
