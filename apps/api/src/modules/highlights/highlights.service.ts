import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_NOT_FOUND, HIGHLIGHTS_PAGE_SIZE, type Highlight, type HighlightType, type HighlightsResponse } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { highlightFavorites, highlights } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { embedOf, mediaAddress, mediaFile, refColumns, thumbnailAddress, thumbnailFile, type RefRow } from './highlight-media-refs.ts';
import { isLive } from './highlight-visibility.ts';
import { isUuid } from '../../lib/uuid.ts';

export type HighlightFilters = { page: number; search?: string; type?: HighlightType[]; favorite?: boolean };

const MAX_SEARCH_TERMS = 8;

/** Every word must appear (accent- and case-insensitive) in the title, description or tags. */
function searchCondition(search: string): SQL | undefined {
  const terms = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  if (terms.length === 0) return undefined;
  const haystack = sql`public.rumo_unaccent(lower(${highlights.title} || ' ' || ${highlights.description} || ' ' || array_to_string(${highlights.tags}, ' ')))`;
  return and(
    ...terms.map((term) => {
      // LIKE wildcards in the user's text are literal characters.
      const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
      return sql`${haystack} LIKE '%' || public.rumo_unaccent(lower(${escaped})) || '%' ESCAPE '\\'`;
    }),
  );
}

function columns() {
  return {
    uuid: highlights.id,
    type: highlights.type,
    title: highlights.title,
    description: highlights.description,
    publishedAt: highlights.publishedAt,
    readTime: highlights.readTime,
    author: highlights.author,
    tags: highlights.tags,
    content: highlights.content,
    favoritedBy: highlightFavorites.userId,
    ...refColumns,
  };
}

type Row = RefRow & {
  uuid: string;
  type: string;
  title: string;
  description: string;
  publishedAt: Date | null;
  readTime: number | null;
  author: string;
  tags: string[];
  content: string;
  favoritedBy: string | null;
};

/** Only live highlights reach here (`isLive`), and publishing requires a cover and a length (decision 1606). */
function present(row: Row): Highlight {
  return {
    uuid: row.uuid,
    type: row.type as HighlightType,
    title: row.title,
    description: row.description,
    thumbnail: thumbnailAddress(row) ?? '',
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    readTime: row.readTime ?? 1,
    author: row.author,
    tags: row.tags,
    isFavorite: row.favoritedBy !== null,
    mediaUrl: mediaAddress(row),
    embed: embedOf(row),
    content: row.content,
  };
}

/** The caller's favorite row, if any, joined to each highlight. */
const favoriteJoin = (userId: string) => and(eq(highlightFavorites.highlightId, highlights.id), eq(highlightFavorites.userId, userId));

export async function listHighlights(db: Db, filters: HighlightFilters, user: { id: string }, now: Date): Promise<HighlightsResponse> {
  const where = and(
    isLive(now),
    filters.type && filters.type.length > 0 ? inArray(highlights.type, filters.type) : undefined,
    filters.favorite ? isNotNull(highlightFavorites.userId) : undefined,
    filters.search ? searchCondition(filters.search) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(highlights).leftJoin(highlightFavorites, favoriteJoin(user.id)).where(where);
  const total = totals?.total ?? 0;
  const rows = await db
    .select(columns())
    .from(highlights)
    .leftJoin(highlightFavorites, favoriteJoin(user.id))
    .leftJoin(thumbnailFile, eq(thumbnailFile.id, highlights.thumbnailFileId))
    .leftJoin(mediaFile, eq(mediaFile.id, highlights.mediaFileId))
    .where(where)
    .orderBy(desc(highlights.publishedAt), asc(highlights.id))
    .limit(HIGHLIGHTS_PAGE_SIZE)
    .offset((filters.page - 1) * HIGHLIGHTS_PAGE_SIZE);
  return {
    data: rows.map(present),
    meta: { total, page: filters.page, perPage: HIGHLIGHTS_PAGE_SIZE, totalPages: Math.max(1, Math.ceil(total / HIGHLIGHTS_PAGE_SIZE)) },
  };
}

export async function getHighlight(db: Db, id: string, user: { id: string }, now: Date): Promise<Highlight> {
  if (!isUuid(id)) throw notFound(HIGHLIGHT_NOT_FOUND);
  const [row] = await db
    .select(columns())
    .from(highlights)
    .leftJoin(highlightFavorites, favoriteJoin(user.id))
    .leftJoin(thumbnailFile, eq(thumbnailFile.id, highlights.thumbnailFileId))
    .leftJoin(mediaFile, eq(mediaFile.id, highlights.mediaFileId))
    .where(and(eq(highlights.id, id), isLive(now)))
    .limit(1);
  if (!row) throw notFound(HIGHLIGHT_NOT_FOUND);
  return present(row);
}

/** Flips the caller's favorite: removes it when present, adds it otherwise. A draft or scheduled highlight is not found. */
export async function toggleFavorite(db: Db, id: string, user: { id: string }, now: Date): Promise<{ isFavorite: boolean }> {
  if (!isUuid(id)) throw notFound(HIGHLIGHT_NOT_FOUND);
  const [exists] = await db
    .select({ id: highlights.id })
    .from(highlights)
    .where(and(eq(highlights.id, id), isLive(now)))
    .limit(1);
  if (!exists) throw notFound(HIGHLIGHT_NOT_FOUND);
  const removed = await db
    .delete(highlightFavorites)
    .where(and(eq(highlightFavorites.userId, user.id), eq(highlightFavorites.highlightId, id)))
    .returning({ id: highlightFavorites.highlightId });
  if (removed.length > 0) return { isFavorite: false };
  await db.insert(highlightFavorites).values({ userId: user.id, highlightId: id }).onConflictDoNothing();
  return { isFavorite: true };
}
