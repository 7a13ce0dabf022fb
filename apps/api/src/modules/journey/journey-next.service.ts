import { sql } from 'drizzle-orm';
import { DEFAULT_QUIZ_PASS_PERCENT, type NextContentResponse, type VerifyRequest, type VerifyResponse } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { quizAttempts } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import { presentContentSummary, presentThemeSummary, presentTopicSummary } from './journey-presenters.ts';
import { loadProgress, persistDerived, storeContentEnded } from './journey-progress.ts';
import { CONTENT_LOCKED, CONTENT_NOT_FOUND, openCourse, placeInCourse } from './journey.service.ts';
import { courseProgress, decideNextContent, deriveJourney, isGraded, stateOf } from './progress-engine.ts';
import { hasPassed, lastAttempts, loadQuiz } from './quiz-attempts.ts';
import { answerProblems, gradeAnswers } from './quiz-grading.ts';

/** The quiz's own pass mark (decision 1605). */
export const quizNotPassed = (passPercent: number) => `Você precisa de ${passPercent}% de acerto no quiz para continuar.`;
export const QUIZ_ALREADY_ENDED = 'Este quiz já foi concluído.';
export const NOT_A_QUIZ = 'Este conteúdo não é um quiz.';

async function quizPassed(db: Db, userId: string, contentId: string): Promise<{ passed: boolean; passPercent: number }> {
  const quiz = await loadQuiz(db, contentId);
  const attempts = await lastAttempts(
    db,
    userId,
    quiz.questions.map((q) => q.id),
  );
  return { passed: hasPassed(quiz, attempts), passPercent: quiz.passPercent };
}

/**
 * Completes the content (a quiz or exam only once passed), stamps whatever that finishes, opens
 * what comes next and answers the next content of the course — null (204) at the end of the course.
 */
export async function nextContent(db: Db, userId: string, courseId: string, contentId: string): Promise<NextContentResponse['data'] | null> {
  return db.transaction(async (tx) => {
    const open = await openCourse(tx, userId, courseId);
    const type = open.course.themes.flatMap((t) => t.topics.flatMap((tp) => tp.contents)).find((c) => c.id === contentId)?.type;
    const quiz = type !== undefined && isGraded(type) ? await quizPassed(tx, userId, contentId) : null;
    const decision = decideNextContent(open.course, open.state, contentId, quiz?.passed ?? true);
    if (decision.kind === 'not_found') throw notFound(CONTENT_NOT_FOUND);
    if (decision.kind === 'locked') throw forbidden(CONTENT_LOCKED);
    if (decision.kind === 'quiz_not_passed') throw conflict(quizNotPassed(quiz?.passPercent ?? DEFAULT_QUIZ_PASS_PERCENT));

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
  const { questions } = await loadQuiz(db, contentId);
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
