import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { e2eBaseUrl } from './support/e2e-env.ts';
import { expect, login, runCli, test, type E2EUser } from './fixtures.ts';

// Issue 40 item 1 (docs/decisions/1905): the browser's session is an HttpOnly cookie, never a
// token in Web Storage; 'Lembrar-me' makes it last 30 days, otherwise it lasts the browser session
// and every tab shares it; unsafe requests it authenticates are refused when they come from
// another site; logout and a 401 end it.

const CROSS_SITE_REFUSED = 'Pedido recusado: ele veio de outro site.';
const DAY_S = 86_400;

const sessionCookies = async (context: BrowserContext) => {
  const cookies = await context.cookies(e2eBaseUrl);
  return { session: cookies.find((c) => c.name === 'rumo_session'), hint: cookies.find((c) => c.name === 'rumo_signed_in') };
};

/** Every key and value of both Web Storages of the page's origin. */
const webStorage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) => Array.from({ length: store.length }, (_, i) => [store.key(i) ?? '', store.getItem(store.key(i) ?? '') ?? ''] as const)),
  );

/** The login screen, with or without 'Lembrar-me', up to the dashboard. */
async function loginOnScreen(page: Page, user: E2EUser, remember: boolean): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  if (remember) await page.getByLabel('Lembrar-me').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

test('without Lembrar-me: no token in Web Storage, an HttpOnly browser-session cookie that a second tab shares', async ({ page, context, user }) => {
  await login(page, user);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pessoa');

  const { session, hint } = await sessionCookies(context);
  expect(session, 'the session cookie').toBeTruthy();
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', expires: -1 });
  expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/', expires: -1 });
  // Nothing a script can read holds the token (nor the one registration answered).
  const stored = await webStorage(page);
  expect(stored.map(([key]) => key)).not.toContain('data.token');
  for (const [key, value] of stored) {
    expect(value, key).not.toContain(session!.value);
    expect(value, key).not.toContain(user.token);
  }
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
  // The stored user has no secret in it.
  const userData = JSON.parse(stored.find(([key]) => key === 'data.user_data')?.[1] ?? '{}') as Record<string, unknown>;
  expect(Object.keys(userData).sort()).toEqual(['name', 'uuid']);

  // A second tab of the same browser is logged in too.
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1 })).toContainText('Pessoa');
  expect(second.url()).toMatch(/\/dashboard$/);
  await second.close();
});

test('with Lembrar-me the session cookie lasts 30 days, HttpOnly', async ({ page, context, user }) => {
  await loginOnScreen(page, user, true);
  const { session, hint } = await sessionCookies(context);
  const in30Days = Date.now() / 1000 + 30 * DAY_S;
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(Math.abs(session!.expires - in30Days), 'expiry ~30 days from now').toBeLessThan(3600);
  expect(hint).toMatchObject({ httpOnly: false });
  expect(Math.abs(hint!.expires - session!.expires), 'the hint lasts as long').toBeLessThan(60);
  expect((await webStorage(page)).some(([, value]) => value.includes(session!.value))).toBe(false);
});

test('an unsafe request the cookie authenticates is refused when it comes from another site', async ({ page, context, user }) => {
  await loginOnScreen(page, user, false);
  const profile = { name: 'Pessoa Editada', email: user.email, tel: '11987654321', linkedin: '' };

  // The browser context's own cookies, no bearer header: only the cookie authenticates these.
  const crossSite: Record<string, string>[] = [
    { origin: 'http://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of crossSite) {
    const refused = await context.request.put('/api/v1/users/edit', { data: profile, headers });
    expect(refused.status(), JSON.stringify(headers)).toBe(403);
    expect(await refused.json()).toMatchObject({ message: CROSS_SITE_REFUSED });
  }
  const logoutRefused = await context.request.post('/api/v1/auth/logout', { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
  expect(logoutRefused.status()).toBe(403);

  // The same request from the app's own origin goes through.
  const accepted = await context.request.put('/api/v1/users/edit', { data: profile, headers: { origin: e2eBaseUrl, 'sec-fetch-site': 'same-origin' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect(((await accepted.json()) as { data: { name: string } }).data.name).toBe('Pessoa Editada');

  // From a real page of another port on the same host (the same site, so the Lax cookies go with
  // it): a form posting to the logout is refused, by the Origin and Sec-Fetch-Site the browser
  // itself sends, and the session lives on. Only a request carrying the cookie is checked: the 403
  // shows that the cookie went with it (without it, the logout would have answered 401).
  const other = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Outro site</title><form method="post" action="${e2eBaseUrl}/api/v1/auth/logout"><button>Enviar</button></form>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const evil = await context.newPage();
    await evil.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    const [answer] = await Promise.all([evil.waitForResponse((r) => r.url().endsWith('/api/v1/auth/logout')), evil.getByRole('button', { name: 'Enviar' }).click()]);
    expect(answer.status()).toBe(403);
    await expect(evil.locator('body')).toContainText(CROSS_SITE_REFUSED);
    await evil.close();
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
  expect((await sessionCookies(context)).session).toBeTruthy();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  expect((await context.request.get('/api/v1/users/me')).status()).toBe(200);
});

test('Logout ends the session: the cookies go, the token stops working and /dashboard leads to /login', async ({ page, context, request, user }) => {
  await loginOnScreen(page, user, true);
  const token = (await sessionCookies(context)).session!.value;
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCookies(context)).toEqual({ session: undefined, hint: undefined });
  expect((await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('a session the server ended: the next load clears the cookies and /login says it expired', async ({ page, context, user }) => {
  await loginOnScreen(page, user, false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pessoa');
  expect(await runCli('revoke-sessions', user.email)).toBeTruthy();
  // The dashboard's first answers are asked for by index.html's script: its 401 clears the cookies
  // before the app runs, and the app still tells the person why they are on /login.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente.' })).toBeVisible();
  expect(await sessionCookies(context)).toEqual({ session: undefined, hint: undefined });
  expect(await page.evaluate(() => localStorage.getItem('data.user_data'))).toBeNull();
});
