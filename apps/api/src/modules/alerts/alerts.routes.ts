import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, jobAlertIdParam, jobAlertListResponse, jobAlertRequest, jobAlertResponse, jobPositionsResponse, jobTypesResponse } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listJobTypes, listPositions } from './alert-options.service.ts';
import { createAlert, deleteAlert, listAlerts, parseAlertId, updateAlert } from './alerts.service.ts';
import { unsubscribeRoutes } from './delivery/unsubscribe.routes.ts';

const tags = ['alertas'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

export async function alertsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const { db } = deps;

  app.get(
    '/api/v1/job-alerts',
    { ...auth, schema: { tags, summary: 'Alertas de vagas do usuário (mais novos primeiro)', response: { 200: jobAlertListResponse, ...errors } } },
    async (req) => ({
      data: await listAlerts(db, currentUser(req).id),
    }),
  );

  app.post(
    '/api/v1/job-alerts',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cria um alerta (até 10 por dia e 20 no total por usuário; 429 acima do limite diário)',
        body: jobAlertRequest,
        response: { 201: jobAlertResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await createAlert(db, req.body, currentUser(req).id) }),
  );

  app.put(
    '/api/v1/job-alerts/:id',
    {
      ...auth,
      schema: { tags, summary: 'Atualiza um alerta (substitui todos os campos)', params: jobAlertIdParam, body: jobAlertRequest, response: { 200: jobAlertResponse, ...errors } },
    },
    async (req) => ({ data: await updateAlert(db, parseAlertId(req.params.id), req.body, currentUser(req).id) }),
  );

  app.delete(
    '/api/v1/job-alerts/:id',
    { ...auth, schema: { tags, summary: 'Remove um alerta', params: jobAlertIdParam, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteAlert(db, parseAlertId(req.params.id), currentUser(req).id);
      return reply.status(204).send(null);
    },
  );

  // Reference lists: public (no personal data), so registration and the curriculum can use them too.
  app.get(
    '/api/v1/job-alerts/positions',
    { schema: { tags, summary: 'Cargos (também as opções de cargo do currículo), em ordem alfabética', security: [], response: { 200: jobPositionsResponse, 401: errorBody } } },
    async () => ({ data: await listPositions(db) }),
  );

  app.get('/api/v1/job-alerts/types', { schema: { tags, summary: 'Tipos de contratação', security: [], response: { 200: jobTypesResponse, 401: errorBody } } }, async () => ({
    data: await listJobTypes(db),
  }));

  await unsubscribeRoutes(app, deps);
}
