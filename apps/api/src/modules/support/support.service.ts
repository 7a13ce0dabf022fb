import type { CreateTicketRequest, TicketDetail, TicketStatus, TicketSummary } from '@rumo/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { supportTickets, ticketMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * The user's side of support tickets (decision 1403): a user opens tickets, reads their threads
 * without the staff's internal notes, answers (which reopens the ticket) and may close it. Every
 * query filters by the caller's id, so another user's ticket is a 404 like an unknown one.
 */

export const TICKET_NOT_FOUND = 'Chamado não encontrado.';
/** The most recent tickets a user sees in 'Meus chamados'; nobody reads further back. */
const MY_TICKETS_LIMIT = 100;

type TicketRow = typeof supportTickets.$inferSelect;

export const summaryOf = (row: TicketRow): TicketSummary => ({
  uuid: row.id,
  subject: row.subject,
  status: row.status as TicketStatus,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The caller's ticket, or 404 (malformed, unknown and someone else's ids answer the same). */
async function ownTicket(db: Db, userId: string, rawId: string): Promise<TicketRow> {
  if (!isUuid(rawId)) throw notFound(TICKET_NOT_FOUND);
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, rawId.toLowerCase()), eq(supportTickets.userId, userId)))
    .limit(1);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/** The thread as the user sees it: internal notes are left out by the query itself. */
async function userThread(db: Db, row: TicketRow): Promise<TicketDetail> {
  const messages = await db
    .select({ id: ticketMessages.id, authorKind: ticketMessages.authorKind, body: ticketMessages.body, createdAt: ticketMessages.createdAt })
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, row.id), eq(ticketMessages.internal, false)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return {
    ...summaryOf(row),
    messages: messages.map((m) => ({ id: m.id, author: m.authorKind === 'staff' ? 'staff' : 'user', body: m.body, created_at: m.createdAt.toISOString() })),
  };
}

export async function createTicket(db: Db, userId: string, input: CreateTicketRequest): Promise<TicketDetail> {
  const row = await db.transaction(async (tx) => {
    const [ticket] = await tx.insert(supportTickets).values({ userId, subject: input.subject }).returning();
    await tx.insert(ticketMessages).values({ ticketId: ticket!.id, authorId: userId, authorKind: 'user', body: input.message });
    return ticket!;
  });
  return userThread(db, row);
}

/** Newest activity first. */
export async function listMyTickets(db: Db, userId: string): Promise<TicketSummary[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(MY_TICKETS_LIMIT);
  return rows.map(summaryOf);
}

export async function getMyTicket(db: Db, userId: string, rawId: string): Promise<TicketDetail> {
  return userThread(db, await ownTicket(db, userId, rawId));
}

/** A message from the user: the ticket is theirs to follow up, so it is open again (even when resolved). */
export async function addUserMessage(db: Db, userId: string, rawId: string, message: string): Promise<TicketDetail> {
  const ticket = await ownTicket(db, userId, rawId);
  const row = await db.transaction(async (tx) => {
    await tx.insert(ticketMessages).values({ ticketId: ticket.id, authorId: userId, authorKind: 'user', body: message });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: 'open', updatedAt: new Date() })
      .where(and(eq(supportTickets.id, ticket.id), eq(supportTickets.userId, userId)))
      .returning();
    return updated!;
  });
  return userThread(db, row);
}

/** The user says their problem is solved; a later message opens the ticket again. */
export async function resolveMyTicket(db: Db, userId: string, rawId: string): Promise<TicketDetail> {
  const ticket = await ownTicket(db, userId, rawId);
  if (ticket.status === 'resolved') return userThread(db, ticket);
  const [row] = await db
    .update(supportTickets)
    .set({ status: 'resolved', updatedAt: new Date() })
    .where(and(eq(supportTickets.id, ticket.id), eq(supportTickets.userId, userId)))
    .returning();
  return userThread(db, row!);
}
