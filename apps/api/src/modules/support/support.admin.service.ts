import {
  STAFF_ROLES,
  TICKETS_PER_PAGE,
  type AdminTicketDetail,
  type AdminTicketListFilters,
  type AdminTicketRow,
  type AdminTicketUpdateRequest,
  type TicketStatus,
  type TicketStatusCounts,
} from '@rumo/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { supportTickets, ticketMessages, userRoles, users } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { capabilitiesOf, recordAudit, rolesOf, type AuditActor, type DbOrTx } from '../staff/index.ts';
import { TICKET_NOT_FOUND } from './support.service.ts';
import { ticketReplyEmail } from './ticket-reply-email.ts';

/**
 * The staff side of support tickets (decision 1403), capability `tickets:manage`: the inbox, the
 * whole thread with internal notes, replies (e-mailed to the user through the outbox), notes,
 * assignment and status. Every write and its audit entry are one transaction (decision 1401).
 */

type Actor = Exclude<AuditActor, 'cli'>;

const assignee = alias(users, 'assignee');
const messagesCount = sql<number>`(SELECT count(*)::int FROM ${ticketMessages} WHERE ${ticketMessages.ticketId} = ${supportTickets.id})`;
const statusRank = sql`CASE ${supportTickets.status} WHEN 'open' THEN 0 WHEN 'answered' THEN 1 ELSE 2 END`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  assigneeEmail: assignee.email,
  messagesCount,
};

const ticketsWithPeople = (db: DbOrTx) =>
  db.select(rowColumns).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId)).leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId));
type Row = Awaited<ReturnType<typeof ticketsWithPeople>>[number];

const rowOf = (r: Row): AdminTicketRow => ({
  uuid: r.id,
  subject: r.subject,
  status: r.status as TicketStatus,
  user: { uuid: r.userId, name: r.userName, email: r.userEmail },
  assignee: r.assigneeId ? { uuid: r.assigneeId, name: r.assigneeName ?? '', email: r.assigneeEmail ?? '' } : null,
  messages_count: Number(r.messagesCount),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The inbox: filters by status, assignee ('me', 'none', an id) and text (subject, the user's name or e-mail); counts by status. */
export async function listTickets(db: Db, me: Actor, query: AdminTicketListFilters) {
  const shared: SQL[] = [];
  if (query.assignee === 'me') shared.push(eq(supportTickets.assigneeId, me.id));
  else if (query.assignee === 'none') shared.push(isNull(supportTickets.assigneeId));
  else if (query.assignee) shared.push(eq(supportTickets.assigneeId, query.assignee));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    shared.push(or(ilike(supportTickets.subject, like), ilike(users.name, like), ilike(users.email, like))!);
  }
  const where = and(...shared, ...(query.status ? [eq(supportTickets.status, query.status)] : []));
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn = { updated_at: supportTickets.updatedAt, created_at: supportTickets.createdAt, subject: supportTickets.subject, status: statusRank }[query.sort];

  const [rows, [totals], byStatus] = await Promise.all([
    ticketsWithPeople(db)
      .where(where)
      .orderBy(direction(sortColumn), direction(supportTickets.id))
      .limit(TICKETS_PER_PAGE)
      .offset((query.page - 1) * TICKETS_PER_PAGE),
    db.select({ total: count() }).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId)).where(where),
    db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(and(...shared))
      .groupBy(supportTickets.status),
  ]);
  const counts: TicketStatusCounts = { open: 0, answered: 0, resolved: 0 };
  for (const { status, n } of byStatus) if (status in counts) counts[status as TicketStatus] = n;
  const total = totals?.total ?? 0;
  return {
    data: rows.map(rowOf),
    meta: { total, per_page: TICKETS_PER_PAGE, last_page: Math.max(1, Math.ceil(total / TICKETS_PER_PAGE)), current_page: query.page, counts },
  };
}

