import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Short text under the label (e.g. what "on" means). */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  name?: string;
};

/** On/off toggle (WAI-ARIA switch): a button with `role="switch"`, named by its visible label. */
export function Switch({ label, checked, onChange, hint, disabled, className, name }: SwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={clsx('flex items-center justify-between gap-4', className)}>
      <div className="flex flex-col">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        {hint && (
          <span id={hintId} className="text-xs text-slate-600">
            {hint}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        name={name}
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-500',
        )}
      >
        <span aria-hidden="true" className={clsx('inline-block size-6 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')} />
      </button>
    </div>
  );
}
