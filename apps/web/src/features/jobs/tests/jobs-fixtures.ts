import type { JobDetail, JobItem, JobsCompatibility, JobsListResponse } from '@rumo/contract';

/** Contract-typed jobs for screen tests. */
export function makeJob(n: number, overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Desenvolvedor(a) React ${n}`,
    description: 'Sobre a vaga\n- React\n- TypeScript',
    company: 'Nubank',
    city: 'São Paulo',
    state: 'SP',
    salary: 9500,
    salary_max: null,
    salary_currency: 'BRL',
    salary_period: 'month',
    captation: 'direct',
    url: 'https://empresa.example/vagas/1',
    apply_url: null,
    remote_region: null,
    affirmative: false,
    expired_at: null,
    job_type: 'CLT',
    work_model: 'híbrido',
    seniority: 'Pleno',
    published_at: '2026-11-10T12:00:00.000Z',
    skills: ['React', 'TypeScript'],
    is_expired: false,
    filled: false,
    ...overrides,
  };
}

export const toItem = ({ is_expired: _expired, filled: _filled, ...job }: JobDetail): JobItem => job;

/** No scores: what a visitor with compatibility switched off gets (docs/decisions/1704). */
export const compatibilityOff: JobsCompatibility = { status: 'off', curriculum: null, scores: {} };

export function jobsPage(
  jobs: JobDetail[],
  meta: Partial<JobsListResponse['meta']> = {},
  filters: Partial<JobsListResponse['filters']> = {},
  compatibility: JobsCompatibility = compatibilityOff,
): JobsListResponse {
  return {
    data: jobs.map(toItem),
    meta: { total: jobs.length, total_capped: false, per_page: 12, last_page: 1, current_page: 1, ...meta },
    filters: {
      states: [
        { value: 'SP', count: 120 },
        { value: 'RJ', count: 40 },
      ],
      cities: [
        { value: 'São Paulo', count: 90 },
        { value: 'Campinas', count: 30 },
      ],
      job_types: [{ value: 'CLT', count: 100 }],
      work_models: [{ value: 'remoto', count: 70 }],
      seniorities: [{ value: 'Pleno', count: 50 }],
      affirmative: 12,
      ...filters,
    },
    compatibility,
  };
}

export const defaultJobs = [
  makeJob(1),
  makeJob(2, { title: 'Analista de Dados', company: null, city: null, state: null, salary: null, captation: 'crawler' }),
  makeJob(3, { title: 'Engenheira de Software', captation: 'company', url: null }),
];
