import type { Page } from '@playwright/test';
import type { SeedStep } from '../apps/api/src/modules/journey/seed/seed-types.ts';
import { entrevistas } from '../apps/api/src/modules/journey/seed/step-entrevistas.ts';
import { fundamentos } from '../apps/api/src/modules/journey/seed/step-fundamentos.ts';
import { mercado } from '../apps/api/src/modules/journey/seed/step-mercado.ts';
import { DEMO, expect, inspectScreen, signIn, test } from './fixtures.ts';

// Issue 13 item 11 (decision 1324): the seeded media last a minute or more in a real browser, and
// the course audio player seeks and sets the volume from the keyboard.

type Highlights = { data: { type: string; mediaUrl: string | null; readTime: number }[] };

/** Loads the URL into a fresh media element of the page and answers its duration in seconds. */
async function chromiumDuration(page: Page, url: string): Promise<number> {
  return page.evaluate(async (src) => {
    const media = document.createElement(src.endsWith('.webm') ? 'video' : 'audio');
    media.preload = 'metadata';
    const loaded = new Promise<number>((resolve, reject) => {
      media.addEventListener('loadedmetadata', () => resolve(media.duration), { once: true });
      media.addEventListener('error', () => reject(new Error(`${src}: ${media.error?.message ?? 'erro'}`)), { once: true });
    });
    media.src = src;
    return loaded;
  }, url);
}

function journeyMedia(steps: SeedStep[]): string[] {
  const contents = steps.flatMap((s) => s.courses.flatMap((c) => c.themes.flatMap((t) => t.topics.flatMap((tp) => tp.contents))));
  return contents.flatMap((c) => (c.type === 'video' || c.type === 'audio' ? [c.url] : []));
}

test('every seeded journey video and audio and every highlight video and podcast lasts a minute or more in Chromium', async ({ page, request, user }) => {
  const res = await request.get('/api/v1/highlights?type=video&type=podcast', { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status()).toBe(200);
  const highlights = ((await res.json()) as Highlights).data;
  expect(highlights).toHaveLength(12);
  const journey = journeyMedia([fundamentos, mercado, entrevistas]);
  expect(journey.length).toBeGreaterThanOrEqual(4);

  await page.goto('/login');
  for (const url of journey) expect(await chromiumDuration(page, url), url).toBeGreaterThanOrEqual(60);
  for (const h of highlights) {
    const seconds = await chromiumDuration(page, h.mediaUrl!);
    expect(seconds, h.mediaUrl!).toBeGreaterThanOrEqual(60);
    // The minutes the API gives are the file's real length, rounded up.
    expect(h.readTime, h.mediaUrl!).toBe(Math.ceil(seconds / 60));
  }
});

test('the course audio player seeks and sets the volume with the keyboard', async ({ page, request }) => {
  const token = await signIn(page, DEMO);
  const steps = await request.get('/api/v1/steps', { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await steps.json()) as { data: { courses: { uuid: string; name: string }[] }[] };
  const course = data.flatMap((s) => s.courses).find((c) => c.name === 'Entrevista comportamental')!;
  await page.goto(`/modules/preview/${course.uuid}`);
  await expect(page.locator('#preview-content-title')).toHaveText('Áudio: o método STAR');

  const seek = page.getByRole('slider', { name: 'Posição' });
  await expect(seek).toBeEnabled();
  const length = await page.locator('audio').evaluate((a: HTMLAudioElement) => a.duration);
  expect(length).toBeGreaterThanOrEqual(60);
  const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
  await expect(seek).toHaveAttribute('aria-valuetext', `0:00 de ${clock(length)}`);

  await seek.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(seek).toHaveAttribute('aria-valuetext', `0:10 de ${clock(length)}`);
  await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeCloseTo(10, 0);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  await expect(seek).toHaveAttribute('aria-valuetext', `0:35 de ${clock(length)}`);
  await page.keyboard.press('End');
  await expect(seek).toHaveAttribute('aria-valuetext', `${clock(length)} de ${clock(length)}`);
  await page.keyboard.press('Home');
  await expect(seek).toHaveAttribute('aria-valuetext', `0:00 de ${clock(length)}`);

  // Tab reaches the volume; arrows move it 5 points.
  await page.keyboard.press('Tab');
  const volume = page.getByRole('slider', { name: 'Volume' });
  await expect(volume).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(volume).toHaveAttribute('aria-valuetext', '90%');
  expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.9);

  // The play button stays.
  await page.getByRole('button', { name: 'Reproduzir Áudio: o método STAR' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(seek).toHaveAttribute('aria-valuetext', `0:00 de ${clock(length)}`);
  await inspectScreen(page, 'journey-player-audio', () => expect(seek).toBeEnabled());
});
