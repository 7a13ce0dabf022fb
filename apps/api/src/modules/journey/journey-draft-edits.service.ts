import { randomUUID } from 'node:crypto';
import { countDistinct, inArray } from 'drizzle-orm';
import type { CourseDocument, DeletionCounts, DraftContent, DraftQuestionInput, EditableContentType } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { progress } from '../../db/schema/index.ts';
import { notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import type { AuditActor } from '../staff/index.ts';
import { countNode, findTheme, findTopic, insertAt, locate, removeFrom, type DraftKind } from './journey-draft-document.ts';
import { courseRowOf, currentDocument, editDraft, normaliseContent, publishedDocument, storedDraft } from './journey-drafts.service.ts';

/** The editor's changes to a course's themes, topics and contents: all in the draft (decision 1603). */
export const NODE_NOT_FOUND: Record<DraftKind, string> = {
  themes: 'Tema não encontrado neste curso.',
  topics: 'Tópico não encontrado neste curso.',
  contents: 'Conteúdo não encontrado neste curso.',
};
const ENTITY: Record<DraftKind, string> = { themes: 'theme', topics: 'topic', contents: 'content' };
const PARENT_NOT_FOUND = 'O destino não existe neste curso. Para levar um item a outro curso, crie-o lá.';

export async function readCourseForEditor(db: Db, courseId: string) {
  const course = await courseRowOf(db, courseId);
  const draft = await storedDraft(db, course.id);
  return {
    id: course.id,
    step_id: course.stepId,
    published_at: course.publishedAt?.toISOString() ?? null,
    hours: course.hours,
    skills: course.skills,
    has_unpublished_changes: draft !== null,
    draft_updated_at: draft?.updatedAt.toISOString() ?? null,
    draft_updated_by: draft?.updatedBy ?? null,
    document: draft?.document ?? (await publishedDocument(db, course)),
  };
}

export function createTheme(db: Db, actor: AuditActor, courseId: string, input: { name: string; position?: number }) {
  return editDraft(db, actor, courseId, (doc) => {
    const theme = { id: randomUUID(), name: input.name, topics: [] };
    insertAt(doc.themes, theme, input.position);
    return { audit: { action: 'create', entity: 'theme', entityId: theme.id }, result: theme.id, after: theme };
  });
}

export function createTopic(db: Db, actor: AuditActor, courseId: string, input: { theme_id: string; name: string; position?: number }) {
  return editDraft(db, actor, courseId, (doc) => {
    const theme = findTheme(doc, input.theme_id);
    if (!theme) throw notFound(NODE_NOT_FOUND.themes);
    const topic = { id: randomUUID(), name: input.name, contents: [] };
    insertAt(theme.topics, topic, input.position);
    return { audit: { action: 'create', entity: 'topic', entityId: topic.id }, result: topic.id, after: topic };
  });
}

export type ContentInput = {
  topic_id: string;
  title: string;
  type: EditableContentType;
  body: string;
  questions: DraftQuestionInput[];
  pass_percent?: number | null;
  position?: number;
};

export function createContent(db: Db, actor: AuditActor, courseId: string, input: ContentInput) {
  return editDraft(db, actor, courseId, (doc) => {
    const topic = findTopic(doc, input.topic_id);
    if (!topic) throw notFound(NODE_NOT_FOUND.topics);
    const content: DraftContent = {
      id: randomUUID(),
      title: input.title,
      type: input.type,
      ...normaliseContent(input.type, input.body, input.questions, undefined, input.pass_percent ?? null),
    };
    insertAt(topic.contents, content, input.position);
    return { audit: { action: 'create', entity: 'content', entityId: content.id }, result: content.id, after: content };
  });
}

export function renameNode(db: Db, actor: AuditActor, courseId: string, kind: 'themes' | 'topics', id: string, name: string) {
  return editDraft(db, actor, courseId, (doc) => {
    const found = locate(doc, kind, id);
    if (!found || found.kind === 'contents') throw notFound(NODE_NOT_FOUND[kind]);
    const before = { name: found.node.name };
    found.node.name = name;
    return { audit: { action: 'update', entity: ENTITY[kind], entityId: id }, result: undefined, before, after: { name } };
  });
}

export function editContent(
  db: Db,
  actor: AuditActor,
  courseId: string,
  id: string,
  input: { title?: string; type?: EditableContentType; body?: string; questions?: DraftQuestionInput[]; pass_percent?: number | null },
) {
  return editDraft(db, actor, courseId, (doc) => {
    const found = locate(doc, 'contents', id);
    if (!found || found.kind !== 'contents') throw notFound(NODE_NOT_FOUND.contents);
    const node = found.node;
    const before = structuredClone(node);
    const type = input.type ?? node.type;
    const questions = input.questions ?? node.questions;
    const passPercent = input.pass_percent === undefined ? node.pass_percent : input.pass_percent;
    Object.assign(node, { title: input.title ?? node.title, type }, normaliseContent(type, input.body ?? node.body, questions, node, passPercent));
    return { audit: { action: 'update', entity: 'content', entityId: id }, result: undefined, before, after: node };
  });
}

/** Reorders a node, or moves it to another parent of the same course (decision 1603). */
export function moveNode(db: Db, actor: AuditActor, courseId: string, kind: DraftKind, id: string, input: { parent_id?: string; position: number }) {
  return editDraft(db, actor, courseId, (doc) => {
    const found = locate(doc, kind, id);
    if (!found) throw notFound(NODE_NOT_FOUND[kind]);
    const target = targetList(courseId, doc, found.kind, input.parent_id, found);
    removeFrom(found.siblings as unknown[], found.node);
    insertAt(target as unknown[], found.node, input.position);
    return { audit: { action: 'move', entity: ENTITY[kind], entityId: id }, result: undefined, after: { parent_id: input.parent_id ?? null, position: input.position } };
  });
}

function targetList(courseId: string, doc: CourseDocument, kind: DraftKind, parentId: string | undefined, found: NonNullable<ReturnType<typeof locate>>): unknown[] {
  if (kind === 'themes') {
    // A theme's parent is its course: it only changes position (decision 1603).
    if (parentId !== undefined && parentId !== courseId) {
      throw unprocessable(VALIDATION_MESSAGE, { parent_id: 'Um tema só muda de posição dentro do curso.' });
    }
    return doc.themes;
  }
  if (parentId === undefined) return found.siblings;
  if (kind === 'topics') {
    const theme = findTheme(doc, parentId);
    if (!theme) throw unprocessable(VALIDATION_MESSAGE, { parent_id: PARENT_NOT_FOUND });
    return theme.topics;
  }
  const topic = findTopic(doc, parentId);
  if (!topic) throw unprocessable(VALIDATION_MESSAGE, { parent_id: PARENT_NOT_FOUND });
  return topic.contents;
}

/** How many learners have a progress row on any of these nodes. */
export async function learnersWithProgress(db: Pick<Db, 'select'>, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(progress.userId) })
    .from(progress)
    .where(inArray(progress.nodeId, ids));
  return row?.n ?? 0;
}

/** Removes a node from the draft (with what it holds); published rows go at 'Publicar'. */
export async function deleteNode(db: Db, actor: AuditActor, courseId: string, kind: DraftKind, id: string, dryRun: boolean): Promise<{ dry_run: boolean; counts: DeletionCounts }> {
  const course = await courseRowOf(db, courseId);
  const preview = await currentDocument(db, course);
  const located = locate(preview, kind, id);
  if (!located) throw notFound(NODE_NOT_FOUND[kind]);
  const counted = countNode(located);
  const counts = {
    courses: 0,
    themes: counted.themes,
    topics: counted.topics,
    contents: counted.contents,
    questions: counted.questions,
    learners_with_progress: await learnersWithProgress(db, counted.ids),
  };
  if (dryRun) return { dry_run: true, counts };
  await editDraft(db, actor, courseId, (doc) => {
    const found = locate(doc, kind, id);
    if (!found) throw notFound(NODE_NOT_FOUND[kind]);
    removeFrom(found.siblings as unknown[], found.node);
    return { audit: { action: 'delete', entity: ENTITY[kind], entityId: id }, result: undefined, before: found.node, after: counts };
  });
  return { dry_run: false, counts };
}
