import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { previewQuizNotice, type GradedKind } from '../../lib/quiz-result.ts';

export type QuizViewerQuestion = { uuid: string; question: string; alternatives: string[]; last_attempt?: { answer: string; is_correct: boolean } | null };
export type QuizAnswerResult = { id: string; isCorrect: boolean };

export type QuizViewerProps = {
  questions: QuizViewerQuestion[];
  /** A quiz or an exam ('prova'): only the wording differs. */
  kind: GradedKind;
  /** A finished quiz shows the last attempt and takes no new answers. */
  readOnly: boolean;
  /** The module preview shows the questions read only and does not grade (DECISIONS, Learning journey). */
  preview?: boolean;
  /** Returns the marks to show (none in the preview); a rejection clears the marks silently. */
  onSubmit: (answers: { id: string; answer: string }[]) => Promise<QuizAnswerResult[] | null>;
  submitting?: boolean;
};

const doneNotice: Record<GradedKind, string> = {
  quiz: 'Quiz concluído. Estas foram as suas últimas respostas.',
  exam: 'Prova concluída. Estas foram as suas últimas respostas.',
};

export function QuizViewer({ questions, kind, readOnly: finished, preview = false, onSubmit, submitting = false }: QuizViewerProps) {
  const readOnly = finished || preview;
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.flatMap((q) => (readOnly && q.last_attempt ? [[q.uuid, q.last_attempt.answer]] : []))),
  );
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const shownMarks: Record<string, boolean> = readOnly ? Object.fromEntries(questions.flatMap((q) => (q.last_attempt ? [[q.uuid, q.last_attempt.is_correct]] : []))) : marks;
  // Spec: submit only when every question has an answer.
  const complete = questions.length > 0 && questions.every((q) => answers[q.uuid] !== undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || readOnly) return;
    try {
      const results = await onSubmit(questions.map((q) => ({ id: q.uuid, answer: answers[q.uuid]! })));
      setMarks(results ? Object.fromEntries(results.map((r) => [r.id, r.isCorrect])) : {});
    } catch {
      // Spec: a failed verify call clears the marks silently.
      setMarks({});
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-label={kind === 'exam' ? 'Prova' : 'Quiz'}>
      {preview && <p className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">{previewQuizNotice(kind)}</p>}
      {finished && !preview && <p className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">{doneNotice[kind]}</p>}
      {questions.map((q, qi) => {
        const mark = shownMarks[q.uuid];
        return (
          <fieldset
            key={q.uuid}
            className={clsx(
              'flex flex-col gap-2 rounded-xl border p-4',
              mark === true && 'border-green-600 bg-green-50',
              mark === false && 'border-red-600 bg-red-50',
              mark === undefined && 'border-slate-200 bg-white',
            )}
          >
            <legend className="px-1 font-semibold text-slate-900">
              {qi + 1}. {q.question}
            </legend>
            {q.alternatives.map((alternative) => (
              <label
                key={alternative}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 text-slate-800 hover:bg-slate-100 has-disabled:cursor-default has-disabled:hover:bg-transparent"
              >
                <input
                  type="radio"
                  name={q.uuid}
                  value={alternative}
                  checked={answers[q.uuid] === alternative}
                  disabled={readOnly}
                  onChange={() => {
                    setAnswers((a) => ({ ...a, [q.uuid]: alternative }));
                    setMarks(({ [q.uuid]: _changed, ...rest }) => rest);
                  }}
                  className="size-4 accent-brand-700"
                />
                {alternative}
              </label>
            ))}
            {mark !== undefined && (
              <p className={clsx('flex items-center gap-1 text-sm font-semibold', mark ? 'text-green-800' : 'text-red-800')}>
                {mark ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <XCircle aria-hidden="true" className="size-4" />}
                {mark ? 'Resposta correta' : 'Resposta incorreta'}
              </p>
            )}
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
