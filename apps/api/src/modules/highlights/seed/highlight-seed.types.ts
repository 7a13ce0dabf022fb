import type { HighlightType } from '@rumo/contract';

/** One seed highlight; its thumbnail (and media, for video and podcast) are files named after `slug`. */
export type HighlightSeed = {
  slug: string;
  type: HighlightType;
  title: string;
  description: string;
  author: string;
  tags: string[];
  /** yyyy-mm-dd, published at 09:00 in São Paulo. */
  publishedAt: string;
  content: string;
};
