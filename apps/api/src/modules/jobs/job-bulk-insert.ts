import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';
import type { NewJob } from './job-generator.ts';

/** Columns in the JSON rows handed to jsonb_to_recordset, typed as in the jobs table. */
const RECORD_TYPE = sql.raw(
  `x(external_id text, title text, description text, company text, city text, state text, salary numeric, salary_max numeric,
     salary_currency text, salary_period text, captation text, url text, apply_url text, remote_region text, affirmative boolean,
     expired_at timestamptz, job_type text, work_model text, seniority text, skills text[], published_at timestamptz)`,
);

export function toRecord(job: NewJob) {
  return {
    external_id: job.externalId,
    title: job.title,
    description: job.description,
    company: job.company,
    city: job.city,
    state: job.state,
    salary: job.salary,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    salary_period: job.salaryPeriod,
    captation: job.captation,
    url: job.url,
    apply_url: job.applyUrl,
    remote_region: job.remoteRegion,
    affirmative: job.affirmative,
    expired_at: job.expiredAt?.toISOString() ?? null,
    job_type: job.jobType,
    work_model: job.workModel,
    seniority: job.seniority,
    skills: job.skills,
    published_at: job.publishedAt.toISOString(),
  };
}

/**
 * Inserts many jobs in ONE statement: the whole batch travels as a single JSON parameter
 * (no per-row placeholders, so no 65,535-parameter limit, and the same SQL on PGlite and
 * PostgreSQL). Rows whose external_id already exists are skipped. Returns how many were inserted.
 */
export async function insertJobsSkippingExisting(db: Db, jobs: NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const payload = JSON.stringify(jobs.map(toRecord));
  const result = await db.execute(sql`
    WITH inserted AS (
      INSERT INTO jobs (external_id, title, description, company, city, state, salary, salary_max, salary_currency, salary_period,
                        captation, url, apply_url, remote_region, affirmative, expired_at, job_type, work_model, seniority, skills, published_at)
      SELECT external_id, title, description, company, city, state, salary, salary_max, salary_currency, salary_period,
             captation, url, apply_url, remote_region, affirmative, expired_at, job_type, work_model, seniority, coalesce(skills, '{}'), published_at
      FROM jsonb_to_recordset(${payload}::jsonb) AS ${RECORD_TYPE}
      ON CONFLICT (external_id) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM inserted`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
