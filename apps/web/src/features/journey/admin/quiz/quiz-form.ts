import { draftQuestion, MAX_ALTERNATIVES, MIN_ALTERNATIVES, passPercent, type DraftContent } from '@rumo/contract';
import { z } from 'zod';
import type { QuizSave } from './quiz-admin-api.ts';

/**
 * The quiz editor's form (decision 1605): questions with local keys (stable across reorders), the
 * correct alternative by its key, feedback beside each alternative; the pass mark as typed.
 */
export type AlternativeForm = { key: string; text: string; feedback: string };
export type QuestionForm = { key: string; id?: string; question: string; alternatives: AlternativeForm[]; correctKey: string | null; explanation: string };
export type QuizForm = { passPercent: string; questions: QuestionForm[] };
/** 'questions.0.alternatives.1' → message, as the server's 422 names them. */
export type FormErrors = Record<string, string>;

let nextKey = 0;
const newKey = () => `k${++nextKey}`;

export const newAlternative = (): AlternativeForm => ({ key: newKey(), text: '', feedback: '' });
export const newQuestion = (): QuestionForm => ({ key: newKey(), question: '', alternatives: [newAlternative(), newAlternative()], correctKey: null, explanation: '' });
export const canAddAlternative = (q: QuestionForm) => q.alternatives.length < MAX_ALTERNATIVES;
export const canRemoveAlternative = (q: QuestionForm) => q.alternatives.length > MIN_ALTERNATIVES;

export function formOf(content: Pick<DraftContent, 'questions' | 'pass_percent'>): QuizForm {
  return {
    passPercent: content.pass_percent === null ? '' : String(content.pass_percent),
    questions: content.questions.map((q) => {
      const alternatives = q.alternatives.map((text, i) => ({ key: newKey(), text, feedback: q.feedback[i] ?? '' }));
      return {
        key: newKey(),
        id: q.id,
        question: q.question,
        alternatives,
        correctKey: alternatives.find((a) => a.text === q.correct)?.key ?? null,
        explanation: q.explanation,
      };
    }),
  };
}

/** The same form without its local keys: two forms are the same when this is. */
export function comparable(form: QuizForm): string {
  return JSON.stringify({
    passPercent: form.passPercent.trim(),
    questions: form.questions.map((q) => ({
      id: q.id,
      question: q.question,
      alternatives: q.alternatives.map((a) => [a.text, a.feedback]),
      correct: q.alternatives.findIndex((a) => a.key === q.correctKey),
      explanation: q.explanation,
    })),
  });
}

function passPercentOfForm(value: string): number | null | 'invalid' {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : 'invalid';
}

export function saveOf(form: QuizForm): QuizSave {
  const pass = passPercentOfForm(form.passPercent);
  return {
    pass_percent: pass === 'invalid' ? null : pass,
    questions: form.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      question: q.question,
      alternatives: q.alternatives.map((a) => a.text),
      correct: q.alternatives.find((a) => a.key === q.correctKey)?.text ?? '',
      feedback: q.alternatives.map((a) => a.feedback),
      explanation: q.explanation,
    })),
  };
}

const questionsSchema = z.array(draftQuestion);

/** The contract's own rules, checked before 'Salvar' so the errors show at once beside the fields. */
export function validateForm(form: QuizForm): FormErrors {
  const errors: FormErrors = {};
  const pass = passPercentOfForm(form.passPercent);
  if (pass === 'invalid') errors.pass_percent = 'A nota mínima deve ser um número inteiro entre 1 e 100.';
  else {
    const checked = passPercent.safeParse(pass);
    if (!checked.success) errors.pass_percent = checked.error.issues[0]!.message;
  }
  const parsed = questionsSchema.safeParse(saveOf(form).questions);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[['questions', ...issue.path].join('.')] ??= issue.message;
  }
  form.questions.forEach((q, i) => {
    if (q.correctKey === null) errors[`questions.${i}.correct`] = 'Marque a alternativa correta.';
  });
  return errors;
}

/** Moves an item one place up (-1) or down (+1); the same list when it cannot move. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
