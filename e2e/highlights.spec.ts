import type { Page } from '@playwright/test';
import { expect, inspectScreen, registerUser, signIn, test } from './fixtures.ts';

// Issue 5's highlights journey: search and filter, favorite one and find it under 'Favoritos',
// open a video (our own WebM through the native player), a podcast and an unknown id.
// Every screen gets axe at 390 and 1280 px and screenshots (e2e/screenshots/).

const cards = (page: Page) => page.getByRole('article');
// Ready = cards shown and none of them the previous answer, dimmed (aria-busy) while the new one
// loads: after a filter change the old list can hold as many cards as the new one will, and axe
// reads the dimmed text's contrast (a run that reached the favourites without the dashboard first).
const cardsReady = (page: Page) => async () => {
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/** Waits until the media element has loaded its metadata and returns its duration in seconds. */
async function mediaDuration(page: Page, selector: string): Promise<number> {
  await page.waitForFunction((s) => ((document.querySelector(s) as HTMLMediaElement | null)?.readyState ?? 0) >= 1, selector);
  return page.evaluate((s) => (document.querySelector(s) as HTMLMediaElement).duration, selector);
}

// Several screens at two widths each: give a loaded machine some room.
test.describe.configure({ timeout: 150_000 });

test('a person searches and filters highlights', async ({ page, user }) => {
  await signIn(page, user, '/highlights');
  await expect(page.getByRole('heading', { level: 1, name: 'Destaques' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  await inspectScreen(page, 'highlights-list', cardsReady(page));

  // Page 2, then a search (sent after the pause): back to page 1, the search in the URL, accents ignored.
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/highlights\?page=2$/);
  await page.getByPlaceholder('Buscar conteúdo...').fill('salarios');
  await expect(page).toHaveURL(/\/highlights\?search=salarios$/);
  // The previous page stays on screen, dimmed, until the search answers — and it can hold the
  // same article (a highlight another spec publishes moves it there).
  await cardsReady(page)();
  await expect(cards(page).getByRole('link', { name: 'Salários em TI: como pesquisar a faixa e negociar sua proposta' })).toBeVisible();
  for (const text of await cards(page).allTextContents())
    expect(
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    ).toContain('salario');

  // Two types at once: only videos and podcasts, the toggles pressed, the types in the URL.
  await page.getByPlaceholder('Buscar conteúdo...').fill('');
  await expect(page).toHaveURL(/\/highlights$/);
  await page.getByRole('button', { name: 'Vídeos' }).click();
  await page.getByRole('button', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/highlights\?type=video&type=podcast$/);
  await expect(page.getByRole('button', { name: 'Vídeos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Artigos' })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(12);
  for (const card of await cards(page).all()) await expect(card.getByText(/^(Vídeo|Podcast)$/)).toBeVisible();
  await inspectScreen(page, 'highlights-filtered', cardsReady(page));
});

test("a person favorites a highlight and finds it under 'Favoritos'", async ({ page, user }) => {
  await signIn(page, user, '/highlights?type=video&type=podcast');
  await expect(cards(page)).toHaveCount(12);

  // Favorite one podcast; under 'Favoritos' it is the only card (the user is new).
  const podcastTitle = 'Rumo Cast #12: o primeiro emprego em TI';
  const heart = page.getByRole('button', { name: `Favoritar: ${podcastTitle}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL(/\/highlights\?type=video&type=podcast&favorite=true$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('link', { name: podcastTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Vídeos' }).click();
  await page.getByRole('button', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/highlights\?favorite=true$/);
  await expect(cards(page)).toHaveCount(1);
  await inspectScreen(page, 'highlights-favorites', cardsReady(page));

  // The podcast page: audio from our own origin, favorite shown as pressed, then un-favorited.
  await cards(page).getByRole('link', { name: podcastTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: podcastTitle })).toBeVisible();
  const podcastSeconds = await mediaDuration(page, 'audio');
  expect(podcastSeconds).toBeGreaterThanOrEqual(60);
  await expect(page.getByText(`${Math.ceil(podcastSeconds / 60)} min`, { exact: true })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Favoritado' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await inspectScreen(page, 'highlight-podcast', () => expect(page.locator('audio')).toBeVisible());
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Favoritar' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('link', { name: 'Voltar para Destaques' }).click();
  await expect(page).toHaveURL(/\/highlights\?favorite=true$/);
  await expect(page.getByText('Nenhum conteúdo encontrado')).toBeVisible();
  await inspectScreen(page, 'highlights-empty', () => expect(page.getByText('Nenhum conteúdo encontrado')).toBeVisible());
});

test('a person opens a video highlight and an unknown one', async ({ page, user }) => {
  await signIn(page, user);
  // A video: the native player plays our WebM.
  await page.goto('/highlights?type=video');
  const videoLink = cards(page).first().getByRole('link');
  const videoTitle = (await videoLink.textContent()) ?? '';
  await videoLink.click();
  await expect(page.getByRole('heading', { level: 1, name: videoTitle })).toBeVisible();
  await expect(page.getByText(/^Por /)).toBeVisible();
  // A video shows its length, the file's real one rounded up (decision 1324), not a reading time.
  const seconds = await mediaDuration(page, 'video');
  expect(seconds).toBeGreaterThanOrEqual(60);
  await expect(page.getByText(`${Math.ceil(seconds / 60)} min`, { exact: true })).toBeVisible();
  await expect(page.getByText(/min de leitura/)).toHaveCount(0);
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await page.evaluate(async () => {
    const video = document.querySelector('video')!;
    video.muted = true;
    await video.play();
  });
  await page.waitForFunction(() => document.querySelector('video')!.currentTime > 0.2);
  await page.evaluate(() => document.querySelector('video')!.pause());
  await inspectScreen(page, 'highlight-video', () => expect(page.locator('video')).toBeVisible());

  // An unknown id.
  await page.goto('/highlights/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Conteúdo não encontrado', { exact: true }).first()).toBeVisible();
  await inspectScreen(page, 'highlight-not-found', () => expect(page.getByRole('link', { name: 'Voltar para Destaques' })).toBeVisible());
});

test("favorites belong to each user: another person doesn't see them", async ({ page, user, browser }) => {
  await signIn(page, user, '/highlights?type=article');
  const first = cards(page).first();
  const title = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('button', { name: `Favoritar: ${title}` }).click();
  await expect(first.getByRole('button', { name: `Favoritar: ${title}` })).toHaveAttribute('aria-pressed', 'true');

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const someoneElse = await registerUser(otherPage.request, 'Outra Pessoa');
  await signIn(otherPage, someoneElse);
  await otherPage.goto('/highlights?favorite=true');
  await expect(otherPage.getByText('Nenhum conteúdo encontrado')).toBeVisible();
  await other.close();
});

test("a failed load offers 'Tentar novamente'; a failed favourite says so and keeps the heart", async ({ page, user }) => {
  // Issue 13 item 4 (decision 1303).
  await signIn(page, user);
  await page.route('**/api/v1/highlights?**', (route) => route.fulfill({ status: 503, json: { message: 'Serviço indisponível.' } }));
  await page.route('**/api/v1/highlights', (route) => route.fulfill({ status: 503, json: { message: 'Serviço indisponível.' } }));
  await page.goto('/highlights');
  const failure = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os destaques.' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Nenhum conteúdo encontrado')).toHaveCount(0);
  await inspectScreen(page, 'highlights-load-error', () => expect(failure).toBeVisible());
  await page.unrouteAll();
  await failure.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(cards(page)).toHaveCount(12);

  await page.route('**/api/v1/highlights/*/favorites', (route) => route.fulfill({ status: 500, json: { message: 'Erro interno.' } }));
  const heart = cards(page)
    .first()
    .getByRole('button', { name: /^Favoritar:/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Não foi possível atualizar o favorito. Tente novamente.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
