import { z } from './zod.ts';
import { pageQuery } from './common.ts';
import { EMBED_PROVIDERS } from './highlight-embeds.ts';
import { HIGHLIGHT_TYPES } from './highlights-values.ts';
export * from './highlights-values.ts';

export const highlightType = z.enum(HIGHLIGHT_TYPES, { message: 'Tipo de conteúdo inválido. Use article, video, podcast ou news.' });

/**
 * `type` arrives repeated (`type=video&type=podcast`), as a comma list (`type=video,podcast`) or
 * both; it always ends up as a list without duplicates.
 */
const typeList = z
  .union([z.string(), z.array(z.string())], { message: 'Tipo de conteúdo inválido. Use article, video, podcast ou news.' })
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(highlightType).max(8))
  .transform((v) => [...new Set(v)]);

/** Query-string boolean: true/1 or false/0 (anything else is a validation error). */
const queryBoolean = z.enum(['true', 'false', '1', '0'], { message: 'Use true ou false.' }).transform((v) => v === 'true' || v === '1');

export const highlightsQuery = z.object({
  page: pageQuery,
  search: z.string({ message: 'A busca deve ser um texto.' }).trim().max(200, { message: 'A busca deve ter no máximo 200 caracteres.' }).optional(),
  type: typeList.optional(),
  favorite: queryBoolean.optional(),
});
export type HighlightsQuery = z.input<typeof highlightsQuery>;

/** Spec entity Highlight (camelCase, as the spec records it). `readTime` is in minutes: the reading time of an article or news item, the length of a video or podcast (decision 1324). */
export const highlight = z.object({
  uuid: z.string(),
  type: highlightType,
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  publishedAt: z.string(),
  readTime: z.number(),
  author: z.string(),
  tags: z.array(z.string()),
  isFavorite: z.boolean(),
  /** The file to play, or for an embed the player's address (also in `embed`). */
  mediaUrl: z.string().nullable(),
  /** A video or episode from an allow-listed provider (decision 1606); the web builds the iframe from it. */
  embed: z.object({ provider: z.enum(EMBED_PROVIDERS), id: z.string() }).nullable(),
  content: z.string(),
});
export type Highlight = z.infer<typeof highlight>;

export const highlightsMeta = z.object({ totalPages: z.number(), total: z.number(), page: z.number(), perPage: z.number() });
export type HighlightsMeta = z.infer<typeof highlightsMeta>;

export const highlightsResponse = z.object({ data: z.array(highlight), meta: highlightsMeta });
export type HighlightsResponse = z.infer<typeof highlightsResponse>;

export const highlightResponse = z.object({ data: highlight });
export type HighlightResponse = z.infer<typeof highlightResponse>;

/** Any text: a malformed id is answered with 404 'Conteúdo não encontrado', not 422. */
export const highlightIdParam = z.object({ id: z.string().max(100) });

export const highlightFavoriteResponse = z.object({ data: z.object({ isFavorite: z.boolean() }) });
export type HighlightFavoriteResponse = z.infer<typeof highlightFavoriteResponse>;
