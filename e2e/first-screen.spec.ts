import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

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
