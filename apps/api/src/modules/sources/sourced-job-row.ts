import { createHash } from 'node:crypto';
import { htmlToText } from '../jobs/index.ts';
import type { SourcedJob } from './sourced-job.ts';

/** The jobs table's bound on a description (the import's too). */
const MAX_DESCRIPTION = 20_000;

/** A job's columns as the pipeline writes them, in the shape `jsonb_to_recordset` reads (snake case, ISO dates). */
export type JobRow = {
  title: string;
  description: string;
  company: string | null;
  city: string | null;
  state: string | null;
  salary: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: string;
  url: string | null;
  apply_url: string | null;
  remote_region: string | null;
  affirmative: boolean;
  job_type: string | null;
  work_model: string | null;
  seniority: string | null;
  skills: string[];
  /** Null when the feed gives none: a new job is published now, an updated one keeps its date. */
  published_at: string | null;
  expired_at: string | null;
};

/** The columns of `JobRow` for `jsonb_to_recordset(...) AS x(...)`, typed as in the jobs table. */
export const JOB_ROW_COLUMNS = `title text, description text, company text, city text, state text, salary numeric, salary_max numeric,
  salary_currency text, salary_period text, url text, apply_url text, remote_region text, affirmative boolean, job_type text,
  work_model text, seniority text, skills text[], published_at timestamptz, expired_at timestamptz`;

const cents = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/**
 * A mapped record as a job row (docs/decisions/1502): the sanitised HTML becomes our plain text with
 * '\n' lines through the import's own converter; the source's name fills the company when the feed
 * has none (Lever, Workable postings); a publication date in the future is read as now (a feed must
 * not pin its job to the top of the newest-first list); `salary` holds the minimum, or the single
 * value when the feed gives only one bound.
 */
export function toJobRow(job: SourcedJob, sourceName: string, now: Date): JobRow {
  const salary = job.salary;
  const low = salary ? (salary.min ?? salary.max) : null;
  const high = salary && salary.min !== null && salary.max !== null ? salary.max : null;
  const published = job.publishedAt && job.publishedAt.getTime() > now.getTime() ? now : job.publishedAt;
  return {
    title: job.title,
    description: htmlToText(job.descriptionHtml).slice(0, MAX_DESCRIPTION),
    company: job.company ?? sourceName.slice(0, 200),
    city: job.city,
    state: job.state,
    salary: cents(low),
    salary_max: cents(high),
    salary_currency: salary?.currency ?? 'BRL',
    salary_period: salary?.period ?? 'month',
    url: job.url,
    apply_url: job.applyUrl,
    remote_region: job.remoteRegion,
    affirmative: job.affirmative,
    job_type: job.jobType,
    work_model: job.workModel,
    seniority: job.seniority,
    skills: job.skills,
    published_at: published?.toISOString() ?? null,
    expired_at: job.expiresAt?.toISOString() ?? null,
  };
}

/**
 * What makes a record "changed": the hash of its row (the publication date as the feed gave it, so
 * a clamp to "now" does not change the hash from one sync to the next). Same hash → no write.
 */
export function contentHash(job: SourcedJob, sourceName: string): string {
  const row = toJobRow(job, sourceName, new Date(8.64e15));
  return createHash('sha256').update(JSON.stringify(row)).digest('base64url');
}

/** The dedupe key as `jobs_dedupe_idx` folds it (case and accents ignored), for records of one batch. */
export function dedupeKey(row: Pick<JobRow, 'company' | 'title' | 'city'>): string {
  const fold = (s: string | null) =>
    (s ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return `${fold(row.company)}\u0000${fold(row.title)}\u0000${fold(row.city)}`;
}
