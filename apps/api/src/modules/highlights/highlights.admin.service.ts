import {
  embedPageUrl,
  embedSrc,
  HIGHLIGHT_ADMIN_NOT_FOUND,
  HIGHLIGHTS_ADMIN_PER_PAGE,
  isMediaHighlight,
  type HighlightAdmin,
  type HighlightAdminRow,
  type HighlightAdminSort,
  type highlightsAdminListQuery,
  type HighlightsAdminListResponse,
  type HighlightState,
  type HighlightType,
} from '@rumo/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { highlights } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import {
  embedOf,
  mediaFile,
  mediaUpload,
  refColumns,
  thumbnailAddress,
  thumbnailColumns,
  thumbnailFile,
  thumbnailUpload,
  type RefRow,
  type ThumbnailRow,
} from './highlight-media-refs.ts';
import { stateCondition, stateOf } from './highlight-visibility.ts';

// The console's list and record of highlights (decision 1606): every state, the state computed
// in the query from the clock, like the learners' side.

export type HighlightsAdminListInput = z.output<typeof highlightsAdminListQuery>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const folded = sql`public.rumo_unaccent(lower(${highlights.title}))`;

// Title sorts ignore case and accents and use the C collation so PGlite and PostgreSQL agree.
const SORT: Record<HighlightAdminSort, SQL> = {
  updated_at: sql`${highlights.updatedAt}`,
  published_at: sql`${highlights.publishedAt}`,
  title: sql`${folded} COLLATE "C"`,
};

/** What a row of the console's list shows: no text, tags or media (the text alone may be 100 KB). */
function listColumns(now: Date) {
  return {
    id: highlights.id,
    type: highlights.type,
    title: highlights.title,
    author: highlights.author,
    state: stateOf(now),
    publishedAt: highlights.publishedAt,
    updatedAt: highlights.updatedAt,
    ...thumbnailColumns,
  };
}

/** Everything the editor shows of one highlight. */
function recordColumns(now: Date) {
  return {
    ...listColumns(now),
    createdAt: highlights.createdAt,
    description: highlights.description,
    tags: highlights.tags,
    content: highlights.content,
    readTime: highlights.readTime,
    ...refColumns,
  };
}

type ListRow = ThumbnailRow & {
  id: string;
  type: string;
  title: string;
  author: string;
  state: HighlightState;
  publishedAt: Date | null;
  updatedAt: Date;
};

type Row = ListRow &
  RefRow & {
    createdAt: Date;
    description: string;
    tags: string[];
    content: string;
    readTime: number | null;
  };

function presentRow(row: ListRow): HighlightAdminRow {
  return {
    id: row.id,
    type: row.type as HighlightType,
    title: row.title,
    author: row.author,
    state: row.state,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    thumbnail_url: thumbnailAddress(row),
  };
}

function present(row: Row): HighlightAdmin {
  const embed = embedOf(row);
  const media: HighlightAdmin['media'] =
    mediaUpload(row) ??
    (embed
      ? { kind: 'embed', provider: embed.provider, embed_id: embed.id, url: embedPageUrl(embed), src: embedSrc(embed) }
      : row.mediaPath
        ? { kind: 'site', path: row.mediaPath, url: row.mediaPath }
        : null);
  const thumbnail: HighlightAdmin['thumbnail'] = thumbnailUpload(row) ?? (row.thumbnailPath ? { kind: 'site', path: row.thumbnailPath, url: row.thumbnailPath } : null);
  return {
    ...presentRow(row),
    description: row.description,
    tags: row.tags,
    content: row.content,
    duration: isMediaHighlight(row.type as HighlightType) ? row.readTime : null,
    read_time: row.readTime,
    thumbnail,
    media,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /api/admin/v1/highlights`: every state, filters by state, type and title, 25 a page. */
export async function listAdminHighlights(db: Db, input: HighlightsAdminListInput, now: Date): Promise<HighlightsAdminListResponse> {
  const where = and(
    input.state ? stateCondition(input.state, now) : undefined,
    input.type ? eq(highlights.type, input.type) : undefined,
    input.q ? sql`${folded} LIKE '%' || public.rumo_unaccent(lower(${escapeLike(input.q)})) || '%' ESCAPE '\\'` : undefined,
  );
  const direction = input.order === 'asc' ? asc : desc;
  // Drafts have no date: they come last whatever the direction of a sort by publication.
  const order = input.sort === 'published_at' ? [sql`${highlights.publishedAt} IS NULL`, direction(SORT.published_at)] : [direction(SORT[input.sort])];
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns(now))
      .from(highlights)
      .leftJoin(thumbnailFile, eq(thumbnailFile.id, highlights.thumbnailFileId))
      .where(where)
      .orderBy(...order, direction(highlights.id))
      .limit(HIGHLIGHTS_ADMIN_PER_PAGE)
      .offset((input.page - 1) * HIGHLIGHTS_ADMIN_PER_PAGE),
    db.select({ total: count() }).from(highlights).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map(presentRow),
    meta: { total, per_page: HIGHLIGHTS_ADMIN_PER_PAGE, last_page: Math.max(1, Math.ceil(total / HIGHLIGHTS_ADMIN_PER_PAGE)), current_page: input.page },
  };
}

/** One highlight for the editor; `id` is a uuid (the routes check it with the contract's `uuidParam`). */
export async function getAdminHighlight(db: Db, id: string, now: Date): Promise<HighlightAdmin> {
  const [row] = await db
    .select(recordColumns(now))
    .from(highlights)
    .leftJoin(thumbnailFile, eq(thumbnailFile.id, highlights.thumbnailFileId))
    .leftJoin(mediaFile, eq(mediaFile.id, highlights.mediaFileId))
    .where(eq(highlights.id, id))
    .limit(1);
  if (!row) throw notFound(HIGHLIGHT_ADMIN_NOT_FOUND);
  return present(row);
}
