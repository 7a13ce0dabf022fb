import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, jobDetailResponse, jobsListQuery, jobsListResponse, jobUuidParam } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { getJob, listJobs } from './jobs.service.ts';

const tags = ['vagas'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

export async function jobsRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v1/jobs',
    {
      ...auth,
      // A search nobody cached costs real database work: bounded per user (docs/decisions/0705).
      config: { rateLimit: [{ name: 'search', limit: LIMITS.searchPerUser, by: 'user' }] },
      schema: {
        tags,
        summary: 'Busca de vagas (texto em português, filtros, opções de filtro com contagens)',
        querystring: jobsListQuery,
        response: { 200: jobsListResponse, ...errors },
      },
    },
    async (req) => listJobs(db, req.query),
  );

  app.get(
    '/api/v1/jobs/:uuid',
    { ...auth, schema: { tags, summary: 'Detalhe de uma vaga (também expirada)', params: jobUuidParam, response: { 200: jobDetailResponse, ...errors } } },
    async (req) => ({ data: await getJob(db, req.params.uuid) }),
  );
}
