import { QUIZ_PASS_PERCENT } from '@rumo/contract';

export type QuizOutcome = { percent: number; passed: boolean; message: string };

/** A graded content: a `quiz` or an `exam` ('prova' in pt-BR; DECISIONS, Learning journey). */
export type GradedKind = 'quiz' | 'exam';

/** Spec section 8, verbatim for a quiz; an exam's message says 'prova' (DECISIONS, Learning journey). */
export const quizPassMessage = (percent: number, kind: GradedKind = 'quiz') =>
  kind === 'exam' ? `Parabéns! 🎉 você passou a prova com ${percent}% de acerto!` : `Parabéns! 🎉 você passou o quiz com ${percent}% de acerto!`;
export const quizFailMessage = (percent: number) => `Você obteve ${percent}% de acerto. Você precisa de ${QUIZ_PASS_PERCENT}% para passar. Tente novamente!`;

/** Same arithmetic as the server: pass when correct × 100 ≥ 70 × total. */
export function quizOutcome(results: { isCorrect: boolean }[], kind: GradedKind = 'quiz'): QuizOutcome {
  const total = results.length;
  const correct = results.filter((r) => r.isCorrect).length;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  const passed = total > 0 && correct * 100 >= QUIZ_PASS_PERCENT * total;
  return { percent, passed, message: passed ? quizPassMessage(percent, kind) : quizFailMessage(percent) };
}

/** The module preview does not grade (DECISIONS, Learning journey: this replaces the spec's fixed 80%). */
export const previewQuizNotice = (kind: GradedKind) => (kind === 'exam' ? 'Responda a esta prova ao iniciar o curso.' : 'Responda a este quiz ao iniciar o curso.');
