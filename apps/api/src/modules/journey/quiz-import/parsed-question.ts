import { draftQuestion, type ImportProblem, type ParsedQuestion } from '@rumo/contract';

/** What a parser reads from a file: the questions, each with its first line, and the problems by line. */
export type ParsedFile = { questions: (ParsedQuestion & { line: number })[]; errors: ImportProblem[] };

/**
 * Checks a question read from a file by the editor's own rules (the contract's `draftQuestion`,
 * decision 1605) and answers it as stored, or the first pt-BR problem.
 */
export function checkedQuestion(candidate: {
  question: string;
  alternatives: string[];
  correct: string;
  feedback: string[];
  explanation: string;
}): { ok: true; question: ParsedQuestion } | { ok: false; message: string } {
  const parsed = draftQuestion.safeParse(candidate);
  if (!parsed.success) {
    // The contract's messages name their field ('O campo pergunta é obrigatório.').
    return { ok: false, message: parsed.error.issues[0]!.message };
  }
  const q = parsed.data;
  return {
    ok: true,
    question: { question: q.question, alternatives: q.alternatives, correct: q.correct, feedback: q.feedback ?? q.alternatives.map(() => ''), explanation: q.explanation ?? '' },
  };
}
