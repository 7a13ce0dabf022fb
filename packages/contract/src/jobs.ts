import { z } from './zod.ts';
import { blankToUndefined, optionalQuery, pageQuery } from './common.ts';
import { SALARY_PERIODS } from './job-salary.ts';
import { JOB_SORTS, jobsCompatibility } from './job-match-status.ts';
import { JOB_QUERY_MAX, JOB_CITY_MAX, JOB_SALARY_MAX, JOB_CAPTATIONS, JOB_TYPES, WORK_MODELS, SENIORITIES, BRAZIL_UFS, type BrazilState } from './jobs-values.ts';
export * from './jobs-values.ts';

export const jobStateField = z
  .string({ message: 'Estado inválido.' })
  .trim()
  .toUpperCase()
  .refine((v): v is BrazilState => (BRAZIL_UFS as string[]).includes(v), { message: 'Estado inválido: use a sigla (UF), por exemplo SP.' });

/**
 * `GET /v1/jobs` query string. All filters optional; values must be exact (see the option lists in
 * `filters`). Query strings arrive as text: an empty field (`?state=`) means "no filter", not an error.
 */
export const jobsListQuery = z.object({
  page: z.preprocess(blankToUndefined, pageQuery),
  query: optionalQuery(
    z
      .string()
      .trim()
      .max(JOB_QUERY_MAX, { message: `A busca deve ter no máximo ${JOB_QUERY_MAX} caracteres.` }),
  ),
  state: optionalQuery(jobStateField),
  /** Matched ignoring accents and case ('sao paulo' = 'São Paulo'). */
  city: optionalQuery(
    z
      .string()
      .trim()
      .max(JOB_CITY_MAX, { message: `A cidade deve ter no máximo ${JOB_CITY_MAX} caracteres.` }),
  ),
  job_type: optionalQuery(z.enum(JOB_TYPES, { message: 'Tipo de contratação inválido.' })),
  work_model: optionalQuery(z.enum(WORK_MODELS, { message: 'Modelo de trabalho inválido.' })),
  seniority: optionalQuery(z.enum(SENIORITIES, { message: 'Senioridade inválida.' })),
  /**
   * Reais per month: a job qualifies when the top of its range (or its single value) reaches it,
   * hour/day/week/year salaries counted per month (SALARY_PER_MONTH); jobs without a salary or in
   * another currency are left out (docs/decisions/1503).
   */
  min_salary: optionalQuery(
    z.coerce
      .number({ message: 'Salário mínimo inválido: use um valor em reais, por exemplo 5000.' })
      .min(0, { message: 'O salário mínimo não pode ser negativo.' })
      .max(JOB_SALARY_MAX, { message: 'Salário mínimo fora do intervalo.' }),
  ),
  /** 'Vagas afirmativas para PcD' only; `false` (or absent) means every job. */
  affirmative: optionalQuery(
    z.enum(['true', 'false', '1', '0'], { message: 'Filtro de vagas afirmativas inválido: use true ou false.' }).transform((v) => v === 'true' || v === '1'),
  ),
  /** 'compatibility' needs a CV with compatibility on (else 422 SORT_NEEDS_MATCH_MESSAGE); docs/decisions/1704. */
  sort: optionalQuery(z.enum(JOB_SORTS, { message: 'Ordenação inválida: use relevance ou compatibility.' })),
});
export type JobsListQuery = z.input<typeof jobsListQuery>;

/** A job as the API sends it. Nullable fields are shown with the spec's empty-value texts. */
export const jobItem = z.object({
  uuid: z.string(),
  title: z.string(),
  /** Plain text; lines separated by '\n' (the detail page splits it by lines). */
  description: z.string(),
  company: z.string().nullable(),
  city: z.string().nullable(),
  /** UF, e.g. 'SP'. */
  state: z.string().nullable(),
  /** The minimum of the range, or its single value (the spec's field; DECISIONS, Jobs). Show it with `formatSalaryRange`. */
  salary: z.number().nullable(),
  /** The top of the range; null = no top ('A partir de …'). */
  salary_max: z.number().nullable(),
  /** ISO 4217, 'BRL' unless a source says otherwise. */
  salary_currency: z.string(),
  salary_period: z.enum(SALARY_PERIODS),
  captation: z.enum(JOB_CAPTATIONS),
  /** Absolute http(s) URL or a path on our host; follow it only after the safety check of decision 0103. */
  url: z.string().nullable(),
  /** Where the person applies, when the posting gives it apart from `url`; 'Candidatar-se' follows it first, through the same check. */
  apply_url: z.string().nullable(),
  /** For a remote job, the region it is open to ('Brasil', 'América Latina'); null = not said. */
  remote_region: z.string().nullable(),
  /** Vaga afirmativa para pessoas com deficiência (PcD). */
  affirmative: z.boolean(),
  /** ISO 8601 timestamp; null = no expiry ('Indeterminado'). */
  expired_at: z.string().nullable(),
  job_type: z.enum(JOB_TYPES).nullable(),
  work_model: z.enum(WORK_MODELS).nullable(),
  seniority: z.enum(SENIORITIES).nullable(),
  /** ISO 8601 timestamp. */
  published_at: z.string(),
  skills: z.array(z.string()),
});
export type JobItem = z.infer<typeof jobItem>;

/** `count` -1: no count is given (the minimum salary's choices; every option of a search that matched more than SEARCH_COUNT_CAP jobs). */
export const filterOption = z.object({ value: z.string(), count: z.number().int() });
export type FilterOption = z.infer<typeof filterOption>;

/**
 * Options for each filter, taken from the non-expired jobs that match the text query and every
 * OTHER active filter (a facet ignores its own filter, so the user can switch value).
 * `cities` is narrowed by the chosen state. Each list is sorted by count (desc), then value.
 */
export const jobFilters = z.object({
  states: z.array(filterOption),
  cities: z.array(filterOption),
  job_types: z.array(filterOption),
  work_models: z.array(filterOption),
  seniorities: z.array(filterOption),
  /** Affirmative (PcD) jobs among those matching every other filter; -1 when the options have no counts. */
  affirmative: z.number().int(),
});
export type JobFilters = z.infer<typeof jobFilters>;

export const jobsListMeta = z.object({
  /** Jobs that match; with `total_capped`, more than this many do (it is SEARCH_COUNT_CAP). */
  total: z.number().int(),
  total_capped: z.boolean(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  current_page: z.number().int(),
});
export type JobsListMeta = z.infer<typeof jobsListMeta>;

export const jobsListResponse = z.object({
  data: z.array(jobItem),
  meta: jobsListMeta,
  filters: jobFilters,
  compatibility: jobsCompatibility,
});
export type JobsListResponse = z.infer<typeof jobsListResponse>;

/** `filled`: 'Vaga preenchida' (decision 1402); the page still opens and says so, like an expired job. */
export const jobDetail = jobItem.extend({ is_expired: z.boolean(), filled: z.boolean() });
export type JobDetail = z.infer<typeof jobDetail>;
export const jobDetailResponse = z.object({ data: jobDetail });
export type JobDetailResponse = z.infer<typeof jobDetailResponse>;

/** Path param of `GET /v1/jobs/{uuid}`; any malformed id is answered 404 'Vaga não encontrada.'. */
export const jobUuidParam = z.object({ uuid: z.string().max(100) });
