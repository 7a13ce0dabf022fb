import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';
import { paginationWindow } from '../../lib/pagination.ts';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Text of the "next" button; the spec uses 'Próxima' on jobs and 'Próximo' elsewhere. */
  nextLabel?: string;
  previousLabel?: string;
  className?: string;
};

/** 'Anterior' / page numbers (windowed per spec section 9) / 'Próxima', plus 'Página X de Y'. Hidden for a single page. */
export function Pagination({ page, totalPages, onPageChange, nextLabel = 'Próxima', previousLabel = 'Anterior', className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages);
  const base = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors';
  return (
    <nav aria-label="Paginação" className={clsx('flex flex-col items-center gap-3', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" className={clsx(base, 'gap-1 text-slate-700 hover:bg-slate-100 disabled:opacity-50')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {previousLabel}
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item} className="hidden sm:block">
              <button
                type="button"
                aria-label={`Página ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={clsx(base, item === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="hidden px-1 text-slate-600 sm:block">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={clsx(base, 'gap-1 text-slate-700 hover:bg-slate-100 disabled:opacity-50')}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            {nextLabel}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
      <p className="text-sm text-slate-600" aria-live="polite">
        Página {page} de {totalPages}
      </p>
    </nav>
  );
}
