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
});
