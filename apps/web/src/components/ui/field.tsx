import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export type FieldProps = {
  label: ReactNode;
  /** Validation message; marks the control invalid and is read after the label. */
  error?: string;
  hint?: ReactNode;
  /** Appends "(opcional)" to the label. */
  optional?: boolean;
  className?: string;
  id?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** Label, control, hint and error wired together by id (used by Input, Select, Textarea). */
export function Field({ label, error, hint, optional, className, id, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (opcional)</span>}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Shared look of text-like controls. */
export function controlClasses(invalid: boolean, className?: string): string {
  return clsx(
    'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
    className,
  );
}
