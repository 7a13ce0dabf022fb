import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { plans } from './plans.ts';

/**
 * "Começar agora" on /plans: a sales-led intent, recorded once per user and plan. Staff follow it up
 * in the console as a lead ('Interessados', decision 1404): Novo, Em contato, Convertido, Perdido.
 */
export const subscriptionIntents = pgTable(
  'subscription_intents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('new'),
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] }), check('subscription_intents_status_check', sql`${t.status} IN ('new', 'contacting', 'converted', 'lost')`)],
);
