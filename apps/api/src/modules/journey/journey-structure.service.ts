import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { DeletionCounts, JourneyTree } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { contents, courseDrafts, courses, planFeatures, progress, quizQuestions, steps, themes, topics } from '../../db/schema/index.ts';
import { notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import { recordAudit, type AuditActor, type DbOrTx } from '../staff/index.ts';
import { contentsOf, insertAt, removeFrom } from './journey-draft-document.ts';
import { learnersWithProgress } from './journey-draft-edits.service.ts';
import { courseRowOf, currentDocument, editDraft, saveDraft } from './journey-drafts.service.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * Steps and the course list of each step: they change at once, not through a draft
 * (docs/decisions/1603-journey-drafts.md); progress rows keep their ids, so the rules hold.
 */
export const STEP_NOT_FOUND = 'Etapa não encontrada.';
const UNKNOWN_FEATURE = 'Recurso de plano desconhecido.';

type StepInput = { name?: string; description?: string; required_feature?: string | null; position?: number };

async function stepRowOf(db: DbOrTx, stepId: string) {
  const [row] = isUuid(stepId) ? await db.select().from(steps).where(eq(steps.id, stepId)) : [];
  if (!row) throw notFound(STEP_NOT_FOUND);
  return row;
}

async function assertFeature(db: DbOrTx, key: string | null | undefined): Promise<void> {
  if (key === null || key === undefined) return;
  const [row] = await db.select({ key: planFeatures.key }).from(planFeatures).where(eq(planFeatures.key, key));
  if (!row) throw unprocessable(VALIDATION_MESSAGE, { required_feature: UNKNOWN_FEATURE });
}

/** Writes order 1..n for the ids, in the order given. */
async function renumber(db: DbOrTx, table: typeof steps | typeof courses, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .update(table)
      .set({ order: i + 1 })
      .where(eq(table.id, id));
}

async function stepIds(db: DbOrTx): Promise<string[]> {
  return (await db.select({ id: steps.id }).from(steps).orderBy(asc(steps.order), asc(steps.id))).map((r) => r.id);
}

async function courseIdsOf(db: DbOrTx, stepId: string): Promise<string[]> {
  return (await db.select({ id: courses.id }).from(courses).where(eq(courses.stepId, stepId)).orderBy(asc(courses.order), asc(courses.id))).map((r) => r.id);
}

const presentStepRow = (s: typeof steps.$inferSelect) => ({ id: s.id, name: s.name, description: s.description, order: s.order, required_feature: s.requiredFeature });

/** The console's tree: every step and course, published or not, with its draft state. */
export async function journeyTree(db: Db): Promise<JourneyTree> {
  const stepRows = await db.select().from(steps).orderBy(asc(steps.order), asc(steps.id));
  const courseRows = await db.select().from(courses).orderBy(asc(courses.order), asc(courses.id));
  const drafts = await db.select({ courseId: courseDrafts.courseId, document: courseDrafts.document }).from(courseDrafts);
  const publishedCounts = await db
    .select({ courseId: themes.courseId, n: count(contents.id) })
    .from(contents)
    .innerJoin(topics, eq(topics.id, contents.topicId))
    .innerJoin(themes, eq(themes.id, topics.themeId))
    .groupBy(themes.courseId);
  const draftBy = new Map(drafts.map((d) => [d.courseId, d.document as Parameters<typeof contentsOf>[0]]));
  const countBy = new Map(publishedCounts.map((c) => [c.courseId, c.n]));
  return stepRows.map((s) => ({
    ...presentStepRow(s),
    courses: courseRows
      .filter((c) => c.stepId === s.id)
      .map((c) => {
        const draft = draftBy.get(c.id);
        return {
          id: c.id,
          name: draft?.name ?? c.name,
          description: draft?.description ?? c.description,
          order: c.order,
          published_at: c.publishedAt?.toISOString() ?? null,
          has_unpublished_changes: draft !== undefined,
          contents: draft ? contentsOf(draft).length : (countBy.get(c.id) ?? 0),
        };
      }),
  }));
}

export async function createStep(db: DbOrTx, actor: AuditActor, input: Required<Pick<StepInput, 'name' | 'description'>> & StepInput) {
  return db.transaction(async (tx) => {
    await assertFeature(tx, input.required_feature);
    const [last] = await tx.select({ n: max(steps.order) }).from(steps);
    const [row] = await tx
      .insert(steps)
      .values({ name: input.name, description: input.description, requiredFeature: input.required_feature ?? null, order: (last?.n ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('step insert returned nothing');
    if (input.position !== undefined) {
      const ids = (await stepIds(tx)).filter((id) => id !== row.id);
      insertAt(ids, row.id, input.position);
      await renumber(tx, steps, ids);
    }
    await recordAudit(tx, { actor, action: 'create', entity: 'step', entityId: row.id, after: presentStepRow(row) });
    return presentStepRow(await stepRowOf(tx, row.id));
  });
}

export async function editStep(db: Db, actor: AuditActor, stepId: string, input: StepInput) {
  return db.transaction(async (tx) => {
    const before = await stepRowOf(tx, stepId);
    await assertFeature(tx, input.required_feature);
    const set = { name: input.name, description: input.description, requiredFeature: input.required_feature };
    if (Object.values(set).some((v) => v !== undefined)) await tx.update(steps).set(set).where(eq(steps.id, stepId));
    if (input.position !== undefined) {
      const ids = (await stepIds(tx)).filter((id) => id !== stepId);
      insertAt(ids, stepId, input.position);
      await renumber(tx, steps, ids);
    }
    const after = presentStepRow(await stepRowOf(tx, stepId));
    await recordAudit(tx, { actor, action: input.position !== undefined ? 'move' : 'update', entity: 'step', entityId: stepId, before: presentStepRow(before), after });
    return after;
  });
}

/** Published rows under the courses (drafts are the course's own and go with it). */
async function countUnder(db: DbOrTx, courseIds: string[]): Promise<{ counts: Omit<DeletionCounts, 'learners_with_progress'>; ids: string[] }> {
  const themeRows = courseIds.length ? await db.select({ id: themes.id }).from(themes).where(inArray(themes.courseId, courseIds)) : [];
  const topicRows = themeRows.length
    ? await db
        .select({ id: topics.id })
        .from(topics)
        .where(
          inArray(
            topics.themeId,
            themeRows.map((r) => r.id),
          ),
        )
    : [];
  const contentRows = topicRows.length
    ? await db
        .select({ id: contents.id })
        .from(contents)
        .where(
          inArray(
            contents.topicId,
            topicRows.map((r) => r.id),
          ),
        )
    : [];
  const [questions] = contentRows.length
    ? await db
        .select({ n: count() })
        .from(quizQuestions)
        .where(
          inArray(
            quizQuestions.contentId,
            contentRows.map((r) => r.id),
          ),
        )
    : [{ n: 0 }];
  return {
    counts: { courses: courseIds.length, themes: themeRows.length, topics: topicRows.length, contents: contentRows.length, questions: questions?.n ?? 0 },
    ids: [...courseIds, ...themeRows, ...topicRows, ...contentRows].map((r) => (typeof r === 'string' ? r : r.id)),
  };
}

export async function deleteStep(db: Db, actor: AuditActor, stepId: string, dryRun: boolean) {
  return db.transaction(async (tx) => {
    const step = await stepRowOf(tx, stepId);
    const { counts, ids } = await countUnder(tx, await courseIdsOf(tx, stepId));
    const result = { dry_run: dryRun, counts: { ...counts, learners_with_progress: await learnersWithProgress(tx, [stepId, ...ids]) } };
    if (dryRun) return result;
    await tx.delete(progress).where(inArray(progress.nodeId, [stepId, ...ids]));
    await tx.delete(steps).where(eq(steps.id, stepId));
    await renumber(tx, steps, await stepIds(tx));
    await recordAudit(tx, { actor, action: 'delete', entity: 'step', entityId: stepId, before: presentStepRow(step), after: result.counts });
    return result;
  });
}

/** A new course is invisible to learners until its first 'Publicar' (published_at null). */
export async function createCourse(
  db: DbOrTx,
  actor: AuditActor,
  stepId: string,
  input: { name: string; description: string; hours?: number | null; skills?: string[]; position?: number },
) {
  return db.transaction(async (tx) => {
    await stepRowOf(tx, stepId);
    const ids = await courseIdsOf(tx, stepId);
    const [row] = await tx
      .insert(courses)
      .values({ stepId, name: input.name, description: input.description, hours: input.hours ?? null, skills: input.skills ?? [], order: ids.length + 1, publishedAt: null })
      .returning({ id: courses.id });
    if (!row) throw new Error('course insert returned nothing');
    insertAt(ids, row.id, input.position);
    await renumber(tx, courses, ids);
    await saveDraft(tx, actor, row.id, { name: input.name, description: input.description, themes: [] });
    await recordAudit(tx, { actor, action: 'create', entity: 'course', entityId: row.id, after: { step_id: stepId, ...input } });
    return row.id;
  });
}

/**
 * Name and description go to the draft; the step, the position, the workload and the skills change
 * at once (the hours are printed on certificates issued from then on, decision 1703; the skills link
 * jobs' missing skills to the course, decision 1704).
 */
export async function editCourse(
  db: Db,
  actor: AuditActor,
  courseId: string,
  input: { name?: string; description?: string; hours?: number | null; skills?: string[]; step_id?: string; position?: number },
) {
  await db.transaction(async (tx) => {
    const course = await courseRowOf(tx, courseId);
    if (input.skills !== undefined && JSON.stringify(input.skills) !== JSON.stringify(course.skills)) {
      await tx.update(courses).set({ skills: input.skills }).where(eq(courses.id, courseId));
      await recordAudit(tx, { actor, action: 'update', entity: 'course', entityId: courseId, before: { skills: course.skills }, after: { skills: input.skills } });
    }
    if (input.hours !== undefined && input.hours !== course.hours) {
      await tx.update(courses).set({ hours: input.hours }).where(eq(courses.id, courseId));
      await recordAudit(tx, { actor, action: 'update', entity: 'course', entityId: courseId, before: { hours: course.hours }, after: { hours: input.hours } });
    }
    // The console's form sends name and description with every 'Salvar': unchanged ones make no
    // draft, so saving only the hours or the skills does not mark the course 'Alterações não publicadas'.
    const current = input.name !== undefined || input.description !== undefined ? await currentDocument(tx, course) : null;
    if (current && ((input.name !== undefined && input.name !== current.name) || (input.description !== undefined && input.description !== current.description))) {
      await editDraft(tx, actor, courseId, (doc) => {
        const before = { name: doc.name, description: doc.description };
        if (input.name !== undefined) doc.name = input.name;
        if (input.description !== undefined) doc.description = input.description;
        return { audit: { action: 'update', entity: 'course', entityId: courseId }, result: undefined, before, after: { name: doc.name, description: doc.description } };
      });
    }
    if (input.step_id === undefined && input.position === undefined) return;
    const target = input.step_id ?? course.stepId;
    await stepRowOf(tx, target);
    const old = (await courseIdsOf(tx, course.stepId)).filter((id) => id !== courseId);
    if (target !== course.stepId) {
      await tx.update(courses).set({ stepId: target }).where(eq(courses.id, courseId));
      await renumber(tx, courses, old);
    }
    const ids = target === course.stepId ? old : (await courseIdsOf(tx, target)).filter((id) => id !== courseId);
    insertAt(ids, courseId, input.position);
    await renumber(tx, courses, ids);
    await recordAudit(tx, {
      actor,
      action: 'move',
      entity: 'course',
      entityId: courseId,
      before: { step_id: course.stepId, order: course.order },
      after: { step_id: target, position: input.position ?? ids.length },
    });
  });
}

export async function deleteCourse(db: Db, actor: AuditActor, courseId: string, dryRun: boolean) {
  return db.transaction(async (tx) => {
    const course = await courseRowOf(tx, courseId);
    const { counts, ids } = await countUnder(tx, [courseId]);
    const result = { dry_run: dryRun, counts: { ...counts, learners_with_progress: await learnersWithProgress(tx, ids) } };
    if (dryRun) return result;
    await tx.delete(progress).where(inArray(progress.nodeId, ids));
    await tx.delete(courses).where(eq(courses.id, courseId));
    const rest = await courseIdsOf(tx, course.stepId);
    removeFrom(rest, courseId);
    await renumber(tx, courses, rest);
    await recordAudit(tx, { actor, action: 'delete', entity: 'course', entityId: courseId, before: { name: course.name, step_id: course.stepId }, after: result.counts });
    return result;
  });
}
