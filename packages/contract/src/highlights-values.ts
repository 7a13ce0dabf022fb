// The plain values of highlights.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).
export const HIGHLIGHT_TYPES = ['article', 'video', 'podcast', 'news'] as const;
export type HighlightType = (typeof HIGHLIGHT_TYPES)[number];

/** Videos and podcasts play a media (a file or an embed) and have a typed length; articles and news are text. */
export const isMediaHighlight = (type: HighlightType): boolean => type === 'video' || type === 'podcast';

export const HIGHLIGHTS_PAGE_SIZE = 12;
export const HIGHLIGHT_NOT_FOUND = 'Conteúdo não encontrado';
