import type { QuizReview } from '@rumo/contract';
import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { previewQuizNotice, quizOutcome, quizResultSummary, type GradedKind } from '../../lib/quiz-result.ts';
import { QuizQuestionResult, type QuestionMark } from './quiz-question-result.tsx';

export type QuizViewerQuestion = {
  uuid: string;
  question: string;
  alternatives: string[];
  last_attempt?: { answer: string; is_correct: boolean; feedback?: string | null } | null;
  /** Only after a pass (decision 1605): the right alternative, its feedback and the explanation. */
  review?: QuizReview | null;
};
export type QuizAnswerResult = { id: string; isCorrect: boolean; feedback?: string | null };

export type QuizViewerProps = {
  questions: QuizViewerQuestion[];
  /** A quiz or an exam ('prova'): only the wording differs. */
  kind: GradedKind;
  /** A finished quiz shows the last attempt (and the review) and takes no new answers. */
  readOnly: boolean;
  /** The module preview shows the questions read only and does not grade (DECISIONS, Learning journey). */
  preview?: boolean;
  /** The quiz's pass mark (decision 1605); 70 when absent. */
  passPercent?: number;
  /** Returns the marks to show (none in the preview); a rejection clears the marks silently. */
  onSubmit: (answers: { id: string; answer: string }[]) => Promise<QuizAnswerResult[] | null>;
  submitting?: boolean;
};

const doneNotice: Record<GradedKind, string> = {
  quiz: 'Quiz concluído. Estas foram as suas últimas respostas.',
  exam: 'Prova concluída. Estas foram as suas últimas respostas.',
};
const reviewNotice = 'Revisão: veja a alternativa correta de cada pergunta, o comentário da sua resposta e a explicação.';

export function QuizViewer({ questions, kind, readOnly: finished, preview = false, passPercent, onSubmit, submitting = false }: QuizViewerProps) {
  const readOnly = finished || preview;
  const reviewing = finished && !preview && questions.some((q) => q.review);
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.flatMap((q) => (readOnly && q.last_attempt ? [[q.uuid, q.last_attempt.answer]] : []))),
  );
  const [marks, setMarks] = useState<Record<string, QuestionMark>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const shownMarks: Record<string, QuestionMark> = readOnly
    ? Object.fromEntries(questions.flatMap((q) => (q.last_attempt ? [[q.uuid, { isCorrect: q.last_attempt.is_correct, feedback: q.last_attempt.feedback ?? null }]] : [])))
    : marks;
  // Spec: submit only when every question has an answer.
  const complete = questions.length > 0 && questions.every((q) => answers[q.uuid] !== undefined);

  // Decision 1605: after 'Enviar respostas' focus moves to the result, read first by a screen reader.
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || readOnly) return;
    try {
      const results = await onSubmit(questions.map((q) => ({ id: q.uuid, answer: answers[q.uuid]! })));
      setMarks(results ? Object.fromEntries(results.map((r) => [r.id, { isCorrect: r.isCorrect, feedback: r.feedback ?? null }])) : {});
      setSummary(results ? quizResultSummary(quizOutcome(results, kind, passPercent), passPercent) : null);
    } catch {
      // Spec: a failed verify call clears the marks silently.
      setMarks({});
      setSummary(null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-label={kind === 'exam' ? 'Prova' : 'Quiz'}>
      {preview && <p className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">{previewQuizNotice(kind)}</p>}
      {finished && !preview && (
        <p className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {doneNotice[kind]} {reviewing && reviewNotice}
        </p>
      )}
      {summary && !readOnly && (
        <p
          ref={summaryRef}
          tabIndex={-1}
          className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {summary}
        </p>
      )}
      {questions.map((q, qi) => {
        const mark = shownMarks[q.uuid];
        const review = reviewing ? (q.review ?? null) : null;
        const resultId = `quiz-result-${q.uuid}`;
        const chosen = answers[q.uuid];
        return (
          <fieldset
            key={q.uuid}
            aria-describedby={mark || review ? resultId : undefined}
            className={clsx(
              'flex flex-col gap-2 rounded-xl border p-4',
              mark?.isCorrect === true && 'border-green-600 bg-green-50',
              mark?.isCorrect === false && 'border-red-600 bg-red-50',
              mark === undefined && 'border-slate-200 bg-white',
            )}
          >
            <legend className="px-1 font-semibold text-slate-900">
              {qi + 1}. {q.question}
            </legend>
            {q.alternatives.map((alternative) => (
              <label
                key={alternative}
                className="flex min-h-10 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1 text-slate-800 hover:bg-slate-100 has-disabled:cursor-default has-disabled:hover:bg-transparent"
              >
                <input
                  type="radio"
                  name={q.uuid}
                  value={alternative}
                  checked={chosen === alternative}
                  disabled={readOnly}
                  onChange={() => {
                    setAnswers((a) => ({ ...a, [q.uuid]: alternative }));
                    setMarks(({ [q.uuid]: _changed, ...rest }) => rest);
                  }}
                  className="size-4 accent-brand-700"
                />
                {alternative}{' '}
                {review?.correct_answer === alternative && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 text-xs font-semibold text-green-900">
                    <CheckCircle2 aria-hidden="true" className="size-3.5" /> Alternativa correta
                  </span>
                )}
                {review && chosen === alternative && review.correct_answer !== alternative && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 text-xs font-semibold text-red-900">
                    <XCircle aria-hidden="true" className="size-3.5" /> Sua resposta
                  </span>
                )}
              </label>
            ))}
            {(mark || review) && <QuizQuestionResult id={resultId} mark={mark} review={review} />}
          </fieldset>
        );
      })}
      {!readOnly && (
        <Button type="submit" disabled={!complete} loading={submitting} className="self-start">
          Enviar respostas
        </Button>
      )}
    </form>
  );
}
