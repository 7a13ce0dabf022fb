import { z } from './zod.ts';
import { optionalQuery, pageQuery } from './common.ts';
import { EMBED_NOT_ALLOWED, EMBED_PROVIDERS, parseEmbedUrl } from './highlight-embeds.ts';
import { highlightType } from './highlights.ts';

/**
 * The console's 'Destaques' (decision 1606). A highlight's state is never stored: it is computed
 * from `published_at` against the clock in every query — no date is a draft ('Rascunho'), a date
 * still to come is scheduled ('Agendado'), a date reached is published ('Publicado'). Nothing has
 * to fire at the scheduled time, so nothing can fail to fire.
 */
export const HIGHLIGHT_STATES = ['draft', 'scheduled', 'published'] as const;
export type HighlightState = (typeof HIGHLIGHT_STATES)[number];
export const HIGHLIGHT_STATE_LABEL: Record<HighlightState, string> = { draft: 'Rascunho', scheduled: 'Agendado', published: 'Publicado' };

/**
 * Seed media the app ships under apps/web/public/media (decision 0402): the starter highlights keep
 * pointing at them. Only such paths — never another address — are accepted as a 'site' reference.
 */
export const SITE_MEDIA_PATH = /^\/media\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|webm|mp4|mp3|ogg|m4a)$/i;
const sitePath = z.string().max(300).regex(SITE_MEDIA_PATH, { message: 'Use um arquivo enviado (os caminhos aceitos são só os de /media/).' });
const fileId = z.uuid({ message: 'Arquivo inválido. Envie o arquivo novamente.' });

export const highlightThumbnailInput = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('file'), file_id: fileId }), z.object({ kind: z.literal('site'), path: sitePath })],
  { message: 'Capa inválida.' },
);
export type HighlightThumbnailInput = z.infer<typeof highlightThumbnailInput>;

export const highlightMediaInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('file'), file_id: fileId }),
    z.object({
      kind: z.literal('embed'),
      url: z
        .string({ message: EMBED_NOT_ALLOWED })
        .max(500, { message: 'O link deve ter no máximo 500 caracteres.' })
        .refine((value) => parseEmbedUrl(value) !== null, { message: EMBED_NOT_ALLOWED }),
    }),
    z.object({ kind: z.literal('site'), path: sitePath }),
  ],
  { message: 'Mídia inválida.' },
);
export type HighlightMediaInput = z.infer<typeof highlightMediaInput>;

export const HIGHLIGHT_TAGS_MAX = 10;
export const HIGHLIGHT_CONTENT_MAX = 100_000;
export const HIGHLIGHT_DURATION_MAX = 600;

const tag = z
  .string({ message: 'Cada tag deve ser um texto.' })
  .trim()
  .min(1, { message: 'Tags não podem ser vazias.' })
  .max(40, { message: 'Cada tag deve ter no máximo 40 caracteres.' });

/** Every editable field; `create` needs type and title, a PATCH any of them. */
const highlightFields = {
  type: highlightType,
  title: z.string({ message: 'Informe o título.' }).trim().min(1, { message: 'Informe o título.' }).max(200, { message: 'O título deve ter no máximo 200 caracteres.' }),
  description: z.string({ message: 'A descrição deve ser um texto.' }).trim().max(300, { message: 'A descrição deve ter no máximo 300 caracteres.' }),
  author: z.string({ message: 'O autor deve ser um texto.' }).trim().max(120, { message: 'O autor deve ter no máximo 120 caracteres.' }),
  tags: z
    .array(tag, { message: 'As tags devem ser uma lista.' })
    .max(HIGHLIGHT_TAGS_MAX, { message: `Use no máximo ${HIGHLIGHT_TAGS_MAX} tags.` })
    .transform((v) => [...new Set(v)]),
  /** HTML from the editor: sanitised by the server's one policy when stored (decision 0404). */
  content: z.string({ message: 'O conteúdo deve ser um texto.' }).max(HIGHLIGHT_CONTENT_MAX, { message: 'O conteúdo é longo demais.' }),
  /** Minutes of a video or podcast; articles and news get their reading time from the text. */
  duration: z
    .number({ message: 'A duração deve ser um número de minutos.' })
    .int({ message: 'A duração deve ser um número inteiro de minutos.' })
    .min(1, { message: 'A duração deve ser de pelo menos 1 minuto.' })
    .max(HIGHLIGHT_DURATION_MAX, { message: `A duração deve ser de no máximo ${HIGHLIGHT_DURATION_MAX} minutos.` })
    .nullable(),
  thumbnail: highlightThumbnailInput.nullable(),
  media: highlightMediaInput.nullable(),
};

