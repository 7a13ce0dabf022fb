import type { Application, ApplicationListResponse } from '@rumo/contract';

export function makeApplication(n: number, overrides: Partial<Application> = {}): Application {
  const created = `2026-11-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`;
  return {
    uuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status: 'open',
    created_at: created,
    updated_at: created,
    job: { uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, title: `Vaga ${n}`, company: 'Empresa', city: 'Recife', state: 'PE', salary: 7000 },
    history: [{ status: 'open', changed_at: created }],
    notes: '',
    curriculum_uuid: null,
    contacts: [],
    next_step_date: null,
    next_step_time: null,
    last_moved_at: overrides.history?.at(-1)?.changed_at ?? created,
    stale_days: null,
    ...overrides,
  };
}

export const defaultApplications: Application[] = [
  makeApplication(1, {
    status: 'interview',
    job: { uuid: '00000000-0000-4000-8000-000000000001', title: 'Desenvolvedora Back-end', company: 'Nubank', city: 'São Paulo', state: 'SP', salary: 12000 },
    history: [
      { status: 'open', changed_at: '2026-11-01T12:00:00.000Z' },
      { status: 'review', changed_at: '2026-11-04T12:00:00.000Z' },
      { status: 'interview', changed_at: '2026-11-09T12:00:00.000Z' },
    ],
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-09T12:00:00.000Z',
  }),
  makeApplication(2, {
    status: 'rejected',
    job: { uuid: '00000000-0000-4000-8000-000000000002', title: 'Analista de Dados', company: null, city: null, state: null, salary: null },
  }),
  makeApplication(3, { status: 'approved' }),
];

export function applicationsPage(data: Application[], meta: Partial<ApplicationListResponse['meta']> = {}): ApplicationListResponse {
  return { data, meta: { total: data.length, per_page: 10, last_page: 1, current_page: 1, ...meta } };
}
