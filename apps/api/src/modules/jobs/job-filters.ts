import { sql, type SQL } from 'drizzle-orm';
import type { JobsListQuery } from '@rumo/contract';
import { salaryMonthsFactor } from '../../lib/salary-per-month-sql.ts';

/** The list query after validation (contract output type, page aside). */
export type JobSearchInput = {
  query?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  job_type?: string | undefined;
  work_model?: string | undefined;
  seniority?: string | undefined;
  /** Reais per month (docs/decisions/1503); 0 or absent = no filter. */
  min_salary?: number | undefined;
  affirmative?: boolean | undefined;
};
export type { JobsListQuery };

/** Filters that have a facet (an option list with counts). */
export const FACETS = ['state', 'city', 'job_type', 'work_model', 'seniority', 'affirmative'] as const;
export type Facet = (typeof FACETS)[number];

/** The same normalisation the (state, city) index is built on: accents and case ignored. */
export const cityKey = (column: SQL) => sql`public.rumo_unaccent(lower(${column}))`;

/** websearch syntax ("frase exata", OR, -palavra); '/', '.', '@' split words as in the stored vector. */
export const tsQuery = (text: string) => sql`websearch_to_tsquery('public.rumo_pt', translate(${text}, '/.@', '   '))`;

/** One SQL condition per active filter; the text query is handled apart (it is not a facet). */
export function facetConditions(input: JobSearchInput): Partial<Record<Facet, SQL>> {
  const c: Partial<Record<Facet, SQL>> = {};
  if (input.state) c.state = sql`state = ${input.state}`;
  if (input.city) c.city = sql`${cityKey(sql`city`)} = ${cityKey(sql`${input.city}`)}`;
  if (input.job_type) c.job_type = sql`job_type = ${input.job_type}`;
  if (input.work_model) c.work_model = sql`work_model = ${input.work_model}`;
  if (input.seniority) c.seniority = sql`seniority = ${input.seniority}`;
  if (input.affirmative) c.affirmative = sql`affirmative`;
  return c;
}

/**
 * The minimum-salary filter (docs/decisions/1503): the top of the range (or the single value) in
 * reais per month reaches it — top × numerator ≥ minimum × denominator, exact in numeric. Jobs
 * without a salary or in another currency never qualify. Not a facet: it narrows the set the
 * facets count, like the text query.
 */
export function salaryCondition(input: JobSearchInput): SQL | null {
  if (!input.min_salary) return null;
  return sql`(salary_currency = 'BRL' AND coalesce(salary_max, salary) * ${salaryMonthsFactor(0)} >= ${input.min_salary}::numeric * ${salaryMonthsFactor(1)})`;
}

/** Words a person typed, accents kept (the database unaccents), punctuation dropped. */
export function queryWords(text: string | undefined): string[] {
  return (text ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
}

export const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`);
