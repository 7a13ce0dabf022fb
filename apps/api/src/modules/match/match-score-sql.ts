import { sql, type SQL } from 'drizzle-orm';
import { MATCH_WEIGHTS, SENIORITIES, type MatchFactor } from '@rumo/contract';
import { salaryMonthsFactor } from '../../lib/salary-per-month-sql.ts';
import type { MatchParams } from './match-profile.ts';

/** A factor's points and the points it could earn, over a jobs row; both NULL when it does not apply. */
export type FactorSql = { points: SQL; max: SQL };

const literalArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/**
 * The one definition of the compatibility factors in SQL (docs/decisions/1704), over the columns
 * of a jobs row (`alias` names the table when the query has several). The list's scores, its sort,
 * 'Vagas para você' and a job's breakdown all select these, so they agree by construction.
 */
export function matchFactorsSql(p: MatchParams, alias?: 'j'): Record<MatchFactor, FactorSql> {
  return factorsOver(boundValues(p), alias);
}

/**
 * The CV's side of the factors as SQL: bound values (`boundValues`), or a prepared statement's
 * placeholders (`placeholders`). `null`: the factor is left out (no accepted types, no last salary).
 */
type MatchValues = { skillKeys: SQL; level: SQL; state: SQL; acceptedTypes: SQL | null; lastSalary: SQL | null };

const boundValues = (p: MatchParams): MatchValues => ({
  skillKeys: sql`${sql.param(p.skillKeys)}::text[]`,
  level: sql`${p.level}::int`,
  state: p.state === null ? sql`NULL::text` : sql`${p.state}::text`,
  acceptedTypes: p.acceptedTypes.length === 0 ? null : sql`${sql.param(p.acceptedTypes)}::text[]`,
  lastSalary: p.lastSalary === null ? null : sql`${p.lastSalary}::numeric`,
});

/**
 * Which factors a CV's statement has: the SQL of the score differs only by these two, so a
 * prepared statement per shape serves every CV (docs/decisions/1804).
 */
export const matchShape = (p: MatchParams) => ({ acceptedTypes: p.acceptedTypes.length > 0, lastSalary: p.lastSalary !== null });
export type MatchShape = ReturnType<typeof matchShape>;

/** The placeholders of a prepared score of this shape; `matchPlaceholderValues` gives their values. */
const placeholders = (shape: MatchShape): MatchValues => ({
  skillKeys: sql`${sql.placeholder('matchSkillKeys')}::text[]`,
  level: sql`${sql.placeholder('matchLevel')}::int`,
  // A NULL parameter cast to text is the NULL::text of boundValues.
  state: sql`${sql.placeholder('matchState')}::text`,
  acceptedTypes: shape.acceptedTypes ? sql`${sql.placeholder('matchAcceptedTypes')}::text[]` : null,
  lastSalary: shape.lastSalary ? sql`${sql.placeholder('matchLastSalary')}::numeric` : null,
});

export const matchPlaceholderValues = (p: MatchParams) => ({
  matchSkillKeys: p.skillKeys,
  matchLevel: p.level,
  matchState: p.state,
  matchAcceptedTypes: p.acceptedTypes,
  matchLastSalary: p.lastSalary,
});

/** matchScoreSql with placeholders, for a prepared statement of the CV's shape. */
export const matchScorePlaceholderSql = (shape: MatchShape, alias?: 'j'): SQL => scoreOver(factorsOver(placeholders(shape), alias));

