import { clsx } from 'clsx';

export type ProgressBarProps = {
  /** 0–100. */
  value: number;
  /** Accessible name, e.g. "Progresso da etapa Fundamentos". */
  label: string;
  tone?: 'brand' | 'green';
  className?: string;
};

/** Horizontal progress bar exposed as a progressbar with its value. */
export function ProgressBar({ value, label, tone = 'brand', className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={clsx('h-full rounded-full transition-[width]', tone === 'green' ? 'bg-green-600' : 'bg-brand-600')} style={{ width: `${clamped}%` }} />
    </div>
  );
}
