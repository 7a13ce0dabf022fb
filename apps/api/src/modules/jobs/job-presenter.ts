import { JOB_CAPTATIONS, JOB_TYPES, SALARY_PERIODS, SENIORITIES, WORK_MODELS, type JobItem } from '@rumo/contract';
import type { JobRow } from './job-search.ts';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);

/** The fields of a job card (the list's and the saved jobs'), as stored. */
export type JobCardRow = Pick<
  JobRow,
  'id' | 'title' | 'company' | 'city' | 'state' | 'salary' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'captation' | 'workModel' | 'publishedAt' | 'expiredAt'
>;
export type JobCard = Pick<
  JobItem,
  'uuid' | 'title' | 'company' | 'city' | 'state' | 'salary' | 'salary_max' | 'salary_currency' | 'salary_period' | 'captation' | 'work_model' | 'published_at' | 'expired_at'
>;

/** A job card's contract fields; other modules (saved jobs, decision 1702) build their cards with it. */
export function toJobCard(row: JobCardRow): JobCard {
  return {
    uuid: row.id,
    title: row.title,
    company: row.company,
    city: row.city,
    state: row.state,
    salary: row.salary === null ? null : Number(row.salary),
    salary_max: row.salaryMax === null ? null : Number(row.salaryMax),
    salary_currency: row.salaryCurrency,
    // Values outside the lists (written by hand in the database) are sent as a default or unknown, not as a 500.
    salary_period: oneOf(SALARY_PERIODS, row.salaryPeriod) ?? 'month',
    captation: oneOf(JOB_CAPTATIONS, row.captation) ?? 'direct',
    work_model: oneOf(WORK_MODELS, row.workModel),
    published_at: row.publishedAt.toISOString(),
    expired_at: row.expiredAt ? row.expiredAt.toISOString() : null,
  };
}

/** What leaves the server for a job: the contract's snake_case fields, nothing else. */
export function toJobItem(row: JobRow): JobItem {
  return {
    ...toJobCard(row),
    description: row.description,
    url: row.url,
    apply_url: row.applyUrl,
    remote_region: row.remoteRegion,
    affirmative: row.affirmative,
    job_type: oneOf(JOB_TYPES, row.jobType),
    seniority: oneOf(SENIORITIES, row.seniority),
    skills: row.skills,
  };
}
