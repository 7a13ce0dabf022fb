import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Uploaded files (decision 1602). The bytes live in the storage driver under `storage_key` (and
 * `thumbnail_key` for images); the id is random and never reused, so a file's URL can be cached
 * forever. `referenced_at` is the last time the orphan collection found content pointing at it.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    thumbnailKey: text('thumbnail_key'),
    thumbnailSize: bigint('thumbnail_size', { mode: 'number' }),
    // Null once the uploader's account is deleted: the content that uses the file stays.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    referencedAt: timestamp('referenced_at', { withTimezone: true }),
  },
  (t) => [index('files_orphan_idx').on(t.createdAt), check('files_size_check', sql`${t.size} >= 0`)],
);
