import type { JobsListMeta } from '@rumo/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { BottomDrawer } from '../../../components/ui/bottom-drawer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { seeJobsLabel } from '../lib/job-display.ts';
import { activeFilterCount, hasActiveFilters } from '../lib/jobs-search-params.ts';
import { JobsFilterGroups, type JobsFiltersProps } from './jobs-filters.tsx';

export type JobsFiltersSheetProps = JobsFiltersProps & {
  /** Jobs found with the current filters (undefined while loading): the sheet's 'Ver N vagas'. */
  meta: Pick<JobsListMeta, 'total' | 'total_capped'> | undefined;
};

/**
 * Phones: one 'Filtros' button with the number of active filters, opening the filters in a bottom
 * sheet, so the results start on the first screen (decision 1323). The results behind the sheet
 * follow each change; 'Ver N vagas' closes it.
 */
export function JobsFiltersSheet({ view, filters, onChange, onClear, meta }: JobsFiltersSheetProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(view);
  return (
    <>
      <Button variant="secondary" icon={<SlidersHorizontal aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Filtros
        {count > 0 && (
          <>
            {' '}
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">{count}</span>{' '}
            <span className="sr-only">{count === 1 ? 'ativo' : 'ativos'}</span>
          </>
        )}
      </Button>
      {/* The actions sit below the scrolling groups, not over them: a group hidden behind a sticky bar was a covered target (axe target-size). */}
      <BottomDrawer
        open={open}
        onClose={() => setOpen(false)}
        title="Filtros"
        footer={
          <>
            {hasActiveFilters(view) && (
              <Button variant="ghost" onClick={onClear}>
                Limpar filtros
              </Button>
            )}
            <Button className="flex-1" onClick={() => setOpen(false)}>
              {seeJobsLabel(meta)}
            </Button>
          </>
        }
      >
        <JobsFilterGroups view={view} filters={filters} onChange={onChange} />
      </BottomDrawer>
    </>
  );
}
