import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { jobPositions, jobTypes, jobs } from './jobs.ts';

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobPositionId: integer('job_position_id')
      .notNull()
      .references(() => jobPositions.id),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id),
    city: text('city').notNull(),
    state: text('state').notNull(),
    minSalary: numeric('min_salary', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    maxSalary: numeric('max_salary', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    frequency: text('frequency').notNull().default('daily'),
    isActive: boolean('is_active').notNull().default(true),
    // Jobs published after this instant are the next digest's candidates.
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    // The delivery pass looks up due alerts by period and age: only active ones are ever due.
    index('job_alerts_due_idx')
      .on(t.frequency, t.lastDeliveredAt)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * One row per alert ever created, kept when the alert is deleted: the daily creation limit counts
 * creations, so deleting and re-creating alerts does not get around it.
 */
export const jobAlertCreations = pgTable(
  'job_alert_creations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alert_creations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One digest per user and period. Chosen jobs are written here first (status 'pending'),
 * then mailed, then marked 'sent': a crash in between leaves a pending digest that the next pass resends.
 */
export const alertDigests = pgTable(
  'alert_digests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('alert_digests_status_idx').on(t.status, t.createdAt)],
);

/** (alert, job) is the primary key: a job is mailed at most once per alert. */
export const alertDigestItems = pgTable(
  'alert_digest_items',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    digestId: uuid('digest_id')
      .notNull()
      .references(() => alertDigests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index('alert_digest_items_digest_idx').on(t.digestId)],
);
