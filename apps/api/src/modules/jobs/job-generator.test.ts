import { describe, expect, it } from 'vitest';
import { JOB_CAPTATIONS } from '@rumo/contract';
import { generateJob } from './job-generator.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('generateJob', () => {
  it('is deterministic per index and differs between indexes', () => {
    expect(generateJob(42, now)).toEqual(generateJob(42, now));
    expect(generateJob(42, now).title === generateJob(43, now).title && generateJob(42, now).description === generateJob(43, now).description).toBe(false);
  });

  it('spreads 300 jobs over states, captations, salaries, urls, expiry and the last 60 days', () => {
    const jobs = Array.from({ length: 300 }, (_, i) => generateJob(i, now));
    expect(new Set(jobs.map((j) => j.state)).size).toBeGreaterThanOrEqual(14);
    expect(new Set(jobs.map((j) => j.captation))).toEqual(new Set(JOB_CAPTATIONS));
    expect(jobs.some((j) => j.salary === null) && jobs.some((j) => j.salary !== null)).toBe(true);
    expect(jobs.some((j) => j.url === null) && jobs.some((j) => j.url?.startsWith('https://')) && jobs.some((j) => j.url === '/jobs')).toBe(true);
    expect(jobs.some((j) => j.expiredAt && j.expiredAt < now) && jobs.some((j) => !j.expiredAt || j.expiredAt > now)).toBe(true);
    const ages = jobs.map((j) => (now.getTime() - j.publishedAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(jobs.every((j) => j.description.split('\n').length >= 8)).toBe(true);
  });

  it('gives some jobs a range, another period or currency, a remote region, an apply link or the PcD flag', () => {
    const jobs = Array.from({ length: 300 }, (_, i) => generateJob(i, now));
    expect(jobs.filter((j) => j.salary !== null && j.salaryMax !== null && j.salaryMax > j.salary).length).toBeGreaterThan(40);
    expect(jobs.some((j) => j.salary === null && j.salaryMax !== null)).toBe(true);
    expect(jobs.every((j) => j.salary === null || j.salaryMax === null || j.salaryMax >= j.salary)).toBe(true);
    expect(jobs.some((j) => j.salaryPeriod === 'hour' && j.salary !== null && j.salary < 200)).toBe(true);
    expect(jobs.some((j) => j.salaryCurrency === 'USD')).toBe(true);
    expect(jobs.every((j) => j.remoteRegion === null || j.workModel === 'remoto')).toBe(true);
    expect(jobs.some((j) => j.remoteRegion === 'Brasil')).toBe(true);
    expect(jobs.some((j) => j.applyUrl?.startsWith('https://'))).toBe(true);
    const pcd = jobs.filter((j) => j.affirmative).length;
    expect(pcd).toBeGreaterThan(10);
    expect(pcd).toBeLessThan(60);
  });
});
