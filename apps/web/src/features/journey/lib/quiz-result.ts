import { PREVIEW_QUIZ_PERCENT, QUIZ_PASS_PERCENT } from '@rumo/contract';

export type QuizOutcome = { percent: number; passed: boolean; message: string };

/** Spec section 8, verbatim. */
export const quizPassMessage = (percent: number) => `Parabéns! 🎉 você passou o quiz com ${percent}% de acerto!`;
export const quizFailMessage = (percent: number) => `Você obteve ${percent}% de acerto. Você precisa de ${QUIZ_PASS_PERCENT}% para passar. Tente novamente!`;

/** Same arithmetic as the server: pass when correct × 100 ≥ 70 × total. */
export function quizOutcome(results: { isCorrect: boolean }[]): QuizOutcome {
  const total = results.length;
  const correct = results.filter((r) => r.isCorrect).length;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  const passed = total > 0 && correct * 100 >= QUIZ_PASS_PERCENT * total;
  return { percent, passed, message: passed ? quizPassMessage(percent) : quizFailMessage(percent) };
}

/** The preview player does not grade: it always shows the spec's fixed score. */
export const previewQuizOutcome = (): QuizOutcome => ({ percent: PREVIEW_QUIZ_PERCENT, passed: true, message: quizPassMessage(PREVIEW_QUIZ_PERCENT) });
