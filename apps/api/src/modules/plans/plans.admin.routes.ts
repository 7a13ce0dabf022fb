import { adminPlanResponse, adminPlansResponse, errorBody, planCreateRequest, planMoveRequest, planParams, planUpdateRequest } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { adminPlansPage, createPlan, movePlan, updatePlan } from './plans.admin.service.ts';

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody, 429: errorBody };

/** The console's 'Planos' (docs/decisions/1601): admins only (`plans:manage`), every write audited. */
export async function plansAdminRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = staffOnly(db, app.authenticate, 'plans:manage');

  app.get(
    '/api/admin/v1/plans',
    {
      ...guard,
      schema: { tags, summary: 'Planos na ordem do usuário, visíveis e retirados, com recursos e quantos usuários têm cada um', response: { 200: adminPlansResponse, ...errors } },
    },
    async () => ({ data: await adminPlansPage(db) }),
  );

  app.post(
    '/api/admin/v1/plans',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cria um plano (chave gerada a partir do nome ou informada; 409 se já existe), no fim da lista (registrado na auditoria)',
        body: planCreateRequest,
        response: { 201: adminPlanResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await createPlan(db, staffActor(req), req.body) }),
  );

  app.patch(
    '/api/admin/v1/plans/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Altera nome, preço, destaque, visibilidade e recursos; vale para os usuários do plano na próxima requisição (registrado na auditoria)',
        params: planParams,
        body: planUpdateRequest,
        response: { 200: adminPlanResponse, ...errors },
      },
    },
    async (req) => ({ data: await updatePlan(db, staffActor(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/admin/v1/plans/:id/move',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Sobe ou desce o plano uma posição na ordem que o usuário vê (registrado na auditoria)',
        params: planParams,
        body: planMoveRequest,
        response: { 200: z.object({ data: adminPlansResponse.shape.data.shape.plans }), ...errors },
      },
    },
    async (req) => ({ data: await movePlan(db, staffActor(req), req.params.id, req.body) }),
  );
}
