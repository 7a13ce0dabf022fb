import type { JobFilters } from '@rumo/contract';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { capitalize, stateName } from '../lib/job-display.ts';
import { hasActiveFilters, type JobsView } from '../lib/jobs-search-params.ts';
import { FilterGroup } from './filter-group.tsx';

export type JobsFiltersProps = {
  view: JobsView;
  /** Options with counts from the last answer of the API (empty while the first page loads). */
  filters: JobFilters | undefined;
  onChange: (patch: Partial<JobsView>) => void;
  onClear: () => void;
};

const EMPTY: JobFilters = { states: [], cities: [], job_types: [], work_models: [], seniorities: [], affirmative: 0 };

/** The five filter groups: Estado and Cidade (spec) plus contract type, work model and seniority (decision 0203). */
export function JobsFilterGroups({ view, filters = EMPTY, onChange }: Omit<JobsFiltersProps, 'onClear'>) {
  return (
    <>
      <FilterGroup
        title="Estado"
        allLabel="Todos os estados"
        options={filters.states}
        value={view.state}
        onChange={(state) => onChange({ state: state as JobsView['state'] })}
        formatLabel={(uf) => `${stateName(uf)} (${uf})`}
      />
      <FilterGroup title="Cidade" allLabel="Todas as cidades" options={filters.cities} value={view.city} onChange={(city) => onChange({ city })} />
      <FilterGroup
        title="Tipo de contratação"
        allLabel="Todos os tipos"
        options={filters.job_types}
        value={view.job_type}
        onChange={(job_type) => onChange({ job_type: job_type as JobsView['job_type'] })}
      />
      <FilterGroup
        title="Modelo de trabalho"
        allLabel="Todos os modelos"
        options={filters.work_models}
        value={view.work_model}
        onChange={(work_model) => onChange({ work_model: work_model as JobsView['work_model'] })}
        formatLabel={capitalize}
      />
      <FilterGroup
        title="Senioridade"
        allLabel="Todas as senioridades"
        options={filters.seniorities}
        value={view.seniority}
        onChange={(seniority) => onChange({ seniority: seniority as JobsView['seniority'] })}
      />
    </>
  );
}

/** The filters' column beside the results on wide screens. */
export function JobsFilters({ view, filters, onChange, onClear }: JobsFiltersProps) {
  return (
    <section aria-labelledby="jobs-filters-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 id="jobs-filters-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtros
        </h2>
        {hasActiveFilters(view) && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Limpar filtros
          </Button>
        )}
      </div>
      <JobsFilterGroups view={view} filters={filters} onChange={onChange} />
    </section>
  );
}
