import type { HighlightType } from '@rumo/contract';

/**
 * Toggle order and labels of the spec: Artigos, Vídeos, Podcasts, Notícias. A file of its own, with
 * no runtime import: the static shell draws these toggles from the entry chunk (decision 1810),
 * which must not start the contract's schemas or the type icons.
 */
export const HIGHLIGHT_TYPE_FILTERS: { type: HighlightType; label: string }[] = [
  { type: 'article', label: 'Artigos' },
  { type: 'video', label: 'Vídeos' },
  { type: 'podcast', label: 'Podcasts' },
  { type: 'news', label: 'Notícias' },
];
