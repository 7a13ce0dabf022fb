import {
  adminPlanOptionsResponse,
  adminSessionsRevokedResponse,
  adminUserDetailResponse,
  adminUserListQuery,
  adminUserListResponse,
  adminUserPlanRequest,
  adminUserPlanResponse,
  errorBody,
  uuidParam,
} from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { planOptions } from '../plans/index.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { changeUserPlan, getUserDetail, listUsers, revokeUserSessions } from './users.admin.service.ts';

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The console's 'Usuários' (decision 1405). Roles are changed through the staff routes (1401). */
export async function usersAdminRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = (capability: Parameters<typeof staffOnly>[2]) => staffOnly(db, app.authenticate, capability);

  app.get(
    '/api/admin/v1/users',
    {
      ...guard('users:read'),
      schema: { tags, summary: 'Usuários por nome ou e-mail (sem acentos, sem caixa)', querystring: adminUserListQuery, response: { 200: adminUserListResponse, ...errors } },
    },
    async (req) => listUsers(db, req.query),
  );

  app.get(
    '/api/admin/v1/users/:id',
    {
      ...guard('users:read'),
      schema: {
        tags,
        summary: 'Um usuário: plano, papéis, cadastro, última atividade, candidaturas, chamados e sessões ativas (nunca senhas ou tokens)',
        params: uuidParam,
        response: { 200: adminUserDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await getUserDetail(db, req.params.id) }),
  );

  app.get(
    '/api/admin/v1/plan-options',
    { ...guard('users:manage'), schema: { tags, summary: 'Planos que a equipe pode conceder (chave e nome)', response: { 200: adminPlanOptionsResponse, ...errors } } },
    async () => ({ data: await planOptions(db) }),
  );

  app.put(
    '/api/admin/v1/users/:id/plan',
    {
      ...guard('users:manage'),
      schema: {
        tags,
        summary: 'Coloca o usuário em um plano (chave; null = gratuito), registrado na auditoria',
        params: uuidParam,
        body: adminUserPlanRequest,
        response: { 200: adminUserPlanResponse, ...errors },
      },
    },
    async (req) => ({ data: await changeUserPlan(db, staffActor(req), req.params.id, req.body.plan) }),
  );

  app.post(
    '/api/admin/v1/users/:id/sessions/revoke',
    {
      ...guard('users:manage'),
      schema: { tags, summary: 'Encerra todas as sessões do usuário (registrado na auditoria)', params: uuidParam, response: { 200: adminSessionsRevokedResponse, ...errors } },
    },
    async (req) => ({ data: await revokeUserSessions(db, staffActor(req), req.params.id) }),
  );
}
