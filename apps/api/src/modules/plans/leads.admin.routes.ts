import { errorBody, leadFilterQuery, leadListQuery, leadListResponse, leadParams, leadResponse, leadUpdateRequest } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { leadsCsv, leadsCsvFilename } from './leads.csv.ts';
import { convertLead, leadsForExport, listLeads, recordLeadExport, updateLead } from './leads.service.ts';

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody, 429: errorBody };

/** The console's 'Interessados' (decision 1404): list, follow-up, conversion and CSV export. */
export async function leadsAdminRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = (capability: Parameters<typeof staffOnly>[2]) => staffOnly(db, app.authenticate, capability);

  app.get(
    '/api/admin/v1/leads',
    {
      ...guard('leads:read'),
      schema: { tags, summary: 'Interessados: pedidos de plano por status, nome ou e-mail', querystring: leadListQuery, response: { 200: leadListResponse, ...errors } },
    },
    async (req) => listLeads(db, req.query),
  );

  const exportGuard = guard('leads:export');
  app.get(
    '/api/admin/v1/leads/export.csv',
    {
      ...exportGuard,
      config: { ...exportGuard.config, rateLimit: [{ name: 'leads-export', limit: LIMITS.exportPerUser, by: 'user' }] },
      schema: {
        tags,
        summary: 'Interessados em CSV (UTF-8 com BOM, ";", filtrado como a lista, até 50.000 linhas; registrado na auditoria)',
        querystring: leadFilterQuery,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (req, reply) => {
      const leads = await leadsForExport(db, req.query);
      await recordLeadExport(db, staffActor(req), req.query, leads.length);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${leadsCsvFilename()}"`).send(leadsCsv(leads));
    },
  );

  app.patch(
    '/api/admin/v1/leads/:userId/:planId',
    {
      ...guard('leads:manage'),
      schema: {
        tags,
        summary: 'Muda o status e as anotações de um interessado (registrado na auditoria)',
        params: leadParams,
        body: leadUpdateRequest,
        response: { 200: leadResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateLead(db, staffActor(req), req.params, req.body) }),
  );

  app.post(
    '/api/admin/v1/leads/:userId/:planId/convert',
    {
      ...guard('leads:manage'),
      schema: {
        tags,
        summary: 'Converter: concede o plano pedido e marca o interessado como convertido (registrado na auditoria)',
        params: leadParams,
        response: { 200: leadResponse, ...errors },
      },
    },
    async (req) => ({ data: await convertLead(db, staffActor(req), req.params) }),
  );
}
