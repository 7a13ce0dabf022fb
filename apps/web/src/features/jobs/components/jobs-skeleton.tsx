import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Spec: loading skeleton in the shape of the result cards. */
export function JobsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Carregando vagas…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="job-card-skeleton">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      ))}
    </div>
  );
}
