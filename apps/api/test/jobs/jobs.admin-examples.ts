import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';
import { buildJob } from './job-factory.ts';

/** Valid requests for the job moderation routes (decision 1402), for the authorization matrix. */
export const examples: AdminRouteExamples = {
  'GET /api/admin/v1/jobs/:id': async ({ db }) => ({ url: `/api/admin/v1/jobs/${(await buildJob(db)).id}` }),
  'PATCH /api/admin/v1/jobs/:id': async ({ db }) => ({ url: `/api/admin/v1/jobs/${(await buildJob(db)).id}`, payload: { title: 'Analista de Dados' } }),
  'POST /api/admin/v1/jobs/bulk': async ({ db }) => ({ payload: { action: 'approve', ids: [(await buildJob(db, { moderationStatus: 'pending' })).id] } }),
};
