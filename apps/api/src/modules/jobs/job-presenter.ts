import { JOB_CAPTATIONS, JOB_TYPES, SALARY_PERIODS, SENIORITIES, WORK_MODELS, type JobItem } from '@rumo/contract';
import type { JobRow } from './job-search.ts';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);

/** What leaves the server for a job: the contract's snake_case fields, nothing else. */
export function toJobItem(row: JobRow): JobItem {
  return {
    uuid: row.id,
    title: row.title,
    description: row.description,
    company: row.company,
    city: row.city,
    state: row.state,
    salary: row.salary === null ? null : Number(row.salary),
    salary_max: row.salaryMax === null ? null : Number(row.salaryMax),
    salary_currency: row.salaryCurrency,
    salary_period: oneOf(SALARY_PERIODS, row.salaryPeriod) ?? 'month',
    captation: oneOf(JOB_CAPTATIONS, row.captation) ?? 'direct',
    url: row.url,
    apply_url: row.applyUrl,
    remote_region: row.remoteRegion,
    affirmative: row.affirmative,
    expired_at: row.expiredAt ? row.expiredAt.toISOString() : null,
    // Values outside the lists (written by hand in the database) are sent as unknown, not as a 500.
    job_type: oneOf(JOB_TYPES, row.jobType),
    work_model: oneOf(WORK_MODELS, row.workModel),
    seniority: oneOf(SENIORITIES, row.seniority),
    published_at: row.publishedAt.toISOString(),
    skills: row.skills,
  };
}
