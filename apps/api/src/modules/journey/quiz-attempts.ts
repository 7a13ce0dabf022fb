import { and, asc, eq, inArray } from 'drizzle-orm';
import { passPercentOf, type QuizQuestion } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { contents, quizAttempts, quizQuestions } from '../../db/schema/index.ts';
import { feedbackFor, quizScore } from './quiz-grading.ts';

/** A published quiz or exam as grading needs it: its pass mark and its questions with the answers (server only). */
export type LoadedQuiz = {
  passPercent: number;
  questions: { id: string; question: string; alternatives: string[]; correctAnswer: string; feedback: string[] | null; explanation: string }[];
};
export type LastAttempt = { answer: string; isCorrect: boolean };

export async function loadQuiz(db: Db, contentId: string): Promise<LoadedQuiz> {
  const [content] = await db.select({ passPercent: contents.passPercent }).from(contents).where(eq(contents.id, contentId));
  const questions = await db
    .select({
      id: quizQuestions.id,
      question: quizQuestions.question,
      alternatives: quizQuestions.alternatives,
      correctAnswer: quizQuestions.correctAnswer,
      feedback: quizQuestions.feedback,
      explanation: quizQuestions.explanation,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.contentId, contentId))
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id));
  return { passPercent: passPercentOf(content?.passPercent), questions };
}

/** The user's last answer to each of these questions. */
export async function lastAttempts(db: Db, userId: string, questionIds: string[]): Promise<Map<string, LastAttempt>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ questionId: quizAttempts.questionId, answer: quizAttempts.answer, isCorrect: quizAttempts.isCorrect })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.questionId, questionIds)));
  return new Map(rows.map((r) => [r.questionId, { answer: r.answer, isCorrect: r.isCorrect }]));
}

/** Whether the last attempts reach the quiz's pass mark. */
export function hasPassed(quiz: LoadedQuiz, attempts: ReadonlyMap<string, LastAttempt>): boolean {
  const ids = quiz.questions.map((q) => q.id);
  return quizScore(ids, new Map([...attempts].map(([id, a]) => [id, a.isCorrect])), quiz.passPercent).passed;
}

/**
 * The learner's questions (decision 1605): each with the last answer and that alternative's
 * feedback; the right alternative and the explanation only once `reviewed` (the quiz passed), so
 * the correct answer never leaves the server before a pass.
 */
export function presentQuizQuestions(quiz: LoadedQuiz, attempts: ReadonlyMap<string, LastAttempt>, reviewed: boolean): QuizQuestion[] {
  return quiz.questions.map((q) => {
    const attempt = attempts.get(q.id);
    return {
      uuid: q.id,
      question: q.question,
      alternatives: q.alternatives,
      last_attempt: attempt ? { answer: attempt.answer, is_correct: attempt.isCorrect, feedback: feedbackFor(q, attempt.answer) } : null,
      review: reviewed ? { correct_answer: q.correctAnswer, correct_feedback: feedbackFor(q, q.correctAnswer), explanation: q.explanation === '' ? null : q.explanation } : null,
    };
  });
}
