import {
  adminTicketListQuery,
  adminTicketListResponse,
  adminTicketParams,
  adminTicketReplyRequest,
  adminTicketResponse,
  adminTicketUpdateRequest,
  errorBody,
  ticketAssigneesResponse,
} from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { outboxDeliveryJob } from '../../lib/system.background-jobs.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { addStaffMessage, getTicketForStaff, listAssignees, listTickets, updateTicket } from './support.admin.service.ts';

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The console's 'Chamados' (decision 1403): every route needs `tickets:manage`. */
export async function supportAdminRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  recordAdminRoutes(app);
  const guard = staffOnly(db, app.authenticate, 'tickets:manage');
  // With SMTP, the reply's e-mail leaves right after the answer instead of at the next tick of the job.
  const deliverSoon = async () => void setImmediate(() => deps.jobs.kick(outboxDeliveryJob.name));

  app.get(
    '/api/admin/v1/tickets',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Chamados: caixa de entrada por status, responsável e busca, com contagem por status',
        querystring: adminTicketListQuery,
        response: { 200: adminTicketListResponse, ...errors },
      },
    },
    async (req) => listTickets(db, staffActor(req), req.query),
  );

  app.get(
    '/api/admin/v1/tickets/assignees',
    { ...guard, schema: { tags, summary: 'Pessoas da equipe que podem receber chamados', response: { 200: ticketAssigneesResponse, ...errors } } },
    async () => ({ data: await listAssignees(db) }),
  );

  app.get(
    '/api/admin/v1/tickets/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Um chamado com a conversa inteira (notas internas incluídas) e o usuário',
        params: adminTicketParams,
        response: { 200: adminTicketResponse, ...errors },
      },
    },
    async (req) => ({ data: await getTicketForStaff(db, req.params.id) }),
  );

  app.post(
    '/api/admin/v1/tickets/:id/messages',
    {
      ...guard,
      onResponse: deliverSoon,
      schema: {
        tags,
        summary: 'Responde ao usuário (enviado por e-mail; o chamado fica Respondido) ou escreve uma nota interna (o usuário não vê)',
        params: adminTicketParams,
        body: adminTicketReplyRequest,
        response: { 201: adminTicketResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await addStaffMessage(deps, staffActor(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/admin/v1/tickets/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Muda o status e/ou o responsável do chamado (registrado na auditoria)',
        params: adminTicketParams,
        body: adminTicketUpdateRequest,
        response: { 200: adminTicketResponse, ...errors },
      },
    },
    async (req) => ({ data: await updateTicket(db, staffActor(req), req.params.id, req.body) }),
  );
}
