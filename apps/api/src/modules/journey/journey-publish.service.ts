import { and, eq, inArray, sql } from 'drizzle-orm';
import { questionRuleProblems, type CourseDocument } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { contents, courseDrafts, courses, progress, quizQuestions, themes, topics } from '../../db/schema/index.ts';
import { unprocessable } from '../../lib/errors.ts';
import { recordAudit, type AuditActor, type DbOrTx } from '../staff/index.ts';
import { contentsOf } from './journey-draft-document.ts';
import { lockCourse, publishedDocument, storedDraft } from './journey-drafts.service.ts';
import { isGraded } from './progress-engine.ts';

export type PublishResult = { published: boolean; added: number; updated: number; removed: number };

const NOTHING: PublishResult = { published: false, added: 0, updated: 0, removed: 0 };

function idsOf(doc: CourseDocument) {
  const walked = contentsOf(doc);
  return {
    themes: new Set(doc.themes.map((t) => t.id)),
    topics: new Set(doc.themes.flatMap((t) => t.topics.map((tp) => tp.id))),
    contents: new Set(walked.map((w) => w.content.id)),
    questions: new Set(walked.flatMap((w) => w.content.questions.map((q) => q.id))),
  };
}

const missing = (from: Set<string>, kept: Set<string>) => [...from].filter((id) => !kept.has(id));

/** Why a content cannot be published yet, or null. */
function contentProblem(content: CourseDocument['themes'][number]['topics'][number]['contents'][number]): string | null {
  if (isGraded(content.type) && content.questions.length === 0) return `"${content.title}" precisa de pelo menos uma pergunta.`;
  if (isGraded(content.type) && content.questions.some((q) => Object.keys(questionRuleProblems(q)).length > 0))
    return `"${content.title}" tem uma pergunta inválida: de 2 a 6 alternativas diferentes, uma delas a correta.`;
  if (!isGraded(content.type) && content.type !== 'text' && content.body.trim() === '') return `"${content.title}" precisa do endereço do arquivo.`;
  return null;
}

/** A 422 naming every content that cannot be published, by `contents.<id>`; nothing when all can. */
function assertPublishable(walked: ReturnType<typeof contentsOf>): void {
  const problems: Record<string, string> = {};
  for (const { content } of walked) {
    const problem = contentProblem(content);
    if (problem) problems[`contents.${content.id}`] = problem;
  }
  if (Object.keys(problems).length > 0) throw unprocessable('O curso não pode ser publicado: corrija os conteúdos indicados.', problems);
}

/**
 * 'Publicar': applies the course's draft to the published rows in one transaction
 * (docs/decisions/1603-journey-drafts.md). Ids are kept, so progress stays with its node; the
 * progress of removed nodes is dropped; a course that gains a content re-opens (its `ended_at` and
 * that of the new content's theme and topic are cleared for every learner). Any invalid content
 * fails the whole publish (422) and the draft stays.
 */
