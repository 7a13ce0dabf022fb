import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { applications, jobs } from './jobs.ts';

/** 'Vagas salvas' (decision 1702): one row per user and job; saving again changes nothing. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'saved_jobs_pk', columns: [t.userId, t.jobId] }), index('saved_jobs_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One row per reminder e-mail written (decision 1702): the unique (application, date) is what
 * makes the day-before reminder exactly-once, on any number of instances; a new date is a new key,
 * so moving the next step gets a reminder for the new day.
 */
export const applicationReminders = pgTable(
  'application_reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    nextStepDate: date('next_step_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [unique('application_reminders_app_date_uq').on(t.applicationId, t.nextStepDate)],
);
