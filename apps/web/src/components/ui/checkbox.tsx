import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

export function Checkbox({ label, className, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <input id={controlId} type="checkbox" className="size-4 rounded border-slate-400 accent-brand-700" {...rest} />
      <label htmlFor={controlId} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
