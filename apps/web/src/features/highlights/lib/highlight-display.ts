import { isMediaHighlight, type HighlightType } from '@rumo/contract';
import { FileText, Mic, Newspaper, PlayCircle, type LucideIcon } from 'lucide-react';

export const HIGHLIGHT_TYPE_LABEL: Record<HighlightType, string> = { article: 'Artigo', video: 'Vídeo', podcast: 'Podcast', news: 'Notícia' };

export const HIGHLIGHT_TYPE_ICON: Record<HighlightType, LucideIcon> = { article: FileText, video: PlayCircle, podcast: Mic, news: Newspaper };

export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min de leitura`;
}

/**
 * What a card or the detail shows beside the date: a video's or podcast's length ('6 min', the
 * API's minutes rounded up, at least 1; decision 1324), an article's or news item's reading time.
 */
export function highlightMinutesLabel(type: HighlightType, minutes: number): string {
  if (isMediaHighlight(type)) return `${Math.max(1, Math.ceil(minutes))} min`;
  return readTimeLabel(minutes);
}
