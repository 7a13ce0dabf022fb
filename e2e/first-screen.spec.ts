import type { Page } from '@playwright/test';
import { expect, runCli, signIn, test } from './fixtures.ts';

/**
 * Issue 18 item 2 (docs/decisions/1802): on a full load of a logged-in screen, index.html's
 * first-screen script asks for the screen's data while the JavaScript downloads, under the
 * production CSP (allowed by its hash), and the app takes those answers instead of asking again.
 */

/** Every GET to /api during the load, and every CSP complaint the browser prints. */
function watch(page: Page) {
  const gets: string[] = [];
  const csp: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/')) gets.push(r.url().replace(/^https?:\/\/[^/]+/, ''));
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  return { gets, csp };
}

const duplicates = (list: string[]) => list.filter((url, i) => list.indexOf(url) !== i);

test('a logged-in screen loaded from its address asks for each of its first answers once, early, with no CSP complaint', async ({ page, user }) => {
  await signIn(page, user, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [path, heading] of [
    ['/dashboard', /Olá/],
    ['/steps', 'Sua Jornada'],
    ['/plans', 'Escolha o Plano Ideal para Você'],
  ] as const) {
    const { gets, csp } = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The script ran (the CSP let it): it is what asked for who is logged in…
    expect(await page.evaluate(() => '__rumoEarlyAnswers' in window), path).toBe(true);
    // …and the app took its answers: without the handoff every early URL would be asked twice.
    expect(gets, path).toContain('/api/v1/users/me');
    expect(duplicates(gets), path).toEqual([]);
    expect(csp, path).toEqual([]);
    page.removeAllListeners('request');
    page.removeAllListeners('console');
  }
});

test('the job page from its address: the static shell draws the job’s title from its early answer, before and without the app’s code (decision 1810)', async ({ page, user }) => {
  await signIn(page, user, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const res = await page.request.get('/api/v1/jobs?page=1', { headers: { authorization: `Bearer ${user.token}` } });
  const job = ((await res.json()) as { data: { uuid: string; title: string }[] }).data[0]!;
  // The app's entry never arrives: what shows is index.html and its script alone.
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  const { csp } = watch(page);
  await page.goto(`/jobs/${job.uuid}`);
  const shellTitle = () =>
    page.evaluate(() => {
      const title = document.querySelector('[elementtiming="rumo-shell-text"]');
      return title && title.getBoundingClientRect().height > 0 ? getComputedStyle(title, '::before').content : null;
    });
  await expect.poll(shellTitle).toBe(JSON.stringify(job.title));
  expect(csp).toEqual([]);

  // With the app: the job page draws the same title as its heading, and asked for the job once.
  await page.unroute(/\/assets\/index-[^/]*\.js$/);
  page.removeAllListeners('console');
  const { gets } = watch(page);
  await page.goto(`/jobs/${job.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(gets.filter((url) => url === `/api/v1/jobs/${job.uuid}`)).toHaveLength(1);
});

test('Destaques from its address: the static shell draws the first card’s image from the early answer, before and without the app’s code (decision 1810)', async ({
  page,
  user,
}) => {
  await signIn(page, user, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const res = await page.request.get('/api/v1/highlights', { headers: { authorization: `Bearer ${user.token}` } });
  const first = ((await res.json()) as { data: { thumbnail: string }[] }).data[0]!;
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  const { csp } = watch(page);
  await page.goto('/highlights');
  const shellImage = () =>
    page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('img[elementtiming="rumo-shell-text"]');
      return image && image.getBoundingClientRect().height > 0 ? getComputedStyle(image).content : null;
    });
  await expect.poll(shellImage).toContain(first.thumbnail);
  expect(csp).toEqual([]);
});

test('Sua Jornada from its address on a phone: the static shell draws the current step and its first course from the early answer, at the places where the app then draws them (decision 1815)', async ({
  page,
  user,
}) => {
  expect(await runCli('grant-plan', user.email, 'premium')).toContain(user.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const res = await page.request.get('/api/v1/steps', { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const step = ((await res.json()) as { data: { name: string; is_locked: boolean; ended_at: string | null; courses: { description: string }[] }[] }).data[0]!;
  // A new learner's first step is the current one, so the shell draws it.
  expect(step).toMatchObject({ is_locked: false, ended_at: null });
  const description = step.courses[0]!.description;
  /** The shell's visible text element: what it draws, and where. */
  const shellText = () =>
    page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll('p[elementtiming="rumo-shell-text"]'))) {
        const { x, y, width, height } = element.getBoundingClientRect();
        if (height > 0) return { content: getComputedStyle(element, '::before').content, box: { x, y, width, height } };
      }
      return null;
    });

  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  const { csp } = watch(page);
  await page.goto('/steps');
  await expect.poll(async () => (await shellText())?.content).toBe(JSON.stringify(description));
  const shellBox = (await shellText())!.box;
  expect(csp).toEqual([]);

  // With the app: the first course's description, at the same pixels.
  await page.unroute(/\/assets\/index-[^/]*\.js$/);
  await page.goto('/steps');
  const appText = page.getByText(description, { exact: true }).first();
  await expect(appText).toBeVisible();
  const appBox = (await appText.boundingBox())!;
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appBox[key] - shellBox[key]), key).toBeLessThanOrEqual(0.5);

  // On a large screen the app draws two panes, which the shell does not: it shows the header only.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/steps');
  // The answer was drawn (its class is on <html>), yet no text of it is on screen.
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('rumo-shell-steps'))).toBe(true);
  expect(await shellText()).toBeNull();
});
