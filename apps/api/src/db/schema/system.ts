import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets generated on first start (e.g. the HMAC key for unsubscribe links): none live in the repository. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Every e-mail the app sends is written here; with SMTP configured it is also delivered. */
export const outboxEmails = pgTable('outbox_emails', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  transport: text('transport').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
