import type { ErrorBody } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { defaultJobs, jobsPage } from './tests/jobs-fixtures.ts';

/** Default answers of the jobs API for every screen test (a test overrides them with server.use). */
export const handlers: RequestHandler[] = [
  http.get('*/api/v1/jobs', () => HttpResponse.json(jobsPage(defaultJobs))),
  http.get('*/api/v1/jobs/:uuid', ({ params }) => {
    // Not a job: 'Vagas para você' (the match feature's handlers answer it; an msw resolver that returns nothing passes on).
    if (params.uuid === 'for-you') return undefined;
    const job = defaultJobs.find((j) => j.uuid === params.uuid);
    return job ? HttpResponse.json({ data: job }) : HttpResponse.json<ErrorBody>({ message: 'Vaga não encontrada.' }, { status: 404 });
  }),
];
