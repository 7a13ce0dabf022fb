import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { isLinkOrSitePath, type CourseDocument, type DraftContent, type DraftQuestionInput } from '@rumo/contract';
import { contents, courseDrafts, courses, quizQuestions, themes, topics } from '../../db/schema/index.ts';
import { notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/html-sanitizer.ts';
import { recordAudit, type AuditActor, type DbOrTx } from '../staff/index.ts';
import { isUuid } from './journey-progress.ts';
import { isGraded } from './progress-engine.ts';
import { COURSE_NOT_FOUND } from './journey.service.ts';

/** Reading and writing a course's draft document (docs/decisions/1603-journey-drafts.md). */
export type CourseRow = typeof courses.$inferSelect;
export type StoredDraft = { document: CourseDocument; updatedAt: Date; updatedBy: string };

export async function courseRowOf(db: DbOrTx, courseId: string): Promise<CourseRow> {
  const [row] = isUuid(courseId) ? await db.select().from(courses).where(eq(courses.id, courseId)) : [];
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/**
 * The course row, locked until the transaction ends: every write of a course's draft (an edit,
 * 'Publicar', 'Descartar') takes it first, so two editors' changes queue instead of one
 * overwriting the other's document.
 */
export async function lockCourse(tx: DbOrTx, courseId: string): Promise<CourseRow> {
  const [row] = isUuid(courseId) ? await tx.select().from(courses).where(eq(courses.id, courseId)).for('update') : [];
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/** The published course as a document (ids, order, bodies and questions with their answers). */
export async function publishedDocument(db: DbOrTx, course: CourseRow): Promise<CourseDocument> {
  const themeRows = await db.select().from(themes).where(eq(themes.courseId, course.id)).orderBy(asc(themes.order), asc(themes.id));
  const themeIds = themeRows.map((t) => t.id);
  const topicRows = themeIds.length ? await db.select().from(topics).where(inArray(topics.themeId, themeIds)).orderBy(asc(topics.order), asc(topics.id)) : [];
  const topicIds = topicRows.map((t) => t.id);
  const contentRows = topicIds.length ? await db.select().from(contents).where(inArray(contents.topicId, topicIds)).orderBy(asc(contents.order), asc(contents.id)) : [];
  const contentIds = contentRows.map((c) => c.id);
  const questionRows = contentIds.length
    ? await db.select().from(quizQuestions).where(inArray(quizQuestions.contentId, contentIds)).orderBy(asc(quizQuestions.order), asc(quizQuestions.id))
    : [];
  return {
    name: course.name,
    description: course.description,
    themes: themeRows.map((th) => ({
      id: th.id,
      name: th.name,
      topics: topicRows
        .filter((tp) => tp.themeId === th.id)
        .map((tp) => ({
          id: tp.id,
          name: tp.name,
          contents: contentRows
            .filter((c) => c.topicId === tp.id)
            .map((c) => ({
              id: c.id,
              title: c.title,
              type: c.type,
              body: c.body,
              questions: questionRows.filter((q) => q.contentId === c.id).map((q) => ({ id: q.id, question: q.question, alternatives: q.alternatives, correct: q.correctAnswer })),
            })),
        })),
    })),
  };
}

export async function storedDraft(db: DbOrTx, courseId: string): Promise<StoredDraft | null> {
  const [row] = await db.select().from(courseDrafts).where(eq(courseDrafts.courseId, courseId));
  return row ? { document: row.document as CourseDocument, updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null;
}

export function actorLabel(actor: AuditActor): string {
  return actor === 'cli' ? 'linha de comando' : actor.email;
}

export async function saveDraft(db: DbOrTx, actor: AuditActor, courseId: string, document: CourseDocument): Promise<void> {
  const values = { courseId, document, updatedAt: new Date(), updatedBy: actorLabel(actor) };
  await db
    .insert(courseDrafts)
    .values(values)
    .onConflictDoUpdate({ target: courseDrafts.courseId, set: { document, updatedAt: values.updatedAt, updatedBy: values.updatedBy } });
}

export type DraftEdit = { action: string; entity: string; entityId: string };

/**
 * One edit of a course's draft, in one transaction with its audit entry: the draft (or, on the
 * first edit, a copy of the published course) is changed by `edit` and saved.
 */
export async function editDraft<T>(
  db: DbOrTx,
  actor: AuditActor,
  courseId: string,
  edit: (doc: CourseDocument) => { audit: DraftEdit; result: T; before?: unknown; after?: unknown },
): Promise<T> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    const document = (await storedDraft(tx, course.id))?.document ?? (await publishedDocument(tx, course));
    const { audit, result, before, after } = edit(document);
    await saveDraft(tx, actor, course.id, document);
    await recordAudit(tx, { actor, action: audit.action, entity: audit.entity, entityId: audit.entityId, before: before ?? null, after: after ?? null });
    return result;
  });
}

/** A media body: a path on our host or an http(s) URL (docs/decisions/1603; the files API comes later). */
export function isMediaUrl(value: string): boolean {
  return isLinkOrSitePath(value);
}

/**
 * A content's body and questions as the draft keeps them: text sanitised by the one policy,
 * media a URL, quiz questions with their correct answer among the alternatives (ids kept).
 */
export function normaliseContent(type: string, body: string, questions: DraftQuestionInput[], previous?: DraftContent): Pick<DraftContent, 'body' | 'questions'> {
  const problems: Record<string, string> = {};
  let cleanBody = '';
  if (type === 'text') cleanBody = sanitizeHtml(body);
  else if (!isGraded(type)) {
    cleanBody = body.trim();
    if (cleanBody !== '' && !isMediaUrl(cleanBody)) problems.body = 'Informe o endereço do arquivo: um caminho do site (/media/...) ou um link http(s).';
  }
  const known = new Set(previous?.questions.map((q) => q.id) ?? []);
  const clean = isGraded(type)
    ? questions.map((q, i) => {
        if (!q.alternatives.includes(q.correct)) problems[`questions.${i}.correct`] = 'A resposta correta deve ser uma das alternativas.';
        if (new Set(q.alternatives).size !== q.alternatives.length) problems[`questions.${i}.alternatives`] = 'As alternativas não podem se repetir.';
        return { id: q.id && known.has(q.id) ? q.id : randomUUID(), question: q.question, alternatives: q.alternatives, correct: q.correct };
      })
    : [];
  if (Object.keys(problems).length > 0) throw unprocessable(VALIDATION_MESSAGE, problems);
  return { body: cleanBody, questions: clean };
}
