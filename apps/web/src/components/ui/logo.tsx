import { clsx } from 'clsx';

/** The Rumo mark (a compass needle) and, unless `compact`, the word. */
export function Logo({ compact = false, inverted = false, className }: { compact?: boolean; inverted?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0f766e'} />
        <circle cx="32" cy="32" r="19" fill="none" stroke={inverted ? '#99f6e4' : '#ccfbf1'} strokeWidth="3" />
        <path d="M32 15 39 32 32 49 25 32Z" fill={inverted ? '#0f766e' : '#ffffff'} />
        <path d="M32 32 39 32 32 49Z" fill={inverted ? '#14b8a6' : '#5eead4'} />
        <circle cx="32" cy="32" r="3" fill={inverted ? '#ffffff' : '#0f766e'} />
      </svg>
      <span className={clsx('text-xl font-bold tracking-tight', compact && 'sr-only', inverted ? 'text-white' : 'text-slate-900')}>Rumo</span>
    </span>
  );
}
