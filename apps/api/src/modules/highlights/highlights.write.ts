import { createHash } from 'node:crypto';
import {
  EMBED_NOT_ALLOWED,
  EMBED_PROVIDERS_FOR_TYPE,
  embedPageUrl,
  HIGHLIGHT_ADMIN_NOT_FOUND,
  isMediaHighlight,
  parseEmbedUrl,
  type HighlightMediaInput,
  type HighlightPatchRequest,
  type HighlightThumbnailInput,
  type HighlightType,
} from '@rumo/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { files, highlights } from '../../db/schema/index.ts';
import { notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/html-sanitizer.ts';
import { recordAudit, type AuditActor, type DbOrTx } from '../staff/index.ts';
import { embedOf } from './highlight-media-refs.ts';

// The one write path for highlights (decision 1606): the console's editor and the starter content
// both come through here, so every stored HTML went through the one sanitising policy (0404),
// every file reference was checked, every write was audited in its own transaction, and nothing
// scheduled or published lacks what a learner's card and page need.

/** Every field an editor sets; seeds and the console's requests are turned into this. */
export type HighlightInput = {
  type: HighlightType;
  title: string;
  description: string;
  author: string;
  tags: string[];
  /** Raw HTML: sanitised here, so nothing unsafe is ever stored. */
  content: string;
  /** Minutes of a video or podcast; ignored for articles and news (their reading time is computed). */
  duration: number | null;
  thumbnail: HighlightThumbnailInput | null;
  media: HighlightMediaInput | null;
};

type HighlightRow = typeof highlights.$inferSelect;
type Columns = Omit<HighlightRow, 'id' | 'publishedAt' | 'createdAt' | 'updatedAt'>;

const WORDS_PER_MINUTE = 200;

export const PUBLISH_INCOMPLETE = 'Complete o destaque antes de publicar: veja os campos destacados.';
export const ALREADY_PUBLISHED = 'Este destaque já está publicado.';
export const SCHEDULE_IN_PAST = 'Escolha uma data e hora no futuro para agendar, ou publique agora.';

/** Reading time of the HTML's text at 200 words per minute, rounded up (a started minute counts). */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** A stable uuid for seed content, so re-seeding recognises what it inserted before. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(`rumo:highlight:${name}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** The fields as the editor sees them, read back from a stored row (for a PATCH that changes some). */
function inputOf(row: HighlightRow): HighlightInput {
  const embed = embedOf(row);
  const media: HighlightMediaInput | null = row.mediaFileId
    ? { kind: 'file', file_id: row.mediaFileId }
    : embed
      ? { kind: 'embed', url: embedPageUrl(embed) }
      : row.mediaUrl
        ? { kind: 'site', path: row.mediaUrl }
        : null;
  return {
    type: row.type as HighlightType,
    title: row.title,
    description: row.description,
    author: row.author,
    tags: row.tags,
    content: row.content,
    duration: isMediaHighlight(row.type as HighlightType) ? row.readTime : null,
    thumbnail: row.thumbnailFileId ? { kind: 'file', file_id: row.thumbnailFileId } : row.thumbnail ? { kind: 'site', path: row.thumbnail } : null,
    media,
  };
}

/** Checks the file references against the files table and turns the input into columns; a 422 per field otherwise. */
async function toColumns(db: DbOrTx, input: HighlightInput): Promise<Columns> {
  const errors: Record<string, string> = {};
  const ids = [input.thumbnail?.kind === 'file' ? input.thumbnail.file_id : null, input.media?.kind === 'file' ? input.media.file_id : null].filter(
    (id): id is string => id !== null,
  );
  const found = ids.length ? await db.select({ id: files.id, contentType: files.contentType }).from(files).where(inArray(files.id, ids)) : [];
  const typeOf = (id: string) => found.find((f) => f.id === id)?.contentType;

  if (input.thumbnail?.kind === 'file') {
    const type = typeOf(input.thumbnail.file_id);
    if (!type) errors.thumbnail = 'A imagem da capa não foi encontrada. Envie-a novamente.';
    else if (!type.startsWith('image/')) errors.thumbnail = 'A capa deve ser uma imagem PNG, JPEG ou WebP.';
  }

  let embed: { provider: string; id: string } | null = null;
  const media = input.media;
  if (media && !isMediaHighlight(input.type)) {
    errors.media = 'Artigos e notícias não têm vídeo nem áudio: remova a mídia ou mude o tipo.';
  } else if (media?.kind === 'file') {
    const type = typeOf(media.file_id);
    const wanted = input.type === 'video' ? 'video/' : 'audio/';
    if (!type) errors.media = 'O arquivo de mídia não foi encontrado. Envie-o novamente.';
    else if (!type.startsWith(wanted))
      errors.media = input.type === 'video' ? 'Um vídeo precisa de um arquivo de vídeo (MP4 ou WebM).' : 'Um podcast precisa de um arquivo de áudio (MP3, OGG ou M4A).';
  } else if (media?.kind === 'embed') {
    const parsed = parseEmbedUrl(media.url);
    if (!parsed) errors.media = EMBED_NOT_ALLOWED;
    else if (!EMBED_PROVIDERS_FOR_TYPE[input.type].includes(parsed.provider))
      errors.media = input.type === 'video' ? 'Vídeos podem vir do YouTube ou do Vimeo.' : 'Podcasts podem vir de um episódio do Spotify.';
    else embed = parsed;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(VALIDATION_MESSAGE, errors);

  const content = sanitizeHtml(input.content);
  return {
    type: input.type,
    title: input.title.trim(),
    description: input.description.trim(),
    author: input.author.trim(),
    tags: [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))],
    content,
    readTime: isMediaHighlight(input.type) ? input.duration : wordCount(content) > 0 ? readingMinutes(content) : null,
    thumbnail: input.thumbnail?.kind === 'site' ? input.thumbnail.path : null,
    thumbnailFileId: input.thumbnail?.kind === 'file' ? input.thumbnail.file_id : null,
    mediaUrl: media?.kind === 'site' && isMediaHighlight(input.type) ? media.path : null,
    mediaFileId: media?.kind === 'file' ? media.file_id : null,
    embedProvider: embed?.provider ?? null,
    embedId: embed?.id ?? null,
  };
}

/** What a learner's card and page need; a highlight missing any of it cannot be scheduled or published. */
function assertPublishable(c: Columns): void {
  const errors: Record<string, string> = {};
  if (!c.description) errors.description = 'Para publicar, escreva a descrição.';
  if (!c.author) errors.author = 'Para publicar, informe o autor.';
  if (!c.thumbnail && !c.thumbnailFileId) errors.thumbnail = 'Para publicar, envie a imagem da capa.';
  if (isMediaHighlight(c.type as HighlightType)) {
    if (!c.mediaUrl && !c.mediaFileId && !c.embedId)
      errors.media = c.type === 'video' ? 'Para publicar, envie o vídeo ou cole o link.' : 'Para publicar, envie o áudio ou cole o link.';
    if (!c.readTime) errors.duration = 'Para publicar, informe a duração em minutos.';
  } else if (wordCount(c.content) === 0) {
    errors.content = 'Para publicar, escreva o texto.';
  }
  if (Object.keys(errors).length > 0) throw unprocessable(PUBLISH_INCOMPLETE, errors);
}

/**
 * What the 'Auditoria' screen shows of a highlight: words, not ids (decision 1405). `text` is the
 * start of what a reader sees; `content` (the stored HTML's length and SHA-256) changes with any
 * change of it, so a new link address, markup or words past the 300th character are audited too.
 */
function auditView(c: Columns, publishedAt: Date | null) {
  const text = c.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    type: c.type,
    title: c.title,
    description: c.description,
    author: c.author,
    tags: c.tags.join(', '),
    text: text.length > 300 ? `${text.slice(0, 300)}…` : text,
    content: `${c.content.length} caracteres de HTML (SHA-256 ${createHash('sha256').update(c.content).digest('hex').slice(0, 12)})`,
    minutes: c.readTime,
    thumbnail: c.thumbnailFileId ? `arquivo ${c.thumbnailFileId}` : c.thumbnail,
    media: c.mediaFileId ? `arquivo ${c.mediaFileId}` : c.embedId ? embedPageUrl(embedOf(c)!) : c.mediaUrl,
    published_at: publishedAt?.toISOString() ?? null,
  };
}

function changedKeys<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    changed: keys.length > 0,
  };
}

async function lockedRow(tx: DbOrTx, id: string): Promise<HighlightRow> {
  const [row] = await tx.select().from(highlights).where(eq(highlights.id, id)).limit(1).for('update');
  if (!row) throw notFound(HIGHLIGHT_ADMIN_NOT_FOUND);
  return row;
}

/**
 * Creates a highlight: a draft, or with `publishedAt` scheduled or published at once (the starter
 * content). With `id` (seeds' stable ids) an existing row is left alone and null is answered.
 */
export async function createHighlight(
  db: Db,
  actor: AuditActor,
  input: HighlightInput,
  options: { id?: string; publishedAt?: Date | null; now?: Date } = {},
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const columns = await toColumns(tx, input);
    const publishedAt = options.publishedAt ?? null;
    if (publishedAt) assertPublishable(columns);
    const now = options.now ?? new Date();
    const [row] = await tx
      .insert(highlights)
      .values({ ...(options.id ? { id: options.id } : {}), ...columns, publishedAt, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: highlights.id })
      .returning({ id: highlights.id });
    if (!row) return null;
    await recordAudit(tx, { actor, action: 'highlight.create', entity: 'highlight', entityId: row.id, after: auditView(columns, publishedAt) });
    return row.id;
  });
}

/** Changes the fields given; a scheduled or published highlight must stay complete. Every change of a stored column is audited; a PATCH that changes nothing records nothing. */
export async function updateHighlight(db: Db, actor: AuditActor, id: string, patch: HighlightPatchRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    const current = inputOf(row);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<HighlightInput>;
    const columns = await toColumns(tx, { ...current, ...defined });
    if (row.publishedAt) assertPublishable(columns);
    const diff = changedKeys(auditView({ ...row }, row.publishedAt), auditView(columns, row.publishedAt));
    const stored = changedKeys({ ...row } as Record<string, unknown>, columns as Record<string, unknown>);
    if (!stored.changed) return;
    await tx
      .update(highlights)
      .set({ ...columns, updatedAt: now })
      .where(eq(highlights.id, id));
    await recordAudit(tx, { actor, action: 'highlight.update', entity: 'highlight', entityId: id, before: diff.before, after: diff.after });
  });
}

/**
 * 'Publicar agora' (`at` absent), 'Agendar' (`at` to come) or 'Voltar para rascunho' (`at` null).
 * The date is all that changes; what it means is computed at read time against the clock.
 */
export async function setHighlightPublication(db: Db, actor: AuditActor, id: string, change: { at: Date | null | undefined }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    const before = row.publishedAt;
    let at: Date | null;
    let action: string;
    if (change.at === null) {
      if (before === null) return;
      at = null;
      action = 'highlight.unpublish';
    } else if (change.at === undefined) {
      if (before !== null && before <= now) throw unprocessable(ALREADY_PUBLISHED);
      at = now;
      action = 'highlight.publish';
    } else {
      if (change.at <= now) throw unprocessable(SCHEDULE_IN_PAST, { at: SCHEDULE_IN_PAST });
      at = change.at;
      action = 'highlight.schedule';
    }
    if (at) assertPublishable(row);
    await tx.update(highlights).set({ publishedAt: at, updatedAt: now }).where(eq(highlights.id, id));
    await recordAudit(tx, {
      actor,
      action,
      entity: 'highlight',
      entityId: id,
      before: { published_at: before?.toISOString() ?? null },
      after: { published_at: at?.toISOString() ?? null },
    });
  });
}

/** Deletes a highlight (learners' favorites of it go with it); its files are left to the orphan collection. */
export async function deleteHighlight(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    await tx.delete(highlights).where(eq(highlights.id, id));
    await recordAudit(tx, { actor, action: 'highlight.delete', entity: 'highlight', entityId: id, before: auditView(row, row.publishedAt) });
  });
}

/** A highlight as the starter content (and the tests' factory) describe it: /media paths, a publication date. */
export type NewHighlight = {
  id?: string;
  type: HighlightType;
  title: string;
  description: string;
  /** A /media path shipped with the app. */
  thumbnail: string;
  author: string;
  tags: string[];
  /** A /media path, for a video or podcast. */
  mediaUrl?: string | null;
  content: string;
  publishedAt: Date;
  /** Minutes of a video or podcast; articles and news get their reading time from the text. */
  readTime?: number;
};

/**
 * Inserts starter highlights through `createHighlight`, the editor's own path (issue 16 item 6),
 * audited as the command line; a row whose id exists is left as it is. The ids already stored are
 * read in one query first, so a start with every starter highlight in place opens no transaction.
 * Answers how many were new.
 */
export async function insertHighlights(db: Db, items: NewHighlight[]): Promise<number> {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  const stored = new Set(ids.length ? (await db.select({ id: highlights.id }).from(highlights).where(inArray(highlights.id, ids))).map((row) => row.id) : []);
  let inserted = 0;
  for (const item of items) {
    if (item.id && stored.has(item.id)) continue;
    const input: HighlightInput = {
      type: item.type,
      title: item.title,
      description: item.description,
      author: item.author,
      tags: item.tags,
      content: item.content,
      duration: item.readTime ?? null,
      thumbnail: { kind: 'site', path: item.thumbnail },
      media: item.mediaUrl ? { kind: 'site', path: item.mediaUrl } : null,
    };
    if (await createHighlight(db, 'cli', input, { id: item.id, publishedAt: item.publishedAt })) inserted++;
  }
  return inserted;
}
