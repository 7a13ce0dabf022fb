import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { isLinkOrSitePath, questionRuleProblems, type CourseDocument, type DraftContent, type DraftQuestionInput, type StoredQuestion } from '@rumo/contract';
import { contents, courseDrafts, courses, quizQuestions, themes, topics } from '../../db/schema/index.ts';
import { notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/html-sanitizer.ts';
import { recordAudit, type AuditActor, type DbOrTx } from '../staff/index.ts';
import { isUuid } from '../../lib/uuid.ts';
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
              questions: questionRows
                .filter((q) => q.contentId === c.id)
                .map((q) => ({
                  id: q.id,
                  question: q.question,
                  alternatives: q.alternatives,
                  correct: q.correctAnswer,
                  feedback: q.feedback ?? q.alternatives.map(() => ''),
                  explanation: q.explanation,
                })),
              pass_percent: c.passPercent,
            })),
        })),
    })),
  };
}

type OlderQuestion = Omit<StoredQuestion, 'feedback' | 'explanation'> & Partial<Pick<StoredQuestion, 'feedback' | 'explanation'>>;

/** A draft saved before decision 1605 has no feedback, explanation or pass mark: they read as none. */
function withQuizFields(document: CourseDocument): CourseDocument {
  for (const content of document.themes.flatMap((t) => t.topics.flatMap((tp) => tp.contents))) {
    content.pass_percent ??= null;
    content.questions = (content.questions as OlderQuestion[]).map((q) => ({ ...q, feedback: q.feedback ?? q.alternatives.map(() => ''), explanation: q.explanation ?? '' }));
  }
  return document;
}

export async function storedDraft(db: DbOrTx, courseId: string): Promise<StoredDraft | null> {
  const [row] = await db.select().from(courseDrafts).where(eq(courseDrafts.courseId, courseId));
  return row ? { document: withQuizFields(row.document as CourseDocument), updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null;
}

/** What the editor works on: the draft, or the published course when there is none. */
export async function currentDocument(db: DbOrTx, course: CourseRow): Promise<CourseDocument> {
  return (await storedDraft(db, course.id))?.document ?? (await publishedDocument(db, course));
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
    const document = await currentDocument(tx, course);
    const { audit, result, before, after } = edit(document);
    await saveDraft(tx, actor, course.id, document);
    await recordAudit(tx, { actor, action: audit.action, entity: audit.entity, entityId: audit.entityId, before: before ?? null, after: after ?? null });
    return result;
  });
}

/**
 * A question as the draft keeps it (decision 1605): texts trimmed, `correct` the alternative's own
 * text, feedback as long as the alternatives. A question the draft already holds (same id) keeps
 * its feedback (by alternative text) and explanation when the input leaves them out, so a client
 * that only edits the wording does not wipe them.
 */
function storedQuestionOf(q: DraftQuestionInput, known: Map<string, StoredQuestion>): StoredQuestion {
  const previous = q.id ? known.get(q.id) : undefined;
  const alternatives = q.alternatives.map((a) => a.trim());
  const oldFeedback = new Map(previous?.alternatives.map((a, i) => [a, previous.feedback[i] ?? '']) ?? []);
  const feedback = q.feedback ? q.feedback.map((f) => f.trim()) : alternatives.map((a) => oldFeedback.get(a) ?? '');
  return {
    id: previous ? previous.id : randomUUID(),
    question: q.question.trim(),
    alternatives,
    correct: q.correct.trim(),
    feedback,
    explanation: (q.explanation ?? previous?.explanation ?? '').trim(),
  };
}

/**
 * A content's body, questions and pass mark as the draft keeps them: text sanitised by the one
 * policy, media a URL, quiz questions with exactly one correct alternative (ids kept); only quizzes
 * and exams have questions and a pass mark (null = 70, decision 1605).
 */
export function normaliseContent(
  type: string,
  body: string,
  questions: DraftQuestionInput[],
  previous?: DraftContent,
  passPercent: number | null = previous?.pass_percent ?? null,
): Pick<DraftContent, 'body' | 'questions' | 'pass_percent'> {
  const problems: Record<string, string> = {};
  let cleanBody = '';
  if (type === 'text') cleanBody = sanitizeHtml(body);
  else if (!isGraded(type)) {
    cleanBody = body.trim();
    // A media body: a path on our host (/media/… or an upload's /files/<id>/<name>, decision 1602) or an http(s) URL (1603).
    if (cleanBody !== '' && !isLinkOrSitePath(cleanBody)) problems.body = 'Informe o endereço do arquivo: um caminho do site (/media/...) ou um link http(s).';
  }
  const known = new Map(previous?.questions.map((q) => [q.id, q]) ?? []);
  const clean = isGraded(type)
    ? questions.map((q, i) => {
        // The contract checks these on every request; checked again for callers without it (the seed).
        for (const [field, message] of Object.entries(questionRuleProblems(q))) problems[`questions.${i}.${field}`] = message;
        return storedQuestionOf(q, known);
      })
    : [];
  if (Object.keys(problems).length > 0) throw unprocessable(VALIDATION_MESSAGE, problems);
  return { body: cleanBody, questions: clean, pass_percent: isGraded(type) ? passPercent : null };
}
