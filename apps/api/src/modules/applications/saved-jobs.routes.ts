import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, savedJobIdsResponse, savedJobListQuery, savedJobListResponse, savedJobParams, savedJobResponse } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { pipelineWriteLimit } from './pipeline-write-limit.ts';
import { listSavedJobs, saveJob, savedJobIds, unsaveJob } from './saved-jobs.service.ts';

const tags = ['vagas salvas'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

/** 'Vagas salvas' (decision 1702). */
export async function savedJobsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v1/saved-jobs',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Vagas salvas, das mais recentes para as mais antigas, com os dados do cartão da vaga',
        querystring: savedJobListQuery,
        response: { 200: savedJobListResponse, ...errors },
      },
    },
    async (req) => listSavedJobs(deps.db, req.query, currentUser(req)),
  );

  app.get(
    '/api/v1/saved-jobs/ids',
    { ...auth, schema: { tags, summary: 'Identificadores de todas as vagas salvas (os corações de uma página de vagas)', response: { 200: savedJobIdsResponse, ...errors } } },
    async (req) => ({ data: await savedJobIds(deps.db, currentUser(req)) }),
  );

  app.put(
    '/api/v1/saved-jobs/:jobId',
    {
      ...auth,
      config: pipelineWriteLimit,
      schema: {
        tags,
        summary: 'Salva a vaga (idempotente: 201 na primeira vez, 200 depois; vaga desconhecida 404)',
        params: savedJobParams,
        response: { 200: savedJobResponse, 201: savedJobResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { created, saved } = await saveJob(deps.db, req.params.jobId, currentUser(req));
      return reply.status(created ? 201 : 200).send({ data: saved });
    },
  );

  app.delete(
    '/api/v1/saved-jobs/:jobId',
    {
      ...auth,
      config: pipelineWriteLimit,
      schema: { tags, summary: 'Remove a vaga dos salvos (404 quando ela não está entre as suas)', params: savedJobParams, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await unsaveJob(deps.db, req.params.jobId, currentUser(req));
      return reply.status(204).send(null);
    },
  );
}
