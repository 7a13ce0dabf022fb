import { JOB_TYPES, type JobType } from '@rumo/contract';
import { useId } from 'react';

/**
 * 'Tipos de contratação que aceito': checkboxes of the contract types; none ticked means any, and
 * compatibility then leaves the contract type out of the score (docs/decisions/1704).
 */
export function AcceptedJobTypesField({ value, onChange, error }: { value: JobType[]; onChange: (value: JobType[]) => void; error?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (type: JobType, checked: boolean) => onChange(JOB_TYPES.filter((t) => (t === type ? checked : value.includes(t))));
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        Tipos de contratação que aceito <span className="font-normal text-slate-600">(opcional)</span>
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {JOB_TYPES.map((type) => (
          <label key={type} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={value.includes(type)} onChange={(event) => toggle(type, event.target.checked)} className="size-4 rounded accent-brand-700" />
            {type}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        Nenhum marcado: você aceita qualquer tipo de contratação.
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
