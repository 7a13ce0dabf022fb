import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const highlights = pgTable(
  'highlights',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    thumbnail: text('thumbnail').notNull(),
    author: text('author').notNull(),
    readTime: integer('read_time').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mediaUrl: text('media_url'),
    // Sanitised HTML: cleaned when stored.
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('highlights_published_idx').on(t.publishedAt.desc())],
);

export const highlightFavorites = pgTable(
  'highlight_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highlightId: uuid('highlight_id')
      .notNull()
      .references(() => highlights.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.highlightId] })],
);
