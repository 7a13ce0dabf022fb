import { DEFAULT_QUIZ_PASS_PERCENT } from '@rumo/contract';

export type QuizOutcome = { correct: number; total: number; percent: number; passed: boolean; message: string };

/** A graded content: a `quiz` or an `exam` ('prova' in pt-BR; DECISIONS, Learning journey). */
export type GradedKind = 'quiz' | 'exam';

/** Spec section 8, verbatim for a quiz; an exam's message says 'prova' (DECISIONS, Learning journey). */
export const quizPassMessage = (percent: number, kind: GradedKind = 'quiz') =>
  kind === 'exam' ? `Parabéns! 🎉 você passou a prova com ${percent}% de acerto!` : `Parabéns! 🎉 você passou o quiz com ${percent}% de acerto!`;
/** The spec's message, with the quiz's own pass mark (decision 1605; 70 by default). */
export const quizFailMessage = (percent: number, passPercent = DEFAULT_QUIZ_PASS_PERCENT) =>
  `Você obteve ${percent}% de acerto. Você precisa de ${passPercent}% para passar. Tente novamente!`;

/** Same arithmetic as the server: pass when correct × 100 ≥ pass mark × total. */
export function quizOutcome(results: { isCorrect: boolean }[], kind: GradedKind = 'quiz', passPercent = DEFAULT_QUIZ_PASS_PERCENT): QuizOutcome {
  const total = results.length;
  const correct = results.filter((r) => r.isCorrect).length;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  const passed = total > 0 && correct * 100 >= passPercent * total;
  return { correct, total, percent, passed, message: passed ? quizPassMessage(percent, kind) : quizFailMessage(percent, passPercent) };
}

/** The result beside the questions, where focus goes after 'Enviar respostas' (decision 1605). */
export function quizResultSummary(outcome: QuizOutcome, passPercent = DEFAULT_QUIZ_PASS_PERCENT): string {
  const score = `Você acertou ${outcome.correct} de ${outcome.total} ${outcome.total === 1 ? 'pergunta' : 'perguntas'} (${outcome.percent}%).`;
  if (outcome.passed) return `${score} Aprovado!`;
  return `${score} A nota mínima é ${passPercent}%. Leia o comentário de cada resposta errada e tente novamente.`;
}

/** The module preview does not grade (DECISIONS, Learning journey: this replaces the spec's fixed 80%). */
export const previewQuizNotice = (kind: GradedKind) => (kind === 'exam' ? 'Responda a esta prova ao iniciar o curso.' : 'Responda a este quiz ao iniciar o curso.');
