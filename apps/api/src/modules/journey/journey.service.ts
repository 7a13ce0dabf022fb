import { and, eq } from 'drizzle-orm';
import type { ContentDetail, CourseDetail, JourneyStep } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { contents, courseSubscriptions } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findCourse, flattenCourse, type CatalogueCourse, type CatalogueStep, type ContentPlace } from './journey-catalogue.ts';
import { stepBlockers, stepLockedReasons, stepNotInPlanMessage } from './journey-locked-reasons.ts';
import { presentContentSummary, presentCourseDetail, presentStep } from './journey-presenters.ts';
import { isUuid } from '../../lib/uuid.ts';
import { assertJourneyAccess, syncJourney, type SyncedJourney } from './journey-progress.ts';
import { isGraded, stateOf } from './progress-engine.ts';
import { hasPassed, lastAttempts, loadQuiz, presentQuizQuestions } from './quiz-attempts.ts';

export const COURSE_NOT_FOUND = 'Curso não encontrado.';
export const CONTENT_NOT_FOUND = 'Conteúdo não encontrado.';
export const COURSE_LOCKED = 'Este curso ainda está bloqueado. Conclua as etapas e os cursos anteriores para liberá-lo.';
export const CONTENT_LOCKED = 'Este conteúdo ainda está bloqueado. Conclua o conteúdo anterior para liberá-lo.';

async function subscriptionsOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: courseSubscriptions.id, courseId: courseSubscriptions.courseId }).from(courseSubscriptions).where(eq(courseSubscriptions.userId, userId));
  return new Map(rows.map((r) => [r.courseId, r.id]));
}

export async function listSteps(db: Db, userId: string): Promise<JourneyStep[]> {
  await assertJourneyAccess(db, userId);
  const { catalogue, state, closedSteps } = await syncJourney(db, userId);
  const subscriptions = await subscriptionsOf(db, userId);
  const reasons = await stepLockedReasons(db, stepBlockers(catalogue, state, closedSteps));
  return catalogue.map((step) => presentStep(step, state, subscriptions, reasons.get(step.id) ?? null));
}

export type OpenCourse = SyncedJourney & { step: CatalogueStep; course: CatalogueCourse };

/**
 * The course the user may open: 404 when unknown (or not a uuid), 403 while it is locked
 * (docs/decisions/0501-journey-locked-course-status.md).
 */
export async function openCourse(db: Db, userId: string, courseId: string): Promise<OpenCourse> {
  await assertJourneyAccess(db, userId);
  if (!isUuid(courseId)) throw notFound(COURSE_NOT_FOUND);
  const synced = await syncJourney(db, userId);
  const found = findCourse(synced.catalogue, courseId);
  if (!found) throw notFound(COURSE_NOT_FOUND);
  if (synced.closedSteps.has(found.step.id)) throw forbidden(await stepNotInPlanMessage(db, found.step.requiredFeature));
  if (!stateOf(synced.state, courseId).accessible) throw forbidden(COURSE_LOCKED);
  return { ...synced, ...found };
}

/** Opening a course enrols the user in it: the enrolment id is the spec's subscription_uuid. */
async function ensureSubscription(db: Db, userId: string, courseId: string): Promise<string> {
  await db.insert(courseSubscriptions).values({ userId, courseId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: courseSubscriptions.id })
    .from(courseSubscriptions)
    .where(and(eq(courseSubscriptions.userId, userId), eq(courseSubscriptions.courseId, courseId)));
  if (!row) throw new Error('course subscription missing after insert');
  return row.id;
}

export async function getCourse(db: Db, userId: string, courseId: string): Promise<CourseDetail> {
  const { step, course, state } = await openCourse(db, userId, courseId);
  const subscriptionId = await ensureSubscription(db, userId, course.id);
  return presentCourseDetail(step, course, state, subscriptionId);
}

/** The content inside an open course: 404 when it is not part of it, 403 while it is locked. */
export function placeInCourse(open: OpenCourse, contentId: string): ContentPlace {
  const place = isUuid(contentId) ? flattenCourse(open.course).find((p) => p.content.id === contentId) : undefined;
  if (!place) throw notFound(CONTENT_NOT_FOUND);
  if (!stateOf(open.state, contentId).accessible) throw forbidden(CONTENT_LOCKED);
  return place;
}

export async function getContent(db: Db, userId: string, courseId: string, contentId: string): Promise<ContentDetail> {
  const open = await openCourse(db, userId, courseId);
  const place = placeInCourse(open, contentId);
  let body: ContentDetail['content'];
  let passPercent: number | null = null;
  if (isGraded(place.content.type)) {
    const quiz = await loadQuiz(db, contentId);
    const attempts = await lastAttempts(
      db,
      userId,
      quiz.questions.map((q) => q.id),
    );
    // A finished quiz was passed; an unfinished one shows the review from the attempt that passes it (decision 1605).
    const passed = stateOf(open.state, contentId).endedAt !== null || hasPassed(quiz, attempts);
    body = presentQuizQuestions(quiz, attempts, passed);
    passPercent = quiz.passPercent;
  } else {
    const [row] = await db.select({ body: contents.body }).from(contents).where(eq(contents.id, contentId));
    body = row?.body ?? '';
  }
  return { ...presentContentSummary(place.content, open.state), topic_uuid: place.topic.id, theme_uuid: place.theme.id, content: body, pass_percent: passPercent };
}
