import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Secrets generated on first start (e.g. the HMAC key for unsubscribe links): none live in the repository. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Every e-mail the app sends is written here; with SMTP configured it is also delivered, with
 * retries (docs/decisions/0705). Pending = neither `sent_at` nor `failed_at`.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The account the e-mail was written for: the LGPD export and deletion go by this, never by
    // the address, which a later account may reuse.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // The same bodies with live secrets (reset and unsubscribe links) blanked: they replace
    // text/html once SMTP has delivered the e-mail, so the stored copy opens nothing.
    redactedText: text('redacted_text'),
    redactedHtml: text('redacted_html'),
    transport: text('transport').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_user_idx').on(t.userId),
    index('outbox_emails_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);

/**
 * Token buckets of every rate limit (docs/decisions/0705), shared by all instances through the
 * database. UNLOGGED in the migration: counters need no WAL or fsync, and losing them in a crash
 * only gives everyone a full bucket again.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
