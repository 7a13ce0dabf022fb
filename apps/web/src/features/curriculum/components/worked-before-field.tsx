import { useId } from 'react';

/** "Já trabalhou antes?" as a Sim/Não radio pair (spec: worked_before Yes/No). */
export function WorkedBeforeField({ value, onChange, error }: { value: boolean; onChange: (value: boolean) => void; error?: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Já trabalhou antes?</legend>
      <div className="flex gap-6">
        {[
          { label: 'Sim', checked: value, next: true },
          { label: 'Não', checked: !value, next: false },
        ].map((option) => (
          <label key={option.label} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={name} checked={option.checked} onChange={() => onChange(option.next)} className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
