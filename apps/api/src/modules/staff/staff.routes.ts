import { auditListQuery, auditListResponse, errorBody, roleParams, staffListResponse, staffMeResponse, userRolesResponse } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listAudit } from './audit.ts';
import { capabilitiesOf } from './capabilities.ts';
import { changeRoleById, listStaff, rolesOf } from './roles.service.ts';
import { recordAdminRoutes, staffActor, staffOnly } from './staff-guard.ts';

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The staff console's API under /api/admin/v1 (decision 1401): every route names its capability. */
export async function staffRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = (capability: Parameters<typeof staffOnly>[2]) => staffOnly(db, app.authenticate, capability);

  app.get(
    '/api/admin/v1/me',
    {
      ...guard('console:access'),
      schema: { tags, summary: 'Papéis e permissões de quem está na equipe', response: { 200: staffMeResponse, ...errors } },
    },
    async (req) => {
      const roles = await rolesOf(db, currentUser(req).id);
      return { data: { roles, capabilities: capabilitiesOf(roles) } };
    },
  );

  app.get(
    '/api/admin/v1/audit',
    {
      ...guard('audit:read'),
      schema: {
        tags,
        summary: 'Auditoria: alterações da equipe, mais recentes primeiro, por pessoa, entidade e data',
        querystring: auditListQuery,
        response: { 200: auditListResponse, ...errors },
      },
    },
    async (req) => listAudit(db, req.query),
  );

  app.get(
    '/api/admin/v1/staff',
    { ...guard('roles:manage'), schema: { tags, summary: 'Pessoas da equipe e seus papéis', response: { 200: staffListResponse, ...errors } } },
    async () => ({ data: await listStaff(db) }),
  );

  app.put(
    '/api/admin/v1/users/:id/roles/:role',
    {
      ...guard('roles:manage'),
      schema: { tags, summary: 'Concede um papel a um usuário (registrado na auditoria)', params: roleParams, response: { 200: userRolesResponse, ...errors } },
    },
    async (req) => ({ data: await changeRoleById(db, staffActor(req), req.params.id, req.params.role, true) }),
  );

  app.delete(
    '/api/admin/v1/users/:id/roles/:role',
    {
      ...guard('roles:manage'),
      schema: { tags, summary: 'Retira um papel de um usuário (registrado na auditoria)', params: roleParams, response: { 200: userRolesResponse, ...errors } },
    },
    async (req) => ({ data: await changeRoleById(db, staffActor(req), req.params.id, req.params.role, false) }),
  );
}
