import { z } from './zod.ts';
import { optionalText, requiredText } from './common.ts';

// Quiz and exam questions as the editor writes them (docs/decisions/1605-quiz-editor-feedback-import.md):
// 2–6 alternatives, unique after trim, exactly one correct (the `correct` text is one of them), an
// optional feedback per alternative (same order and length; '' = none) and an optional explanation.

export const MIN_ALTERNATIVES = 2;
export const MAX_ALTERNATIVES = 6;
export const MAX_QUESTIONS = 100;
export const FEEDBACK_MAX = 1000;
export const EXPLANATION_MAX = 2000;

/** The pass mark when a quiz names none (spec section 9); `pass_percent: null` means this. */
export const DEFAULT_QUIZ_PASS_PERCENT = 70;
export const passPercentOf = (value: number | null | undefined): number => value ?? DEFAULT_QUIZ_PASS_PERCENT;

/** 'Nota mínima para aprovação (%)': an integer 1–100, or null for the default (70). */
export const passPercent = z
  .number({ message: 'A nota mínima deve ser um número.' })
  .int({ message: 'A nota mínima deve ser um número inteiro.' })
  .min(1, { message: 'A nota mínima deve estar entre 1 e 100.' })
  .max(100, { message: 'A nota mínima deve estar entre 1 e 100.' })
  .nullable();

const alternativesMessage = `Informe de ${MIN_ALTERNATIVES} a ${MAX_ALTERNATIVES} alternativas.`;

const questionFields = z.object({
  /** Absent for a new question. */
  id: z.uuid({ message: 'Identificador da pergunta inválido.' }).optional(),
  question: requiredText('pergunta', 1000),
  alternatives: z
    .array(requiredText('alternativa', 500), { message: 'As alternativas são obrigatórias.' })
    .min(MIN_ALTERNATIVES, { message: alternativesMessage })
    .max(MAX_ALTERNATIVES, { message: alternativesMessage }),
  correct: requiredText('resposta correta', 500),
  /** One per alternative, in the same order; '' when that alternative has none. */
  feedback: z.array(optionalText('feedback', FEEDBACK_MAX), { message: 'O feedback deve ser uma lista de textos.' }).max(MAX_ALTERNATIVES).optional(),
  explanation: optionalText('explicação', EXPLANATION_MAX).optional(),
});

type QuestionFields = z.infer<typeof questionFields>;

/** Field → pt-BR message for what the shape alone cannot say (paths relative to the question). */
export function questionRuleProblems(q: Pick<QuestionFields, 'alternatives' | 'correct' | 'feedback'>): Record<string, string> {
  const problems: Record<string, string> = {};
  const trimmed = q.alternatives.map((a) => a.trim());
  const seen = new Set<string>();
  trimmed.forEach((a, i) => {
    if (seen.has(a)) problems[`alternatives.${i}`] = 'As alternativas não podem se repetir.';
    seen.add(a);
  });
  if (!trimmed.includes(q.correct.trim())) problems.correct = 'Marque uma das alternativas como a correta.';
  if (q.feedback !== undefined && q.feedback.length !== q.alternatives.length) problems.feedback = 'Informe um feedback por alternativa (pode ficar em branco).';
  return problems;
}

/** A question in a create, patch or import: the shape plus the rules of exactly one correct alternative. */
export const draftQuestion = questionFields.superRefine((q, ctx) => {
  for (const [path, message] of Object.entries(questionRuleProblems(q))) {
    ctx.addIssue({ code: 'custom', message, path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
  }
});
export type DraftQuestionInput = z.infer<typeof draftQuestion>;

/** A question as the draft document keeps it: feedback always as long as the alternatives. */
export const storedQuestion = z.object({
  id: z.string(),
  question: z.string(),
  alternatives: z.array(z.string()),
  correct: z.string(),
  feedback: z.array(z.string()),
  explanation: z.string(),
});
export type StoredQuestion = z.infer<typeof storedQuestion>;

/** `?dry_run=true&format=gift|csv` of the import; without `format` the Content-Type decides (text/csv → CSV, text/plain → GIFT). */
export const QUIZ_IMPORT_FORMATS = ['gift', 'csv'] as const;
export type QuizImportFormat = (typeof QUIZ_IMPORT_FORMATS)[number];
export const QUIZ_IMPORT_MAX_BYTES = 512 * 1024;
export const quizImportQuery = z.object({
  dry_run: z.enum(['true', 'false'], { message: 'dry_run deve ser true ou false.' }).optional(),
  format: z.enum(QUIZ_IMPORT_FORMATS, { message: 'Formato inválido: use gift ou csv.' }).optional(),
});

/** A problem of the file, by the line where its question (GIFT) or row (CSV) starts. */
export const importProblem = z.object({ line: z.number().int(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

export const parsedQuestion = storedQuestion.omit({ id: true });
export type ParsedQuestion = z.infer<typeof parsedQuestion>;

export const quizImportResponse = z.object({
  data: z.object({
    dry_run: z.boolean(),
    format: z.enum(QUIZ_IMPORT_FORMATS),
    /** The questions read from the file (appended to the draft unless dry run). */
    questions: z.array(parsedQuestion.extend({ line: z.number().int() })),
    errors: z.array(importProblem),
    /** Questions written to the draft: 0 on a dry run. */
    added: z.number().int(),
  }),
});
export type QuizImportResult = z.infer<typeof quizImportResponse>['data'];
