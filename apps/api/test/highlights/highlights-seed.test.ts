import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_TYPES } from '@rumo/contract';
import { highlights } from '../../src/db/schema/index.ts';
import { sanitizeHtml } from '../../src/lib/html-sanitizer.ts';
import { highlightsSeeder } from '../../src/modules/highlights/highlights.seed.ts';
import { stableUuid } from '../../src/modules/highlights/highlights.write.ts';
import { highlightSeeds, mediaMinutes, mediaUrl, thumbnailUrl } from '../../src/modules/highlights/seed/highlight-seeds.ts';
import { buildUser } from '../factories.ts';
import { TEST_SCRYPT_LOG_N, useTestApp } from '../test-app.ts';

const t = useTestApp();
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const seed = () => highlightsSeeder.run({ db: t.db, scryptLogN: TEST_SCRYPT_LOG_N, log: () => {} });

describe('highlights seed', () => {
  it('has at least 24 pt-BR highlights of all four types, with safe HTML', () => {
    expect(highlightSeeds.length).toBeGreaterThanOrEqual(24);
    for (const type of HIGHLIGHT_TYPES) expect(highlightSeeds.filter((s) => s.type === type).length, type).toBeGreaterThanOrEqual(4);
    expect(new Set(highlightSeeds.map((s) => s.slug)).size).toBe(highlightSeeds.length);
    for (const s of highlightSeeds) expect(sanitizeHtml(s.content), s.slug).toBe(s.content.trim());
  });

  it('ships every thumbnail; videos are WebM, podcasts MP3 (their files: media-files.test.ts)', () => {
    for (const s of highlightSeeds) {
      const svg = path.join(publicDir, thumbnailUrl(s.slug));
      expect(fs.existsSync(svg), svg).toBe(true);
      expect(fs.readFileSync(svg, 'utf8')).toMatch(/^<svg /);
      const media = mediaUrl(s);
      if (s.type === 'video' || s.type === 'podcast') {
        expect(media, s.slug).toMatch(s.type === 'video' ? /\.webm$/ : /\.mp3$/);
      } else expect(media).toBeNull();
    }
  });

  it('brings the minutes of a seeded video or podcast up to its measured length, and nothing else', async () => {
    await seed();
    const video = highlightSeeds.find((s) => s.type === 'video')!;
    const article = highlightSeeds.find((s) => s.type === 'article')!;
    await t.db
      .update(highlights)
      .set({ readTime: 1 })
      .where(inArray(highlights.id, [stableUuid(video.slug), stableUuid(article.slug)]));
    await seed();
    const rows = await t.db
      .select({ id: highlights.id, readTime: highlights.readTime })
      .from(highlights)
      .where(inArray(highlights.id, [stableUuid(video.slug), stableUuid(article.slug)]));
    const minutes = Object.fromEntries(rows.map((r) => [r.id, r.readTime]));
    expect(minutes[stableUuid(video.slug)]).toBe(mediaMinutes(video));
    expect(mediaMinutes(video)).toBeGreaterThanOrEqual(2);
    expect(minutes[stableUuid(article.slug)]).toBe(1);
  });

  it('inserts once: a second run adds nothing, and the list pages through everything newest first', async () => {
    await seed();
    await seed();
    expect(await t.db.$count(highlights)).toBe(highlightSeeds.length);
    const user = await buildUser(t.db);
    const seen: string[] = [];
    const dates: string[] = [];
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/highlights', headers: user.headers })).json();
    const totalPages = Math.ceil(highlightSeeds.length / 12);
    expect(first.meta).toEqual({ total: highlightSeeds.length, page: 1, perPage: 12, totalPages });
    for (let page = 1; page <= totalPages; page++) {
      const body = (await t.app.inject({ method: 'GET', url: `/api/v1/highlights?page=${page}`, headers: user.headers })).json();
      expect(body.meta.page).toBe(page);
      expect(body.data.length).toBe(page < totalPages ? 12 : highlightSeeds.length - 12 * (totalPages - 1));
      for (const h of body.data) {
        seen.push(h.uuid);
        dates.push(h.publishedAt);
      }
    }
    expect(new Set(seen).size).toBe(highlightSeeds.length);
    expect([...dates].sort().reverse()).toEqual(dates);
    const beyond = (await t.app.inject({ method: 'GET', url: `/api/v1/highlights?page=${totalPages + 1}`, headers: user.headers })).json();
    expect(beyond.data).toEqual([]);
    // Accent-insensitive search over the real content.
    const salarios = (await t.app.inject({ method: 'GET', url: '/api/v1/highlights?search=salarios', headers: user.headers })).json();
    expect(salarios.data.length).toBeGreaterThanOrEqual(3);
  });
});
