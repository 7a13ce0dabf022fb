import { z } from './zod.ts';
import { pageQuery } from './common.ts';

/** Support tickets ('Chamados', decision 1403): statuses as stored; the web shows them in pt-BR. */
export const TICKET_STATUSES = ['open', 'answered', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = { open: 'Aberto', answered: 'Respondido', resolved: 'Resolvido' };

export const TICKET_SUBJECT_MIN = 3;
export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MIN = 10;
export const TICKET_MESSAGE_MAX = 5000;

const subject = z
  .string({ message: 'O campo Assunto é obrigatório.' })
  .trim()
  .min(TICKET_SUBJECT_MIN, { message: `O Assunto deve ter pelo menos ${TICKET_SUBJECT_MIN} caracteres.` })
  .max(TICKET_SUBJECT_MAX, { message: `O Assunto deve ter no máximo ${TICKET_SUBJECT_MAX} caracteres.` });

const userMessage = z
  .string({ message: 'O campo Mensagem é obrigatório.' })
  .trim()
  .min(TICKET_MESSAGE_MIN, { message: `A Mensagem deve ter pelo menos ${TICKET_MESSAGE_MIN} caracteres.` })
  .max(TICKET_MESSAGE_MAX, { message: `A Mensagem deve ter no máximo ${TICKET_MESSAGE_MAX} caracteres.` });

export const ticketStatus = z.enum(TICKET_STATUSES, { message: 'Status inválido. Use open, answered ou resolved.' });

/** Kept as text so that a malformed id answers 404 like an unknown one (the user's own resources). */
export const ticketIdParam = z.object({ id: z.string().max(100) });

// ---- The user's side (/api/v1/support/tickets) ----

export const createTicketRequest = z.object({ subject, message: userMessage });
export type CreateTicketRequest = z.infer<typeof createTicketRequest>;

export const ticketUserReplyRequest = z.object({ message: userMessage });
export type TicketUserReplyRequest = z.infer<typeof ticketUserReplyRequest>;

export const ticketSummary = z.object({
  uuid: z.uuid(),
  subject: z.string(),
  status: ticketStatus,
  created_at: z.string(),
  /** Last activity: the newest message or status change. */
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/** What the user sees of a message: never internal notes, never the staff member's name ('Equipe Rumo'). */
export const ticketUserMessage = z.object({ id: z.number(), author: z.enum(['user', 'staff']), body: z.string(), created_at: z.string() });
export type TicketUserMessage = z.infer<typeof ticketUserMessage>;

export const ticketDetail = ticketSummary.extend({ messages: z.array(ticketUserMessage) });
export type TicketDetail = z.infer<typeof ticketDetail>;

export const ticketListResponse = z.object({ data: z.array(ticketSummary) });
export type TicketListResponse = z.infer<typeof ticketListResponse>;
export const ticketResponse = z.object({ data: ticketDetail });
export type TicketResponse = z.infer<typeof ticketResponse>;

// ---- The staff side (/api/admin/v1/tickets, capability tickets:manage) ----

export const TICKET_SORTS = ['updated_at', 'created_at', 'subject', 'status'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
export const TICKETS_PER_PAGE = 20;

export const adminTicketListQuery = z.object({
  status: ticketStatus.optional(),
  /** 'me' (assigned to the caller), 'none' (unassigned) or a staff member's id. */
  assignee: z.union([z.enum(['me', 'none']), z.uuid()], { message: 'Responsável inválido. Use me, none ou o identificador de uma pessoa da equipe.' }).optional(),
  q: z.string().trim().max(200, { message: 'A busca deve ter no máximo 200 caracteres.' }).optional(),
  sort: z.enum(TICKET_SORTS, { message: 'Ordenação inválida. Use updated_at, created_at, subject ou status.' }).default('updated_at'),
  order: z.enum(['asc', 'desc'], { message: 'Direção inválida. Use asc ou desc.' }).default('desc'),
  page: pageQuery,
});
export type AdminTicketListQuery = z.input<typeof adminTicketListQuery>;
export type AdminTicketListFilters = z.output<typeof adminTicketListQuery>;

const person = z.object({ uuid: z.uuid(), name: z.string(), email: z.string() });

export const adminTicketRow = z.object({
  uuid: z.uuid(),
  subject: z.string(),
  status: ticketStatus,
  user: person,
  assignee: person.nullable(),
  messages_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminTicketRow = z.infer<typeof adminTicketRow>;

export const ticketStatusCounts = z.object({ open: z.number(), answered: z.number(), resolved: z.number() });
export type TicketStatusCounts = z.infer<typeof ticketStatusCounts>;

export const adminTicketListResponse = z.object({
  data: z.array(adminTicketRow),
  meta: z.object({
    total: z.number(),
    per_page: z.number(),
    last_page: z.number(),
    current_page: z.number(),
    /** Tickets by status under the same assignee and search filters (the status filter aside): the inbox tabs. */
    counts: ticketStatusCounts,
  }),
});
export type AdminTicketListResponse = z.infer<typeof adminTicketListResponse>;

export const adminTicketMessage = z.object({
  id: z.number(),
  author_kind: z.enum(['user', 'staff']),
  /** The author's name now; null once their account is gone. */
  author_name: z.string().nullable(),
  internal: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type AdminTicketMessage = z.infer<typeof adminTicketMessage>;

export const adminTicketDetail = adminTicketRow.extend({ messages: z.array(adminTicketMessage) });
export type AdminTicketDetail = z.infer<typeof adminTicketDetail>;
export const adminTicketResponse = z.object({ data: adminTicketDetail });
export type AdminTicketResponse = z.infer<typeof adminTicketResponse>;

export const adminTicketParams = z.object({ id: z.uuid({ message: 'Identificador inválido.' }) });

export const adminTicketReplyRequest = z.object({
  body: z
    .string({ message: 'O campo Resposta é obrigatório.' })
    .trim()
    .min(1, { message: 'Escreva a resposta ou a nota.' })
    .max(TICKET_MESSAGE_MAX, { message: `A resposta deve ter no máximo ${TICKET_MESSAGE_MAX} caracteres.` }),
  /** An internal note: only staff see it, and it is never e-mailed. */
  internal: z.boolean({ message: 'O campo Nota interna deve ser verdadeiro ou falso.' }).default(false),
});
export type AdminTicketReplyRequest = z.input<typeof adminTicketReplyRequest>;

export const adminTicketUpdateRequest = z
  .object({
    status: ticketStatus.optional(),
    assignee_id: z.uuid({ message: 'Responsável inválido.' }).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assignee_id !== undefined, { message: 'Informe o status ou o responsável.' });
export type AdminTicketUpdateRequest = z.infer<typeof adminTicketUpdateRequest>;

export const ticketAssigneesResponse = z.object({ data: z.array(person) });
export type TicketAssigneesResponse = z.infer<typeof ticketAssigneesResponse>;