/** The whole thread, internal notes included, with the user's name and e-mail. */
export async function getTicketForStaff(db: DbOrTx, id: string): Promise<AdminTicketDetail> {
  const [row] = await ticketsWithPeople(db).where(eq(supportTickets.id, id)).limit(1);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  const author = alias(users, 'author');
  const messages = await db
    .select({
      id: ticketMessages.id,
      authorKind: ticketMessages.authorKind,
      authorName: author.name,
      internal: ticketMessages.internal,
      body: ticketMessages.body,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .leftJoin(author, eq(author.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return {
    ...rowOf(row),
    messages: messages.map((m) => ({
      id: m.id,
      author_kind: m.authorKind === 'staff' ? 'staff' : 'user',
      author_name: m.authorName,
      internal: m.internal,
      body: m.body,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

async function lockTicket(tx: DbOrTx, id: string) {
  const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/**
 * A staff message. A reply is shown to the user, e-mailed to them (in the same transaction, through
 * the outbox) and marks the ticket 'answered'. An internal note is for staff only: never e-mailed,
 * never in the user's thread, and it leaves the status and the user's 'last activity' alone.
 */
export async function addStaffMessage(deps: AppDeps, actor: Actor, id: string, input: { body: string; internal: boolean }): Promise<AdminTicketDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: id, authorId: actor.id, authorKind: 'staff', internal: input.internal, body: input.body })
      .returning({ id: ticketMessages.id });
    if (input.internal) {
      await recordAudit(tx, { actor, action: 'ticket.note', entity: 'ticket', entityId: id, after: { message_id: message!.id, body: input.body } });
    } else {
      await tx.update(supportTickets).set({ status: 'answered', updatedAt: new Date() }).where(eq(supportTickets.id, id));
      const [user] = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, ticket.userId));
      await deps.mailer.enqueue(ticketReplyEmail({ publicUrl: deps.config.publicUrl, ticketId: id, subject: ticket.subject, reply: input.body, user: user! }), tx);
      await recordAudit(tx, {
        actor,
        action: 'ticket.reply',
        entity: 'ticket',
        entityId: id,
        before: { status: ticket.status },
        after: { status: 'answered', message_id: message!.id, body: input.body },
      });
    }
    return getTicketForStaff(tx, id);
  });
  return detail;
}

/** Whether this person may be given tickets: they hold a role with `tickets:manage`. */
async function mayTakeTickets(tx: DbOrTx, userId: string): Promise<boolean> {
  return capabilitiesOf(await rolesOf(tx, userId)).includes('tickets:manage');
}

/** Status and assignee; each change its own audit entry, none for what stays the same. */
export async function updateTicket(db: Db, actor: Actor, id: string, input: AdminTicketUpdateRequest): Promise<AdminTicketDetail> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (input.assignee_id !== undefined && input.assignee_id !== ticket.assigneeId) {
      if (input.assignee_id !== null && !(await mayTakeTickets(tx, input.assignee_id))) {
        throw unprocessable('Esta pessoa não pode atender chamados.', { assignee_id: 'Escolha uma pessoa da equipe que atende chamados.' });
      }
      await tx.update(supportTickets).set({ assigneeId: input.assignee_id }).where(eq(supportTickets.id, id));
      await recordAudit(tx, {
        actor,
        action: 'ticket.assign',
        entity: 'ticket',
        entityId: id,
        before: { assignee_id: ticket.assigneeId },
        after: { assignee_id: input.assignee_id },
      });
    }
    if (input.status !== undefined && input.status !== ticket.status) {
      await tx.update(supportTickets).set({ status: input.status, updatedAt: new Date() }).where(eq(supportTickets.id, id));
      await recordAudit(tx, { actor, action: 'ticket.status', entity: 'ticket', entityId: id, before: { status: ticket.status }, after: { status: input.status } });
    }
    return getTicketForStaff(tx, id);
  });
}

/** Staff who may be given tickets (roles whose capabilities include `tickets:manage`), by name. */
export async function listAssignees(db: Db) {
  const roles = STAFF_ROLES.filter((role) => capabilitiesOf([role]).includes('tickets:manage'));
  return db
    .selectDistinct({ uuid: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inArray(userRoles.role, roles))
    .orderBy(asc(users.name), asc(users.email));
}
