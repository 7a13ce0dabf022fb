import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Support tickets (decision 1403): opened by a user from /support ('Abrir ticket'), answered by
 * staff in the console. Status: 'open' (Aberto), 'answered' (Respondido), 'resolved' (Resolvido).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    // The staff member who owns the ticket; null while unassigned or when that account is gone.
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    check('support_tickets_status_check', sql`${t.status} IN ('open', 'answered', 'resolved')`),
  ],
);

/** A ticket's thread: the user's messages, staff replies, and staff notes the user never sees (`internal`). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    // Null once the author's account is deleted; `author_kind` still says which side wrote it.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorKind: text('author_kind').notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('ticket_messages_author_kind_check', sql`${t.authorKind} IN ('user', 'staff')`),
    check('ticket_messages_internal_check', sql`NOT ${t.internal} OR ${t.authorKind} = 'staff'`),
  ],
);
