import type { SavedJob } from '@rumo/contract';

export function makeSavedJob(n: number, overrides: Partial<SavedJob> = {}): SavedJob {
  return {
    job: {
      uuid: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: `Vaga salva ${n}`,
      company: 'Empresa Salva',
      city: 'Recife',
      state: 'PE',
      salary: 6000,
      salary_max: null,
      salary_currency: 'BRL',
      salary_period: 'month',
      captation: 'direct',
      work_model: 'remoto',
      published_at: '2026-11-01T12:00:00.000Z',
      expired_at: null,
    },
    saved_at: '2026-11-02T12:00:00.000Z',
    is_closed: false,
    application_uuid: null,
    ...overrides,
  };
}
