import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function JobDetailSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <span className="sr-only">Carregando vaga…</span>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