export const highlightCreateRequest = z.object(highlightFields).partial().extend({ type: highlightFields.type, title: highlightFields.title });
export type HighlightCreateRequest = z.input<typeof highlightCreateRequest>;
export const highlightPatchRequest = z.object(highlightFields).partial();
export type HighlightPatchRequest = z.input<typeof highlightPatchRequest>;

/** 'Publicar agora' (no `at`) or 'Agendar' (a moment still to come). */
export const highlightPublishRequest = z.object({
  at: z.iso.datetime({ offset: true, message: 'Data de publicação inválida.' }).optional(),
});
export type HighlightPublishRequest = z.infer<typeof highlightPublishRequest>;

export const HIGHLIGHTS_ADMIN_PER_PAGE = 25;
export const HIGHLIGHT_ADMIN_SORTS = ['updated_at', 'published_at', 'title'] as const;
export type HighlightAdminSort = (typeof HIGHLIGHT_ADMIN_SORTS)[number];

export const highlightsAdminListQuery = z.object({
  state: optionalQuery(z.enum(HIGHLIGHT_STATES, { message: 'Situação inválida: use draft, scheduled ou published.' })),
  type: optionalQuery(highlightType),
  q: optionalQuery(z.string().trim().max(200, { message: 'A busca deve ter no máximo 200 caracteres.' })),
  sort: optionalQuery(z.enum(HIGHLIGHT_ADMIN_SORTS, { message: 'Ordenação inválida.' })).default('updated_at'),
  order: optionalQuery(z.enum(['asc', 'desc'], { message: 'Ordem inválida: use asc ou desc.' })).default('desc'),
  page: optionalQuery(pageQuery).default(1),
});
export type HighlightsAdminListQuery = z.input<typeof highlightsAdminListQuery>;

export const highlightAdminRow = z.object({
  id: z.string(),
  type: highlightType,
  title: z.string(),
  author: z.string(),
  state: z.enum(HIGHLIGHT_STATES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** The card's picture (an uploaded image's thumbnail, or a seed cover). */
  thumbnail_url: z.string().nullable(),
});
export type HighlightAdminRow = z.infer<typeof highlightAdminRow>;

export const highlightsAdminListResponse = z.object({
  data: z.array(highlightAdminRow),
  meta: z.object({ total: z.number(), per_page: z.number(), last_page: z.number(), current_page: z.number() }),
});
export type HighlightsAdminListResponse = z.infer<typeof highlightsAdminListResponse>;

const fileRef = z.object({
  kind: z.literal('file'),
  file_id: z.string(),
  name: z.string(),
  content_type: z.string(),
  url: z.string(),
  /** An image's thumbnail, else null. */
  preview_url: z.string().nullable(),
});
const siteRef = z.object({ kind: z.literal('site'), path: z.string(), url: z.string() });
const embedRef = z.object({ kind: z.literal('embed'), provider: z.enum(EMBED_PROVIDERS), embed_id: z.string(), url: z.string(), src: z.string() });

export const highlightAdmin = highlightAdminRow.extend({
  description: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
  /** Minutes of a video or podcast (typed by the editor). */
  duration: z.number().nullable(),
  /** What learners see: reading time of the text, or the duration. */
  read_time: z.number().nullable(),
  thumbnail: z.discriminatedUnion('kind', [fileRef, siteRef]).nullable(),
  media: z.discriminatedUnion('kind', [fileRef, embedRef, siteRef]).nullable(),
  created_at: z.string(),
});
export type HighlightAdmin = z.infer<typeof highlightAdmin>;
export const highlightAdminResponse = z.object({ data: highlightAdmin });

export const HIGHLIGHT_ADMIN_NOT_FOUND = 'Destaque não encontrado.';