export async function publishCourse(db: Db | DbOrTx, actor: AuditActor, courseId: string): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    const draft = await storedDraft(tx, course.id);
    if (!draft) return course.publishedAt ? NOTHING : republishWithdrawn(tx, actor, course);
    const doc = draft.document;
    const before = idsOf(await publishedDocument(tx, course));
    const after = idsOf(doc);

    const themeRows = doc.themes.map((t, i) => ({ id: t.id, courseId: course.id, name: t.name, order: i + 1 }));
    if (themeRows.length > 0) {
      await tx
        .insert(themes)
        .values(themeRows)
        .onConflictDoUpdate({ target: themes.id, set: { courseId: sql`excluded.course_id`, name: sql`excluded.name`, order: sql`excluded."order"` } });
    }
    const topicRows = doc.themes.flatMap((t) => t.topics.map((tp, i) => ({ id: tp.id, themeId: t.id, name: tp.name, order: i + 1 })));
    if (topicRows.length > 0) {
      await tx
        .insert(topics)
        .values(topicRows)
        .onConflictDoUpdate({ target: topics.id, set: { themeId: sql`excluded.theme_id`, name: sql`excluded.name`, order: sql`excluded."order"` } });
    }
    // Checked while writing: a failure rolls back what was already written (nothing half-saved).
    const walked = contentsOf(doc);
    assertPublishable(walked);
    const contentRows = doc.themes.flatMap((t) =>
      t.topics.flatMap((tp) => tp.contents.map((c, i) => ({ id: c.id, topicId: tp.id, title: c.title, type: c.type, body: c.body, passPercent: c.pass_percent, order: i + 1 }))),
    );
    if (contentRows.length > 0) {
      await tx
        .insert(contents)
        .values(contentRows)
        .onConflictDoUpdate({
          target: contents.id,
          set: {
            topicId: sql`excluded.topic_id`,
            title: sql`excluded.title`,
            type: sql`excluded.type`,
            body: sql`excluded.body`,
            passPercent: sql`excluded.pass_percent`,
            order: sql`excluded."order"`,
          },
        });
    }
    const questionRows = walked.flatMap((w) =>
      w.content.questions.map((q, i) => ({
        id: q.id,
        contentId: w.content.id,
        question: q.question,
        alternatives: q.alternatives,
        correctAnswer: q.correct,
        feedback: q.feedback,
        explanation: q.explanation,
        order: i + 1,
      })),
    );
    if (questionRows.length > 0) {
      await tx
        .insert(quizQuestions)
        .values(questionRows)
        .onConflictDoUpdate({
          target: quizQuestions.id,
          set: {
            contentId: sql`excluded.content_id`,
            question: sql`excluded.question`,
            alternatives: sql`excluded.alternatives`,
            correctAnswer: sql`excluded.correct_answer`,
            feedback: sql`excluded.feedback`,
            explanation: sql`excluded.explanation`,
            order: sql`excluded."order"`,
          },
        });
    }

    // Removed last, after the moves above, so a moved child is never taken by its old parent's cascade.
    const gone = {
      questions: missing(before.questions, after.questions),
      contents: missing(before.contents, after.contents),
      topics: missing(before.topics, after.topics),
      themes: missing(before.themes, after.themes),
    };
    if (gone.questions.length) await tx.delete(quizQuestions).where(inArray(quizQuestions.id, gone.questions));
    if (gone.contents.length) await tx.delete(contents).where(inArray(contents.id, gone.contents));
    if (gone.topics.length) await tx.delete(topics).where(inArray(topics.id, gone.topics));
    if (gone.themes.length) await tx.delete(themes).where(inArray(themes.id, gone.themes));
    const goneNodes = [...gone.contents, ...gone.topics, ...gone.themes];
    if (goneNodes.length) await tx.delete(progress).where(inArray(progress.nodeId, goneNodes));

    // A new content re-opens only its course (and its own theme and topic): decision 1603.
    const added = walked.filter((w) => !before.contents.has(w.content.id));
    if (added.length > 0) {
      const reopen = [...new Set([course.id, ...added.flatMap((w) => [w.theme.id, w.topic.id])])];
      await tx
        .update(progress)
        .set({ endedAt: null })
        .where(and(inArray(progress.nodeId, reopen)));
    }

    await tx
      .update(courses)
      .set({ name: doc.name, description: doc.description, publishedAt: course.publishedAt ?? new Date() })
      .where(eq(courses.id, course.id));
    await tx.delete(courseDrafts).where(eq(courseDrafts.courseId, course.id));

    const count = (ids: ReturnType<typeof idsOf>, other: ReturnType<typeof idsOf>, keep: boolean) =>
      (['themes', 'topics', 'contents'] as const).reduce((n, k) => n + [...ids[k]].filter((id) => other[k].has(id) === keep).length, 0);
    const result = { published: true, added: count(after, before, false), updated: count(after, before, true), removed: count(before, after, false) };
    await recordAudit(tx, { actor, action: 'publish', entity: 'course', entityId: course.id, before: null, after: result });
    return result;
  });
}

type LockedCourse = Awaited<ReturnType<typeof lockCourse>>;

/**
 * 'Publicar' of a withdrawn course without a draft puts its published rows back on the air as they
 * were: learners find their progress where they left it (docs/decisions/1603, 'Retirar do ar'). A
 * course never published has no rows to put back, so it stays as it is. Invalid rows fail it with
 * the same 422 as a draft's publish.
 */
async function republishWithdrawn(tx: DbOrTx, actor: AuditActor, course: LockedCourse): Promise<PublishResult> {
  const doc = await publishedDocument(tx, course);
  const walked = contentsOf(doc);
  if (walked.length === 0) return NOTHING;
  assertPublishable(walked);
  await tx.update(courses).set({ publishedAt: new Date() }).where(eq(courses.id, course.id));
  const result = { published: true, added: 0, updated: 0, removed: 0 };
  await recordAudit(tx, { actor, action: 'publish', entity: 'course', entityId: course.id, before: null, after: result });
  return result;
}

/**
 * 'Retirar do ar': learners stop seeing the course (it leaves the published catalogue, like a course
 * never published), while its rows, its draft and every learner's progress stay, so 'Publicar'
 * brings it back as it was (docs/decisions/1603). Idempotent: a course learners do not see is
 * answered the same, with nothing changed and nothing audited.
 */
export async function withdrawCourse(db: Db, actor: AuditActor, courseId: string): Promise<{ withdrawn: true }> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    if (!course.publishedAt) return { withdrawn: true as const };
    await tx.update(courses).set({ publishedAt: null }).where(eq(courses.id, course.id));
    await recordAudit(tx, { actor, action: 'withdraw', entity: 'course', entityId: course.id, before: { published_at: course.publishedAt.toISOString() }, after: null });
    return { withdrawn: true as const };
  });
}

/** 'Descartar rascunho': the published course stays as it is. */
export async function discardDraft(db: Db, actor: AuditActor, courseId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    const draft = await storedDraft(tx, course.id);
    if (!draft) return false;
    await tx.delete(courseDrafts).where(eq(courseDrafts.courseId, course.id));
    await recordAudit(tx, { actor, action: 'discard', entity: 'course', entityId: course.id, before: draft.document, after: null });
    return true;
  });
}
