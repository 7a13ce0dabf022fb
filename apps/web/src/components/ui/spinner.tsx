import { clsx } from 'clsx';

export type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' };

/** Rotating ring. With a `label` it is announced; without one it is decorative (the caller says what is loading). */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = <span aria-hidden="true" className={clsx('inline-block animate-spin rounded-full border-current border-r-transparent', sizes[size], className)} />;
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
