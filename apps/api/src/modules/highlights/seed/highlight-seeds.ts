import type { NewHighlight } from '../highlights.write.ts';
import { stableUuid } from '../highlights.write.ts';
import { articleSeeds } from './articles.data.ts';
import type { HighlightSeed } from './highlight-seed.types.ts';
import { HIGHLIGHT_MEDIA_SECONDS } from './media-durations.ts';
import { mediaSeeds } from './media.data.ts';
import { newsSeeds } from './news.data.ts';

/** Files under apps/web/public, served by the SPA from our own origin (CSP allows only 'self'). */
export const HIGHLIGHT_MEDIA_PATH = '/media/highlights';
export const MEDIA_EXTENSION = { video: 'webm', podcast: 'mp3' } as const;

export const highlightSeeds: HighlightSeed[] = [...articleSeeds, ...newsSeeds, ...mediaSeeds];

export function thumbnailUrl(slug: string): string {
  return `${HIGHLIGHT_MEDIA_PATH}/${slug}.svg`;
}

export function mediaUrl(seed: Pick<HighlightSeed, 'slug' | 'type'>): string | null {
  if (seed.type === 'video' || seed.type === 'podcast') return `${HIGHLIGHT_MEDIA_PATH}/${seed.slug}.${MEDIA_EXTENSION[seed.type]}`;
  return null;
}

/**
 * A video's or podcast's length in whole minutes, rounded up (at least 1), from the durations the
 * media generator measured; `undefined` for articles and news (their reading time is computed).
 */
export function mediaMinutes(seed: Pick<HighlightSeed, 'slug' | 'type'>): number | undefined {
  const url = mediaUrl(seed);
  const seconds = url ? HIGHLIGHT_MEDIA_SECONDS[url] : undefined;
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
}

export function toNewHighlight(seed: HighlightSeed): NewHighlight {
  return {
    id: stableUuid(seed.slug),
    type: seed.type,
    title: seed.title,
    description: seed.description,
    author: seed.author,
    tags: seed.tags,
    content: seed.content,
    thumbnail: thumbnailUrl(seed.slug),
    mediaUrl: mediaUrl(seed),
    readTime: mediaMinutes(seed),
    publishedAt: new Date(`${seed.publishedAt}T09:00:00-03:00`),
  };
}
