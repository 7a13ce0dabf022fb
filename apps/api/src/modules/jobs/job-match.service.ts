import { sql } from 'drizzle-orm';
import {
  FOR_YOU_DAYS,
  FOR_YOU_MAX,
  FOR_YOU_MIN_SCORE,
  JOB_NOT_FOUND_MESSAGE,
  JOB_TYPES,
  SENIORITIES,
  WORK_MODELS,
  type ForYouResponse,
  type JobMatch,
  type MatchBreakdown,
} from '@rumo/contract';
import { rowsOf, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { coursesTeaching, matchFactorsSql, matchScoreSql, monthlyTopSql, type MatchProfile } from '../match/index.ts';
import { toJobItem } from './job-presenter.ts';
import { rowsByIds } from './job-search.ts';
import { isPublicDetail, seekerVisible } from './job-visibility.ts';
import { isUuid } from '../../lib/uuid.ts';

type FactorRow = Record<`${'skills' | 'seniority' | 'location' | 'job_type' | 'salary'}_${'points' | 'max'}`, string | number | null> & {
  score: number | null;
  monthly_top: string | number | null;
  /** The job's skills with their keys as the database computes them (the score's own keys). */
  skill_list: { skill: string; key: string }[] | string | null;
  seniority: string | null;
  work_model: string | null;
  state: string | null;
  job_type: string | null;
};

const num = (v: string | number | null) => (v === null ? null : Number(v));
const round2 = (v: number) => Math.round(v * 100) / 100;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);

/**
 * `GET /v1/jobs/{uuid}/match` (docs/decisions/1704): the job's points per factor from the same SQL
 * as the list's score, the matched and missing skills, and the published courses that teach each
 * missing one. A job whose detail seekers cannot open is 404 first, whatever the settings.
 */
export async function getJobMatch(db: Db, uuid: string, profile: MatchProfile): Promise<JobMatch> {
  if (!isUuid(uuid)) throw notFound(JOB_NOT_FOUND_MESSAGE);
  const params = profile.params;
  const factors = params ? matchFactorsSql(params) : null;
  const columns = factors
    ? sql.join(
        Object.entries(factors).map(([name, f]) => sql`${f.points} AS ${sql.raw(`${name}_points`)}, ${f.max} AS ${sql.raw(`${name}_max`)}`),
        sql`, `,
      )
    : sql`NULL AS none`;
  const [row] = rowsOf<FactorRow>(
    await db.execute(sql`
      SELECT (SELECT json_agg(json_build_object('skill', s, 'key', public.rumo_skill_key(s)) ORDER BY n) FROM unnest(skills) WITH ORDINALITY AS u(s, n)) AS skill_list,
             seniority, work_model, state, job_type, ${monthlyTopSql()} AS monthly_top,
             ${params ? matchScoreSql(params) : sql`NULL::int`} AS score, ${columns}
      FROM jobs WHERE id = ${uuid} AND ${isPublicDetail}`),
  );
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  if (profile.status === 'off') return { status: 'off' };
  if (!params || !profile.curriculum) return { status: 'no_curriculum' };

  const factor = (name: 'skills' | 'seniority' | 'location' | 'job_type' | 'salary') => {
    const max = num(row[`${name}_max`]);
    return max === null ? null : { points: round2(num(row[`${name}_points`]) ?? 0), max };
  };
  // Matched and missing by the keys the score used (rumo_skill_key), each key once, as the job lists them.
  const cvKeys = new Set(params.skillKeys);
  const list = (typeof row.skill_list === 'string' ? (JSON.parse(row.skill_list) as { skill: string; key: string }[]) : row.skill_list) ?? [];
  const asked = list.filter((s, i) => s.key && list.findIndex((o) => o.key === s.key) === i);
  const missing = asked.filter((s) => !cvKeys.has(s.key));
  const courses = await coursesTeaching(
    db,
    missing.map((s) => s.key),
  );

  const skills = factor('skills');
  const seniority = factor('seniority');
  const location = factor('location');
  const jobType = factor('job_type');
  const salary = factor('salary');
  const jobSeniority = oneOf(SENIORITIES, row.seniority);
  const jobTypeValue = oneOf(JOB_TYPES, row.job_type);
  const breakdown: MatchBreakdown = {
    skills: skills && {
      ...skills,
      matched: asked.filter((s) => cvKeys.has(s.key)).map((s) => s.skill),
      missing: missing.map((s) => ({ skill: s.skill, courses: courses.get(s.key) ?? [] })),
    },
    seniority: seniority && jobSeniority ? { ...seniority, job: jobSeniority, cv_level: SENIORITIES[params.level]!, cv_years: params.years } : null,
    location: location && { ...location, work_model: oneOf(WORK_MODELS, row.work_model), job_state: row.state, cv_state: params.state },
    job_type: jobType && jobTypeValue ? { ...jobType, job: jobTypeValue, accepted: params.acceptedTypes } : null,
    salary: salary && params.lastSalary !== null ? { ...salary, job_monthly_top: round2(num(row.monthly_top) ?? 0), last_salary: params.lastSalary } : null,
  };
  return { status: 'on', curriculum: profile.curriculum, score: row.score === null ? null : Number(row.score), breakdown };
}

/**
 * Newest visible jobs scored for 'Vagas para você' (docs/decisions/1704): bounded so the dashboard
 * never scores the whole table — the newest FOR_YOU_CANDIDATES jobs published in the last
 * FOR_YOU_DAYS days.
 */
export const FOR_YOU_CANDIDATES = 2000;

/** `GET /v1/jobs/for-you`: up to FOR_YOU_MAX recent jobs scoring at least FOR_YOU_MIN_SCORE, best first. */
export async function jobsForYou(db: Db, profile: MatchProfile): Promise<ForYouResponse> {
  const params = profile.params;
  if (!params) return { status: profile.status, curriculum: null, data: [] };
  const scored = rowsOf<{ id: string; score: number }>(
    await db.execute(sql`
      SELECT id, score FROM (
        SELECT id, published_at, ${matchScoreSql(params)} AS score FROM (
          SELECT id, published_at, skill_keys, seniority, work_model, state, job_type, salary, salary_max, salary_currency, salary_period FROM jobs
          WHERE ${seekerVisible()} AND published_at > now() - make_interval(days => ${FOR_YOU_DAYS})
          ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST
          LIMIT ${FOR_YOU_CANDIDATES}
        ) AS recent
      ) AS candidates
      WHERE score >= ${FOR_YOU_MIN_SCORE}
      ORDER BY score DESC, published_at DESC, id DESC
      LIMIT ${FOR_YOU_MAX}`),
  );
  const scores = new Map(scored.map((r) => [r.id, Number(r.score)]));
  const rows = await rowsByIds(
    db,
    scored.map((r) => r.id),
  );
  return {
    status: 'on',
    curriculum: profile.curriculum,
    data: rows.map((row) => ({ ...toJobItem(row), compatibility: scores.get(row.id)! })),
  };
}
