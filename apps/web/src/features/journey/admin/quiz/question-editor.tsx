import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, IconButton } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { canAddAlternative, canRemoveAlternative, newAlternative, type FormErrors, type QuestionForm } from './quiz-form.ts';

export type QuestionAction = 'up' | 'down' | 'question' | 'alternative';
/** Where focus goes after a change that moves or adds controls (keyboard users stay in place). */
export type FocusRequest = { key: string; action: QuestionAction } | null;

export type QuestionEditorProps = {
  question: QuestionForm;
  index: number;
  count: number;
  errors: FormErrors;
  focus: FocusRequest;
  onChange: (next: QuestionForm) => void;
  /** A new alternative: the change, and focus on its text. */
  onAddAlternative: (next: QuestionForm) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One question: its text, 2–6 alternatives each with 'Correta' and a feedback, and the explanation (decision 1605). */
export function QuestionEditor({ question: q, index, count, errors, focus, onChange, onAddAlternative, onMove, onRemove }: QuestionEditorProps) {
  const n = index + 1;
  const error = (field: string) => errors[`questions.${index}.${field}`];
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const alternativesRef = useRef<HTMLDivElement>(null);
  const groupError = [error('alternatives'), error('correct'), error('feedback')].filter(Boolean).join(' ');

  useEffect(() => {
    if (focus?.key !== q.key) return;
    if (focus.action === 'question') text.current?.focus();
    if (focus.action === 'alternative') [...(alternativesRef.current?.querySelectorAll<HTMLInputElement>('input[data-alternative-text]') ?? [])].at(-1)?.focus();
    // A question moved to an end cannot go further that way: focus its other move button.
    if (focus.action === 'up') (index > 0 ? up : down).current?.focus();
    if (focus.action === 'down') (index < count - 1 ? down : up).current?.focus();
  }, [focus, q.key, index, count]);

  const setAlternative = (key: string, patch: Partial<QuestionForm['alternatives'][number]>) =>
    onChange({ ...q, alternatives: q.alternatives.map((a) => (a.key === key ? { ...a, ...patch } : a)) });

  return (
    <section aria-labelledby={`${q.key}-title`} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${q.key}-title`} className="text-base font-semibold text-slate-900">
          Pergunta {n}
        </h3>
        <div role="group" aria-label={`Ações da pergunta ${n}`} className="flex gap-1">
          <IconButton
            ref={up}
            label={`Mover pergunta ${n} para cima`}
            icon={<ArrowUp aria-hidden="true" className="size-5" />}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            className="disabled:opacity-40"
          />
          <IconButton
            ref={down}
            label={`Mover pergunta ${n} para baixo`}
            icon={<ArrowDown aria-hidden="true" className="size-5" />}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            className="disabled:opacity-40"
          />
          <IconButton label={`Remover pergunta ${n}`} icon={<Trash2 aria-hidden="true" className="size-5" />} onClick={onRemove} className="text-red-700 hover:bg-red-50" />
        </div>
      </div>

      <Textarea ref={text} label="Enunciado" rows={2} value={q.question} error={error('question')} onChange={(e) => onChange({ ...q, question: e.target.value })} />

      <fieldset className="flex flex-col gap-3" aria-describedby={groupError ? `${q.key}-alternatives-error` : `${q.key}-alternatives-hint`}>
        <legend className="mb-1 text-sm font-medium text-slate-800">Alternativas</legend>
        <p id={`${q.key}-alternatives-hint`} className="text-xs text-slate-600">
          De 2 a 6. Marque a correta; o feedback aparece para o aluno que escolher aquela alternativa.
        </p>
        <div ref={alternativesRef} className="flex flex-col gap-3">
          {q.alternatives.map((a, j) => (
            <div key={a.key} className="grid grid-cols-[1fr_auto] gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[7rem_1fr_1fr_auto] sm:items-start">
              <label className="col-start-1 row-start-1 flex min-h-11 cursor-pointer items-center gap-2 self-center text-sm font-medium text-slate-800 sm:mt-7 sm:self-start">
                <input
                  type="radio"
                  name={`correct-${q.key}`}
                  checked={q.correctKey === a.key}
                  onChange={() => onChange({ ...q, correctKey: a.key })}
                  className="size-4 accent-brand-700"
                />
                Correta <span className="sr-only">(alternativa {j + 1})</span>
              </label>
              <Input
                data-alternative-text=""
                label={`Alternativa ${j + 1}`}
                containerClassName="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-1"
                value={a.text}
                maxLength={500}
                error={error(`alternatives.${j}`)}
                onChange={(e) => setAlternative(a.key, { text: e.target.value })}
              />
              <Input
                label={`Feedback da alternativa ${j + 1}`}
                containerClassName="col-span-2 sm:col-span-1 sm:col-start-3 sm:row-start-1"
                optional
                value={a.feedback}
                maxLength={1000}
                error={error(`feedback.${j}`)}
                onChange={(e) => setAlternative(a.key, { feedback: e.target.value })}
              />
              <IconButton
                label={`Remover alternativa ${j + 1}`}
                icon={<X aria-hidden="true" className="size-5" />}
                disabled={!canRemoveAlternative(q)}
                onClick={() => onChange({ ...q, alternatives: q.alternatives.filter((x) => x.key !== a.key), correctKey: q.correctKey === a.key ? null : q.correctKey })}
                className="col-start-2 row-start-1 justify-self-end disabled:opacity-40 sm:col-start-4 sm:mt-6"
              />
            </div>
          ))}
        </div>
        {groupError && (
          <p id={`${q.key}-alternatives-error`} className="text-sm text-red-700">
            {groupError}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          icon={<Plus aria-hidden="true" className="size-4" />}
          disabled={!canAddAlternative(q)}
          onClick={() => onAddAlternative({ ...q, alternatives: [...q.alternatives, newAlternative()] })}
        >
          Adicionar alternativa
        </Button>
      </fieldset>

      <Textarea
        label="Explicação"
        optional
        rows={2}
        hint="Aparece na revisão, depois que o aluno passa."
        value={q.explanation}
        maxLength={2000}
        error={error('explanation')}
        onChange={(e) => onChange({ ...q, explanation: e.target.value })}
      />
    </section>
  );
}
