import { consoleOverviewResponse, errorBody } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { capabilitiesOf } from './capabilities.ts';
import { consoleOverview } from './console-overview.service.ts';
import { rolesOf } from './roles.service.ts';
import { recordAdminRoutes, staffOnly } from './staff-guard.ts';

/** GET /api/admin/v1/overview: the console home's numbers (decision 1405). */
export async function consoleOverviewRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  app.get(
    '/api/admin/v1/overview',
    {
      ...staffOnly(db, app.authenticate, 'console:access'),
      schema: {
        tags: ['console'],
        summary: 'Painel: vagas em revisão, chamados abertos, interessados novos, cadastros e usuários ativos por dia (30 dias), e-mails de alerta',
        response: { 200: consoleOverviewResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => ({ data: await consoleOverview(db, capabilitiesOf(await rolesOf(db, currentUser(req).id))) }),
  );
}
