import { createHash } from 'node:crypto';
import type { HighlightType } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { highlights } from '../../db/schema/index.ts';
import { sanitizeHtml } from '../../lib/html-sanitizer.ts';

export type NewHighlight = {
  id?: string;
  type: HighlightType;
  title: string;
  description: string;
  thumbnail: string;
  author: string;
  tags: string[];
  mediaUrl?: string | null;
  /** Raw HTML: sanitised here, so nothing unsafe is ever stored. */
  content: string;
  publishedAt: Date;
  /** Minutes; computed from the text when absent. */
  readTime?: number;
};

const WORDS_PER_MINUTE = 200;

/** Reading time of the HTML's text at 200 words per minute, rounded up (a started minute counts). */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A stable uuid for seed content, so re-seeding recognises what it inserted before. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(`rumo:highlight:${name}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** The one write path for highlights: sanitises the HTML and never overwrites an existing row. */
export async function insertHighlights(db: Db, items: NewHighlight[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = items.map((item) => {
    const content = sanitizeHtml(item.content);
    return {
      ...(item.id ? { id: item.id } : {}),
      type: item.type,
      title: item.title.trim(),
      description: item.description.trim(),
      thumbnail: item.thumbnail,
      author: item.author.trim(),
      tags: item.tags.map((t) => t.trim()).filter(Boolean),
      mediaUrl: item.mediaUrl ?? null,
      content,
      publishedAt: item.publishedAt,
      readTime: item.readTime ?? readingMinutes(content),
    };
  });
  const inserted = await db.insert(highlights).values(rows).onConflictDoNothing({ target: highlights.id }).returning({ id: highlights.id });
  return inserted.length;
}
