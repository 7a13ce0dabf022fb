import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_MEDIA_SECONDS } from '../src/modules/highlights/seed/media-durations.ts';
import { highlightSeeds, mediaMinutes, mediaUrl, toNewHighlight } from '../src/modules/highlights/seed/highlight-seeds.ts';
import { JOURNEY_MEDIA_SECONDS } from '../src/modules/journey/seed/media-durations.ts';
import type { SeedStep } from '../src/modules/journey/seed/seed-types.ts';
import { entrevistas } from '../src/modules/journey/seed/step-entrevistas.ts';
import { fundamentos } from '../src/modules/journey/seed/step-fundamentos.ts';
import { mercado } from '../src/modules/journey/seed/step-mercado.ts';

// Issue 13 item 11 (decision 1324): the seeded media last a minute or more, and the minutes shown
// for a video or podcast are the length the generator measured with ffprobe.
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
const MAX_BYTES = 1.5 * 1024 * 1024;

function journeyMedia(steps: SeedStep[]): string[] {
  const contents = steps.flatMap((s) => s.courses.flatMap((c) => c.themes.flatMap((t) => t.topics.flatMap((tp) => tp.contents))));
  return contents.flatMap((ct) => (ct.type === 'video' || ct.type === 'audio' ? [ct.url] : []));
}

function expectRealMedia(url: string, recorded: Record<string, number>): void {
  const file = path.join(publicDir, url);
  expect(fs.existsSync(file), `${url} is missing`).toBe(true);
  const size = fs.statSync(file).size;
  expect(size, url).toBeGreaterThan(50_000);
  expect(size, url).toBeLessThan(MAX_BYTES);
  expect(recorded[url], `${url} has no recorded duration`).toBeDefined();
  expect(recorded[url]!, `${url} lasts under a minute`).toBeGreaterThanOrEqual(60);
  // Roughly consistent with the file: at least 24 kbit/s of sound for the recorded time.
  expect(size, `${url} is too small for ${recorded[url]} s`).toBeGreaterThan((recorded[url]! * 24_000 * 0.8) / 8);
}

describe('seeded media', () => {
  it('ships every journey video and audio, each a minute or more by the recorded duration', () => {
    const urls = journeyMedia([fundamentos, mercado, entrevistas]);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expectRealMedia(url, JOURNEY_MEDIA_SECONDS);
    expect(Object.keys(JOURNEY_MEDIA_SECONDS).sort()).toEqual([...urls].sort());
  });

  it('ships every highlight video and podcast, each a minute or more, with captions for the videos', () => {
    const media = highlightSeeds.filter((s) => s.type === 'video' || s.type === 'podcast');
    expect(media.length).toBe(12);
    for (const seed of media) {
      const url = mediaUrl(seed)!;
      expectRealMedia(url, HIGHLIGHT_MEDIA_SECONDS);
      if (seed.type === 'video') expect(fs.readFileSync(path.join(publicDir, url.replace(/\.webm$/, '.vtt')), 'utf8')).toMatch(/^WEBVTT\n\n00:00\.000 --> /);
    }
  });

  it('gives a video or podcast its measured minutes, rounded up; articles and news keep the reading time', () => {
    for (const seed of highlightSeeds) {
      const row = toNewHighlight(seed);
      if (seed.type === 'video' || seed.type === 'podcast') {
        const seconds = HIGHLIGHT_MEDIA_SECONDS[mediaUrl(seed)!]!;
        expect(row.readTime, seed.slug).toBe(Math.ceil(seconds / 60));
        expect(mediaMinutes(seed), seed.slug).toBeGreaterThanOrEqual(1);
      } else expect(row.readTime, seed.slug).toBeUndefined();
    }
    expect(mediaMinutes({ slug: 'x', type: 'video' })).toBeUndefined();
  });
});
