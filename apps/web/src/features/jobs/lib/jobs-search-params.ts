import {
  BRAZIL_UFS,
  JOB_CITY_MAX,
  JOB_QUERY_MAX,
  JOB_SALARY_MAX,
  JOB_TYPES,
  SENIORITIES,
  WORK_MODELS,
  type BrazilState,
  type JobsListQuery,
  type JobType,
  type Seniority,
  type WorkModel,
} from '@rumo/contract';
import { searchParams } from '../../../lib/query-string.ts';

/** What the jobs list shows, as kept in the URL so back, reload and shared links restore it. */
export type JobsView = {
  page: number;
  query: string;
  state?: BrazilState;
  city?: string;
  job_type?: JobType;
  work_model?: WorkModel;
  seniority?: Seniority;
  /** Reais per month (docs/decisions/1503). */
  min_salary?: number;
  /** Only 'Vagas afirmativas para PcD'. */
  affirmative?: true;
  /** 'Ordenar por: Compatibilidade'; absent = 'Relevância' (docs/decisions/1704). */
  sort?: 'compatibility';
};

export type JobsFilterKey = 'state' | 'city' | 'job_type' | 'work_model' | 'seniority' | 'min_salary' | 'affirmative';

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined => ((values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined);

/** Unknown values in a hand-edited link are dropped instead of failing the whole search. */
export function readJobsView(params: URLSearchParams): JobsView {
  const page = Number(params.get('page'));
  const city = (params.get('city') ?? '').trim().slice(0, JOB_CITY_MAX);
  const minSalary = Number(params.get('min_salary') || NaN);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    query: (params.get('query') ?? '').trim().slice(0, JOB_QUERY_MAX),
    state: oneOf(BRAZIL_UFS, (params.get('state') ?? '').toUpperCase()),
    city: city || undefined,
    job_type: oneOf(JOB_TYPES, params.get('job_type')),
    work_model: oneOf(WORK_MODELS, params.get('work_model')),
    seniority: oneOf(SENIORITIES, params.get('seniority')),
    min_salary: Number.isFinite(minSalary) && minSalary > 0 && minSalary <= JOB_SALARY_MAX ? minSalary : undefined,
    affirmative: params.get('affirmative') === 'true' ? true : undefined,
    sort: params.get('sort') === 'compatibility' ? 'compatibility' : undefined,
  };
}

export function writeJobsView({ query, state, city, job_type, work_model, seniority, min_salary, affirmative, sort, page }: JobsView): URLSearchParams {
  return searchParams({ query, state, city, job_type, work_model, seniority, min_salary, affirmative, sort, page: page > 1 ? page : undefined });
}

/**
 * Any filter change starts again at page 1 (spec). Choosing another state clears the city, which
 * belongs to the old state.
 */
export function changeJobsView(view: JobsView, patch: Partial<JobsView>): JobsView {
  const next: JobsView = { ...view, ...patch, page: patch.page ?? 1 };
  if ('state' in patch && patch.state !== view.state) next.city = undefined;
  return next;
}

/** How many of the filters (not the search text) are set: the count on the phone's 'Filtros' button. */
export const activeFilterCount = (view: JobsView): number =>
  [view.state, view.city, view.job_type, view.work_model, view.seniority, view.min_salary, view.affirmative].filter(Boolean).length;

export const hasActiveFilters = (view: JobsView): boolean => Boolean(view.query) || activeFilterCount(view) > 0;

/** The API query for a view (empty values left out). */
export function jobsQuery(view: JobsView): JobsListQuery {
  const query: JobsListQuery = { page: view.page };
  if (view.query) query.query = view.query;
  if (view.state) query.state = view.state;
  if (view.city) query.city = view.city;
  if (view.job_type) query.job_type = view.job_type;
  if (view.work_model) query.work_model = view.work_model;
  if (view.seniority) query.seniority = view.seniority;
  if (view.min_salary) query.min_salary = view.min_salary;
  if (view.affirmative) query.affirmative = 'true';
  if (view.sort) query.sort = view.sort;
  return query;
}
