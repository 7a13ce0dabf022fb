import { clsx } from 'clsx';

/** 'n/1000 caracteres' under a text area; red once over the limit. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={clsx('tabular-nums', length > max ? 'font-semibold text-red-700' : 'text-slate-600')}>
      {length}/{max} caracteres
    </span>
  );
}
