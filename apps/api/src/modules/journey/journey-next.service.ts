import { and, eq, inArray, sql } from 'drizzle-orm';
import { QUIZ_PASS_PERCENT, type NextContentResponse, type VerifyRequest, type VerifyResponse } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { quizAttempts, quizQuestions } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import { presentContentSummary, presentThemeSummary, presentTopicSummary } from './journey-presenters.ts';
import { loadProgress, persistDerived, storeContentEnded } from './journey-progress.ts';
import { CONTENT_LOCKED, CONTENT_NOT_FOUND, openCourse, placeInCourse } from './journey.service.ts';
import { courseProgress, decideNextContent, deriveJourney, isGraded, stateOf } from './progress-engine.ts';
import { answerProblems, gradeAnswers, quizScore } from './quiz-grading.ts';

export const QUIZ_NOT_PASSED = `Você precisa de ${QUIZ_PASS_PERCENT}% de acerto no quiz para continuar.`;
export const QUIZ_ALREADY_ENDED = 'Este quiz já foi concluído.';
export const NOT_A_QUIZ = 'Este conteúdo não é um quiz.';

async function lastAttempts(db: Db, userId: string, questionIds: string[]): Promise<Map<string, boolean>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ questionId: quizAttempts.questionId, isCorrect: quizAttempts.isCorrect })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.questionId, questionIds)));
  return new Map(rows.map((r) => [r.questionId, r.isCorrect]));
}

async function quizPassed(db: Db, userId: string, contentId: string): Promise<boolean> {
  const questions = await db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.contentId, contentId));
  const ids = questions.map((q) => q.id);
  return quizScore(ids, await lastAttempts(db, userId, ids)).passed;
}

/**
 * Completes the content (a quiz or exam only once passed), stamps whatever that finishes, opens
 * what comes next and answers the next content of the course — null (204) at the end of the course.
 */
export async function nextContent(db: Db, userId: string, courseId: string, contentId: string): Promise<NextContentResponse['data'] | null> {
  return db.transaction(async (tx) => {
    const open = await openCourse(tx, userId, courseId);
    const type = open.course.themes.flatMap((t) => t.topics.flatMap((tp) => tp.contents)).find((c) => c.id === contentId)?.type;
    const passed = type !== undefined && isGraded(type) ? await quizPassed(tx, userId, contentId) : true;
    const decision = decideNextContent(open.course, open.state, contentId, passed);
    if (decision.kind === 'not_found') throw notFound(CONTENT_NOT_FOUND);
    if (decision.kind === 'locked') throw forbidden(CONTENT_LOCKED);
    if (decision.kind === 'quiz_not_passed') throw conflict(QUIZ_NOT_PASSED);

    let state = open.state;
    if (decision.completes) {
      const now = new Date();
      await storeContentEnded(tx, userId, contentId, now);
      state = deriveJourney(open.catalogue, await loadProgress(tx, userId), now, open.closedSteps);
      await persistDerived(tx, userId, state, now);
    }
    if (!decision.next) return null;
    const { content, topic, theme } = decision.next;
    return {
      content: presentContentSummary(content, state),
      topic: presentTopicSummary(topic, state),
      theme: presentThemeSummary(theme, state),
      course: { uuid: open.course.id, ended_at: stateOf(state, open.course.id).endedAt?.toISOString() ?? null, progress: courseProgress(open.course, state) },
    };
  });
}

/** Grades a complete set of answers and keeps it as the user's last attempt on each question. */
export async function verifyQuiz(db: Db, userId: string, courseId: string, contentId: string, input: VerifyRequest): Promise<VerifyResponse> {
  const open = await openCourse(db, userId, courseId);
  const place = placeInCourse(open, contentId);
  if (!isGraded(place.content.type)) throw unprocessable(NOT_A_QUIZ);
  if (stateOf(open.state, contentId).endedAt !== null) throw conflict(QUIZ_ALREADY_ENDED);
  const questions = await db
    .select({ id: quizQuestions.id, alternatives: quizQuestions.alternatives, correctAnswer: quizQuestions.correctAnswer })
    .from(quizQuestions)
    .where(eq(quizQuestions.contentId, contentId));
  const problems = answerProblems(questions, input.answers);
  if (Object.keys(problems).length > 0) throw unprocessable(VALIDATION_MESSAGE, problems);
  const results = gradeAnswers(questions, input.answers);
  const now = new Date();
  await db
    .insert(quizAttempts)
    .values(results.map((r, i) => ({ userId, questionId: r.id, answer: input.answers[i]?.answer ?? '', isCorrect: r.isCorrect, answeredAt: now })))
    .onConflictDoUpdate({
      target: [quizAttempts.userId, quizAttempts.questionId],
      set: { answer: sql`excluded.answer`, isCorrect: sql`excluded.is_correct`, answeredAt: sql`excluded.answered_at` },
    });
  return results;
}
