import { clsx } from 'clsx';

/** Grey placeholder block shown while content loads; size it with className. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** Several text-line skeletons, the last one shorter, announced once as loading. */
export function SkeletonText({ lines = 3, label = 'Carregando…', className }: { lines?: number; label?: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex flex-col gap-2', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={clsx('h-4', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
