import { DEFAULT_QUIZ_PASS_PERCENT } from '@rumo/contract';

export type GradedQuestion = { id: string; alternatives: string[]; correctAnswer: string; feedback?: string[] | null };
export type Answer = { id: string; answer: string };
export type AnswerResult = { id: string; isCorrect: boolean; feedback: string | null };

/** A field → message map for the 422 body; empty when the answers are a complete, valid set. */
export function answerProblems(questions: GradedQuestion[], answers: Answer[]): Record<string, string> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const problems: Record<string, string> = {};
  answers.forEach((a, i) => {
    const question = byId.get(a.id);
    if (!question) problems[`answers.${i}.id`] = 'Esta pergunta não pertence a este quiz.';
    else if (seen.has(a.id)) problems[`answers.${i}.id`] = 'Pergunta respondida mais de uma vez.';
    else if (!question.alternatives.includes(a.answer)) problems[`answers.${i}.answer`] = 'Escolha uma das alternativas da pergunta.';
    seen.add(a.id);
  });
  if (Object.keys(problems).length === 0 && questions.some((q) => !seen.has(q.id))) {
    problems.answers = 'Responda todas as perguntas.';
  }
  return problems;
}

/** The feedback the editor wrote for the alternative chosen (decision 1605), or null when it has none. */
export function feedbackFor(question: Pick<GradedQuestion, 'alternatives' | 'feedback'>, answer: string): string | null {
  const text = question.feedback?.[question.alternatives.indexOf(answer)] ?? '';
  return text === '' ? null : text;
}

/** One result per answer, in the order given, with the chosen alternative's feedback. Only valid, complete answer sets reach here. */
export function gradeAnswers(questions: GradedQuestion[], answers: Answer[]): AnswerResult[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return answers.map((a) => {
    const question = byId.get(a.id);
    return { id: a.id, isCorrect: question?.correctAnswer === a.answer, feedback: question ? feedbackFor(question, a.answer) : null };
  });
}

export type QuizScore = { correct: number; total: number; percent: number; passed: boolean };

/**
 * Score over every question of the quiz from the last attempts (an unanswered question counts as
 * wrong), against the quiz's own pass mark (decision 1605; 70 by default). Integer arithmetic, so
 * at 70% 7/10 passes and 2/3 (66,7%) does not.
 */
export function quizScore(questionIds: string[], lastAttempts: ReadonlyMap<string, boolean>, passPercent: number = DEFAULT_QUIZ_PASS_PERCENT): QuizScore {
  const total = questionIds.length;
  const correct = questionIds.filter((id) => lastAttempts.get(id) === true).length;
  return { correct, total, percent: total === 0 ? 100 : Math.round((correct / total) * 100), passed: correct * 100 >= passPercent * total };
}