function factorsOver(p: MatchValues, alias?: 'j'): Record<MatchFactor, FactorSql> {
  const c = (column: string) => sql.raw(alias ? `${alias}.${column}` : column);
  const w = MATCH_WEIGHTS;
  const applies = (condition: SQL, points: SQL, max: number): FactorSql => ({
    points: sql`(CASE WHEN ${condition} THEN ${points} END)`,
    max: sql`(CASE WHEN ${condition} THEN ${sql.raw(String(max))} END)`,
  });

  // Skills: max × asked keys the CV has / asked keys.
  const cvKeys = p.skillKeys;
  const skills = applies(
    sql`cardinality(${c('skill_keys')}) > 0`,
    sql`${sql.raw(String(w.skills))}.0 * (SELECT count(*) FROM unnest(${c('skill_keys')}) AS k WHERE k = ANY(${cvKeys})) / cardinality(${c('skill_keys')})`,
    w.skills,
  );

  // Seniority: the job's level index against the CV's; same level all, one apart half, else none.
  const jobLevel = sql`(array_position(${literalArray(SENIORITIES)}, ${c('seniority')}) - 1)`;
  const seniority = applies(
    sql`${jobLevel} IS NOT NULL`,
    sql`(CASE abs(${jobLevel} - ${p.level}) WHEN 0 THEN ${sql.raw(String(w.seniority))}.0 WHEN 1 THEN ${sql.raw(String(w.seniority / 2))} ELSE 0 END)`,
    w.seniority,
  );

  // Location: remote earns all; otherwise the CV's state must be the job's; unknown: left out.
  const cvState = p.state;
  const location = applies(
    sql`(${c('work_model')} = 'remoto' OR (${c('state')} IS NOT NULL AND ${cvState} IS NOT NULL))`,
    sql`(CASE WHEN ${c('work_model')} = 'remoto' OR ${c('state')} = ${cvState} THEN ${sql.raw(String(w.location))} ELSE 0 END)`,
    w.location,
  );

  // Contract type: only when the CV accepts some types (empty = any) and the job says its type.
  const jobType =
    p.acceptedTypes === null
      ? { points: sql`NULL::numeric`, max: sql`NULL::int` }
      : applies(sql`${c('job_type')} IS NOT NULL`, sql`(CASE WHEN ${c('job_type')} = ANY(${p.acceptedTypes}) THEN ${sql.raw(String(w.job_type))} ELSE 0 END)`, w.job_type);

  // Salary: the job's monthly top (range top, else its single value; BRL only) reaches the last salary.
  const top = sql`coalesce(${c('salary_max')}, ${c('salary')})`;
  const salary =
    p.lastSalary === null
      ? { points: sql`NULL::numeric`, max: sql`NULL::int` }
      : applies(
          sql`(${c('salary_currency')} = 'BRL' AND ${top} IS NOT NULL)`,
          sql`(CASE WHEN ${top} * ${salaryMonthsFactor(0, alias)} >= ${p.lastSalary} * ${salaryMonthsFactor(1, alias)} THEN ${sql.raw(String(w.salary))} ELSE 0 END)`,
          w.salary,
        );

  return { skills, seniority, location, job_type: jobType, salary };
}

/** The monthly top of a job's salary in reais (the breakdown shows it), as the salary factor compares it. */
export function monthlyTopSql(alias?: 'j'): SQL {
  const c = (column: string) => sql.raw(alias ? `${alias}.${column}` : column);
  return sql`(coalesce(${c('salary_max')}, ${c('salary')}) * ${salaryMonthsFactor(0, alias)} / ${salaryMonthsFactor(1, alias)})`;
}

/** round(100 × points earned / points possible) over the factors that apply; NULL when none does. */
export function matchScoreSql(p: MatchParams, alias?: 'j'): SQL {
  return scoreOver(matchFactorsSql(p, alias));
}

function scoreOver(factorsByName: Record<MatchFactor, FactorSql>): SQL {
  const factors = Object.values(factorsByName);
  const earned = sql.join(
    factors.map((f) => sql`coalesce(${f.points}, 0)`),
    sql` + `,
  );
  const possible = sql.join(
    factors.map((f) => sql`coalesce(${f.max}, 0)`),
    sql` + `,
  );
  return sql`(CASE WHEN (${possible}) > 0 THEN round(100.0 * (${earned}) / (${possible}))::int END)`;
}
