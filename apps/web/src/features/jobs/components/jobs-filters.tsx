import { formatSalaryRange, type FilterOption, type JobFilters } from '@rumo/contract';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { AFFIRMATIVE_FILTER_LABEL, capitalize, stateName } from '../lib/job-display.ts';
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

/** Monthly minimums offered by the list (reais); any other value in a shared link still works (docs/decisions/1503). */
const MIN_SALARY_CHOICES: FilterOption[] = [3000, 5000, 8000, 12000, 20000].map((n) => ({ value: String(n), count: -1 }));
const minSalaryLabel = (value: string) => formatSalaryRange({ salary: Number(value), salary_max: null, salary_currency: 'BRL', salary_period: 'month' });

/**
 * The filter groups: 'Vagas afirmativas para PcD' first (a yes/no with its count), Estado and Cidade
 * (spec), contract type, work model and seniority (decision 0203), and the minimum salary (1503).
 */
export function JobsFilterGroups({ view, filters = EMPTY, onChange }: Omit<JobsFiltersProps, 'onClear'>) {
  return (
    <>
      <div className="border-b border-slate-200 py-1">
        <Checkbox
          className="min-h-11 px-1"
          checked={Boolean(view.affirmative)}
          onChange={(event) => onChange({ affirmative: event.currentTarget.checked ? true : undefined })}
          label={
            <>
              <span className="font-semibold text-slate-900">{AFFIRMATIVE_FILTER_LABEL}</span>
              {/* -1: a search past the count cap gives no counts (decision 1801). */}
              {filters.affirmative >= 0 && (
                <>
                  {' '}
                  <span className="text-xs text-slate-600">
                    {filters.affirmative.toLocaleString('pt-BR')} <span className="sr-only">{filters.affirmative === 1 ? 'vaga' : 'vagas'}</span>
                  </span>
                </>
              )}
            </>
          }
        />
      </div>
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
      <FilterGroup
        title="Salário mínimo (por mês)"
        allLabel="Qualquer salário"
        options={MIN_SALARY_CHOICES}
        value={view.min_salary === undefined ? undefined : String(view.min_salary)}
        onChange={(value) => onChange({ min_salary: value === undefined ? undefined : Number(value) })}
        formatLabel={minSalaryLabel}
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
