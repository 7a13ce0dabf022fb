import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans.ts';

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  // Always stored lower-cased and trimmed: the login username is the e-mail.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  tel: text('tel').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  // null means the free plan; `grant-plan` sets it.
  planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens: only a SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Inactivity timeout (docs/decisions/0701-session-inactivity.md): moved forward by the auth
    // hook at most once per hour, so most requests only read it.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Set when a newer link, a reset or a password change made this one useless (docs/decisions/0705).
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Asked-for reset links, not yet handled. The forgot-password route only writes here, whatever the
 * address, so its answer and timing say nothing about which accounts exist; a background task
 * turns each row into a token and an outbox e-mail (docs/decisions/0705).
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    cookie: text('cookie').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    isMobile: boolean('is_mobile').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_user_idx').on(t.userId)],
);
