import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { files } from './files.ts';
import { textList } from './text-list-columns.ts';

/**
 * Highlights (decision 1606). The state is not stored: `published_at` null is a draft ('Rascunho'),
 * a date to come is scheduled ('Agendado'), a date reached is published — computed in every query
 * against the clock (highlight-visibility.ts). The cover is an uploaded image (`thumbnail_file_id`)
 * or, for the starter content, a path under /media (`thumbnail`); the media is an uploaded file, an
 * embed from an allow-listed provider (provider + id, never a URL) or a /media path.
 */
export const highlights = pgTable(
  'highlights',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    thumbnail: text('thumbnail'),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id),
    author: text('author').notNull(),
    // Minutes: reading time of the text, or the typed duration of a video or podcast.
    readTime: integer('read_time'),
    tags: textList('tags'),
    mediaUrl: text('media_url'),
    mediaFileId: uuid('media_file_id').references(() => files.id),
    embedProvider: text('embed_provider'),
    embedId: text('embed_id'),
    // Sanitised HTML: cleaned when stored.
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('highlights_published_idx').on(t.publishedAt.desc()),
    check('highlights_one_media', sql`num_nonnulls(${t.mediaUrl}, ${t.mediaFileId}, ${t.embedId}) <= 1`),
    check('highlights_one_thumbnail', sql`num_nonnulls(${t.thumbnail}, ${t.thumbnailFileId}) <= 1`),
    check('highlights_embed_pair', sql`(${t.embedProvider} IS NULL) = (${t.embedId} IS NULL)`),
  ],
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
