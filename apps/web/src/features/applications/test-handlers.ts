import type { Application, ErrorBody, UpdateApplicationStatusRequest } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { applicationsPage, defaultApplications, makeApplication } from './tests/applications-fixtures.ts';

/** Default answers of the applications API for every screen test (a test overrides them with server.use). */
export const handlers: RequestHandler[] = [
  // The board and 'Vagas salvas' (decision 1702): nothing saved, the default applications on the board.
  http.get('*/api/v1/applications/board', () => HttpResponse.json({ data: { saved: [], applications: defaultApplications } })),
  http.get('*/api/v1/saved-jobs/ids', () => HttpResponse.json({ data: [] })),
  http.get('*/api/v1/saved-jobs', () => HttpResponse.json({ data: [], meta: { total: 0, per_page: 20, last_page: 1, current_page: 1 } })),
  http.get('*/api/v1/applications', ({ request }) => {
    const url = new URL(request.url);
    const jobUuid = url.searchParams.get('job_uuid');
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const data = jobUuid ? defaultApplications.filter((a) => a.job.uuid === jobUuid) : defaultApplications.slice(0, perPage);
    return HttpResponse.json(applicationsPage(data, { per_page: perPage, total: jobUuid ? data.length : defaultApplications.length }));
  }),
  http.post('*/api/v1/applications', async ({ request }) => {
    const { job_uuid } = (await request.json()) as { job_uuid: string };
    const existing = defaultApplications.find((a) => a.job.uuid === job_uuid);
    if (existing) return HttpResponse.json({ data: existing });
    return HttpResponse.json({ data: makeApplication(99, { job: { ...makeApplication(99).job, uuid: job_uuid } }) }, { status: 201 });
  }),
  http.put('*/api/v1/applications/:uuid/status', async ({ params, request }) => {
    const found = defaultApplications.find((a) => a.uuid === params.uuid);
    if (!found) return HttpResponse.json<ErrorBody>({ message: 'Candidatura não encontrada.' }, { status: 404 });
    const { status } = (await request.json()) as UpdateApplicationStatusRequest;
    const now = new Date().toISOString();
    const updated: Application = { ...found, status, updated_at: now, history: [...found.history, { status, changed_at: now }] };
    return HttpResponse.json({ data: updated });
  }),
];
