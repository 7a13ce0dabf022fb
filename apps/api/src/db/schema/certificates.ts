import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './journey.ts';

/**
 * A course certificate (docs/decisions/1703): issued once per (user, course) when the course's
 * progress row gets `ended_at`. The names and hours are copied at issue time, so editing the course
 * or the account later does not change a certificate already given; deleting the course keeps it
 * (`course_id` set null). Deleted with the account.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** 10 Crockford base32 characters without the hyphen (shown as XXXXX-XXXXX); 50 random bits. */
    code: text('code').notNull().unique(),
    holderName: text('holder_name').notNull(),
    courseName: text('course_name').notNull(),
    hours: integer('hours').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('certificates_user_course_uq').on(t.userId, t.courseId), index('certificates_user_idx').on(t.userId, t.issuedAt)],
);
