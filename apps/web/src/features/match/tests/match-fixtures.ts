import type { ForYouResponse, JobMatch, MatchBreakdown, MatchSettings } from '@rumo/contract';

export const MATCH_CV = { uuid: '6b1f4c2a-1d2e-4f3a-9b8c-7d6e5f4a3b2c', name: 'Ana Souza' };
export const COURSE_UUID = 'c0000000-0000-4000-8000-000000000001';

/** A hand-worked pair: 25 + 15 + 15 + 10 + 0 of 100 → 65. */
export const sampleBreakdown: MatchBreakdown = {
  skills: {
    points: 25,
    max: 50,
    matched: ['React', 'TypeScript'],
    missing: [
      { skill: 'Docker', courses: [{ uuid: COURSE_UUID, name: 'Contêineres na prática', step_name: 'Infraestrutura' }] },
      { skill: 'Kubernetes', courses: [] },
    ],
  },
  seniority: { points: 15, max: 15, job: 'Pleno', cv_level: 'Pleno', cv_years: 4.6 },
  location: { points: 15, max: 15, work_model: 'remoto', job_state: null, cv_state: 'SP' },
  job_type: { points: 10, max: 10, job: 'PJ', accepted: ['CLT', 'PJ'] },
  salary: { points: 0, max: 10, job_monthly_top: 6000, last_salary: 8000 },
};

export const matchOn = (overrides: Partial<Extract<JobMatch, { status: 'on' }>> = {}): JobMatch => ({
  status: 'on',
  curriculum: MATCH_CV,
  score: 65,
  breakdown: sampleBreakdown,
  ...overrides,
});

export const settings = (overrides: Partial<MatchSettings> = {}): MatchSettings => ({ enabled: true, curriculum_uuid: null, curriculum: MATCH_CV, ...overrides });

export const forYouOff: ForYouResponse = { status: 'off', curriculum: null, data: [] };
