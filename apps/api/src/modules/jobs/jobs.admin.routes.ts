import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBody,
  jobAdminDetailResponse,
  jobAdminPatch,
  jobBulkRequest,
  jobBulkResponse,
  jobsAdminListQuery,
  jobsAdminListResponse,
  jobsReviewCountResponse,
  uuidParam,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { countPendingJobs, listJobsForModeration } from './job-moderation-list.ts';
import { editJob, getJobForModeration, moderateJobs } from './job-moderation.service.ts';

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The console's job moderation under /api/admin/v1/jobs (decision 1402), capability `jobs:moderate`. */
export async function jobsAdminRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = staffOnly(db, app.authenticate, 'jobs:moderate');

  app.get(
    '/api/admin/v1/jobs',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Vagas para moderação: situação, origem, empresa, estado, datas e busca; possíveis duplicatas',
        querystring: jobsAdminListQuery,
        response: { 200: jobsAdminListResponse, ...errors },
      },
    },
    async (req) => listJobsForModeration(db, req.query),
  );

  app.get(
    '/api/admin/v1/jobs/review-count',
    { ...guard, schema: { tags, summary: "Quantas vagas estão 'Em revisão' (contador do menu)", response: { 200: jobsReviewCountResponse, ...errors } } },
    async () => ({ data: { pending: await countPendingJobs(db) } }),
  );

  app.get(
    '/api/admin/v1/jobs/:id',
    {
      ...guard,
      schema: { tags, summary: 'Vaga completa para edição, com possíveis duplicatas e histórico', params: uuidParam, response: { 200: jobAdminDetailResponse, ...errors } },
    },
    async (req) => ({ data: await getJobForModeration(db, req.params.id) }),
  );

  app.patch(
    '/api/admin/v1/jobs/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Corrige campos de uma vaga (registrado na auditoria)',
        params: uuidParam,
        body: jobAdminPatch,
        response: { 200: jobAdminDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await editJob(db, staffActor(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/admin/v1/jobs/bulk',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Aprova, rejeita (com motivo), marca como preenchidas ou expira até 100 vagas de uma vez (registrado na auditoria)',
        body: jobBulkRequest,
        response: { 200: jobBulkResponse, ...errors },
      },
    },
    async (req) => ({ data: { changed: await moderateJobs(db, staffActor(req), req.body) } }),
  );
}
