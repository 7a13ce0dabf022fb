import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, sourceCreateRequest, sourceDetailResponse, sourcePatchRequest, sourceSyncResponse, sourcesListResponse, uuidParam } from '@rumo/contract';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { SOURCES_SYNC_JOB } from './sources.background-job.ts';
import { createSource, getSource, listSources, removeSource, requestSync, updateSource } from './sources.service.ts';

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The console's job sources ('Fontes', decision 1502) under /api/admin/v1/sources, capability `sources:manage`. */
export async function sourcesAdminRoutes(fastify: FastifyInstance, { db, jobs, config }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = staffOnly(db, app.authenticate, 'sources:manage');
  const policy = { allowPrivateAddresses: config.sourcesAllowPrivateAddresses };

  app.get(
    '/api/admin/v1/sources',
    { ...guard, schema: { tags, summary: 'Fontes de vagas com vagas ativas e a última sincronização', response: { 200: sourcesListResponse, ...errors } } },
    async () => ({ data: await listSources(db) }),
  );

  app.post(
    '/api/admin/v1/sources',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cadastra uma fonte de vagas (registrado na auditoria)',
        body: sourceCreateRequest,
        response: { 201: sourceDetailResponse, 409: errorBody, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await createSource(db, staffActor(req), req.body, policy) }),
  );

  app.get(
    '/api/admin/v1/sources/:id',
    { ...guard, schema: { tags, summary: 'Uma fonte com as últimas 20 sincronizações', params: uuidParam, response: { 200: sourceDetailResponse, ...errors } } },
    async (req) => ({ data: await getSource(db, req.params.id) }),
  );

  app.patch(
    '/api/admin/v1/sources/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera nome, endereço base, confiança, intervalo ou pausa uma fonte (registrado na auditoria)',
        params: uuidParam,
        body: sourcePatchRequest,
        response: { 200: sourceDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateSource(db, staffActor(req), req.params.id, req.body, policy) }),
  );

  app.delete(
    '/api/admin/v1/sources/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Remove uma fonte; suas vagas sem outra fonte expiram (registrado na auditoria)',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeSource(db, staffActor(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/v1/sources/:id/sync',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Pede uma sincronização agora: o agendador a faz em seguida, ou aguarda a que está em andamento (registrado na auditoria)',
        params: uuidParam,
        response: { 202: sourceSyncResponse, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await requestSync(db, staffActor(req), req.params.id);
      // Kicked while waiting too: a lease that has just lapsed is taken over by this pass.
      jobs.kick(SOURCES_SYNC_JOB);
      return reply.status(202).send({ data: { queued: true as const, ...answer } });
    },
  );
}
