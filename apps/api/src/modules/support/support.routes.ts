import { createTicketRequest, errorBody, ticketIdParam, ticketListResponse, ticketResponse, ticketUserReplyRequest } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import { supportAdminRoutes } from './support.admin.routes.ts';
import { addUserMessage, createTicket, getMyTicket, listMyTickets, resolveMyTicket } from './support.service.ts';

const tags = ['suporte'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

// docs/decisions/1403: opening tickets and writing in them are limited per user (the staff inbox is
// read by people); reading is not.
const limits = {
  create: {
    rateLimit: [
      { name: 'ticket-create', limit: LIMITS.ticketCreatePerUser, by: 'user' as const, message: 'Você abriu muitos chamados seguidos. Aguarde um pouco antes de abrir outro.' },
    ],
  },
  message: {
    rateLimit: [{ name: 'ticket-message', limit: LIMITS.ticketMessagePerUser, by: 'user' as const, message: 'Muitas mensagens seguidas. Aguarde um pouco antes de enviar outra.' }],
  },
};

/** Support tickets ('Chamados'): the user's side under /api/v1/support/tickets, the staff's under /api/admin/v1/tickets. */
export async function supportRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const { db } = deps;

  app.post(
    '/api/v1/support/tickets',
    {
      ...auth,
      config: limits.create,
      schema: { tags, summary: 'Abre um chamado (Assunto e Mensagem); até 5 por hora', body: createTicketRequest, response: { 201: ticketResponse, ...errors } },
    },
    async (req, reply) => reply.status(201).send({ data: await createTicket(db, currentUser(req).id, req.body) }),
  );

  app.get(
    '/api/v1/support/tickets',
    { ...auth, schema: { tags, summary: 'Meus chamados, com atividade mais recente primeiro', response: { 200: ticketListResponse, ...errors } } },
    async (req) => ({ data: await listMyTickets(db, currentUser(req).id) }),
  );

  app.get(
    '/api/v1/support/tickets/:id',
    { ...auth, schema: { tags, summary: 'Um chamado e sua conversa (sem as notas internas da equipe)', params: ticketIdParam, response: { 200: ticketResponse, ...errors } } },
    async (req) => ({ data: await getMyTicket(db, currentUser(req).id, req.params.id) }),
  );

  app.post(
    '/api/v1/support/tickets/:id/messages',
    {
      ...auth,
      config: limits.message,
      schema: {
        tags,
        summary: 'Responde no chamado; ele volta a ficar Aberto',
        params: ticketIdParam,
        body: ticketUserReplyRequest,
        response: { 201: ticketResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await addUserMessage(db, currentUser(req).id, req.params.id, req.body.message) }),
  );

  app.post(
    '/api/v1/support/tickets/:id/resolve',
    {
      ...auth,
      config: limits.message,
      schema: { tags, summary: 'Marca o chamado como Resolvido (uma nova mensagem o reabre)', params: ticketIdParam, response: { 200: ticketResponse, ...errors } },
    },
    async (req) => ({ data: await resolveMyTicket(db, currentUser(req).id, req.params.id) }),
  );

  await supportAdminRoutes(app, deps);
}
