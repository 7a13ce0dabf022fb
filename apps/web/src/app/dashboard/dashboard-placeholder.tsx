import { Skeleton } from '../../components/ui/skeleton.tsx';

/**
 * The dashboard's panels while they load: the first panel's place at the top and two beside it,
 * announced once. Below everything on the page, so what replaces it pushes nothing (docs/decisions/1802).
 */
export function DashboardPlaceholder() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-2">
      <span className="sr-only">Carregando o painel…</span>
      <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
      <Skeleton className="h-56 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
