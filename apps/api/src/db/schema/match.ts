import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { curricula } from './curriculum.ts';

/**
 * Compatibility settings (docs/decisions/1704): no row = on, with the CV updated last. A chosen CV
 * that is deleted falls back to that default (SET NULL). Goes with the account and in the LGPD export.
 */
export const matchSettings = pgTable('match_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  curriculumId: uuid('curriculum_id').references(() => curricula.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
