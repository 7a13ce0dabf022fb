import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Spec section 9: six placeholder cards while the list loads. */
export const HIGHLIGHTS_SKELETON_CARDS = 6;

export function HighlightsSkeleton() {
  return (
    <div role="status" aria-label="Carregando conteúdos">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: HIGHLIGHTS_SKELETON_CARDS }, (_, i) => (
          <li key={i} data-testid="highlight-skeleton" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
