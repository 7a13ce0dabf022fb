import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { COLOUR_DEPENDENT_RULES, WCAG_A_AA_RULES } from './support/axe-rules.ts';
import { axeViolations } from './support/axe-runner.ts';
import { e2eBaseUrl, e2eServerEnv } from './support/e2e-env.ts';

export { expect };

export const DEMO = { email: 'demo@rumo.app', password: 'rumo-demo-2026', name: 'Ana Souza' };
export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const SCREENSHOT_DIR = path.resolve('e2e/screenshots');
// Screenshots are for people to look at; CI (CI=true, nobody looks) skips them unless
// E2E_SCREENSHOTS=1 asks for them. axe runs either way.
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || (process.env.E2E_SCREENSHOTS !== '0' && !process.env.CI);
/**
 * What depends on the browser alone, never on the database, is the same on both databases, so CI
 * runs each part once (decision 0711). `E2E_SCREEN_CHECKS` names the parts to run, as a comma
 * list: `journeys` (the journeys' axe checks and two-width inspection, and the checks of axe
 * itself), `xss` (the two XSS screen passes, which inspect their own screens), `browser` (the
 * specs about the browser alone — keyboard operability, the theme, stale chunks, installability —
 * with their screen checks); `1` (the default) for all, `0` for none. The journeys themselves
 * always run in full.
 */
const SCREEN_CHECK_KINDS = ['journeys', 'xss', 'browser'] as const;
const screenChecksAsked = (process.env.E2E_SCREEN_CHECKS ?? '1').split(',').map((k) => k.trim());
for (const kind of screenChecksAsked) {
  if (!['0', '1', ...SCREEN_CHECK_KINDS].includes(kind))
    throw new Error(`E2E_SCREEN_CHECKS=${process.env.E2E_SCREEN_CHECKS}: use 0, 1 or a comma list of ${SCREEN_CHECK_KINDS.join(', ')}`);
}
const screenCheckKind = (kind: (typeof SCREEN_CHECK_KINDS)[number]) => screenChecksAsked.includes('1') || screenChecksAsked.includes(kind);
/** axe and the two-width inspection in the journeys (and the checks of axe itself). */
export const JOURNEY_SCREEN_CHECKS = screenCheckKind('journeys');
/** The two XSS screen passes (project `xss`). */
export const XSS_PASSES = screenCheckKind('xss');
/** The specs about the browser alone (BROWSER_SPECS). */
export const BROWSER_SPECS_RUN = screenCheckKind('browser');
/** Specs whose every assertion is about the browser (focus, theme, chunks, installability), none about what the database stored. */
const BROWSER_SPECS = new Set(['keyboard.spec.ts', 'theme.spec.ts', 'error-page.spec.ts', 'installable.spec.ts']);
const isBrowserSpec = () => BROWSER_SPECS.has(path.basename(test.info().file));

/**
 * The journeys note every screen they checked (logged in or out, the path with its ids as `:id`),
 * one file per worker; routes-a11y.spec.ts, handed out late, checks only the routes none of them
 * reached (decision 0711). Playwright empties the output folder at the start of each run.
 */
const SCREENS_CHECKED = 'screens-checked';
const ID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'in /jobs/:id' — how a checked screen is noted and looked up. */
export function screenKey(loggedIn: boolean, url: string): string {
  const pathname = new URL(url, 'http://e2e.invalid').pathname;
  const pattern = pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return `${loggedIn ? 'in' : 'out'} ${pattern}`;
}

/** The screens the journeys of this run have checked (see SCREENS_CHECKED). */
export function screensCheckedByJourneys(): Set<string> {
  const dir = path.join(test.info().project.outputDir, SCREENS_CHECKED);
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir)
      .flatMap((file) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n'))
      .filter(Boolean),
  );
}

async function noteScreenChecked(page: Page): Promise<void> {
  const info = test.info();
  if (info.project.name !== 'journeys') return;
  // The API's hint cookie, which the app reads to know it is logged in (the session cookie is HttpOnly).
  const loggedIn = await page.evaluate(() => document.cookie.split('; ').some((pair) => pair.startsWith('rumo_signed_in=')));
  const dir = path.join(info.project.outputDir, SCREENS_CHECKED);
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `worker-${info.parallelIndex}.txt`), `${screenKey(loggedIn, page.url())}\n`);
}

/** Whether the running test checks its screens: the XSS passes and the browser specs when they run, the journeys when asked. */
function screenChecksHere(): boolean {
  if (test.info().project.name === 'xss') return XSS_PASSES;
  return isBrowserSpec() ? BROWSER_SPECS_RUN : JOURNEY_SCREEN_CHECKS;
}

export type E2EUser = { uuid: string; name: string; email: string; password: string; token: string };

/** Registers a brand-new user through the API (so every test owns its data). */
export async function registerUser(request: APIRequestContext, name = 'Pessoa Teste'): Promise<E2EUser> {
  const email = `e2e-${randomUUID().slice(0, 8)}@teste.rumo.app`;
  const password = `senha-e2e-${randomUUID().slice(0, 8)}`;
  const res = await request.post('/api/v1/users', { data: { name, email, password, tel: '11987654321', linkedin: '' } });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { uuid: string; token: string } };
  return { uuid: data.uuid, name, email, password, token: data.token };
}

/** Logs in through the login screen, as a person would, and waits for the dashboard. */
export async function login(page: Page, user: { email: string; password: string } = DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * The cookies the API's login answer sets, for `token` (browser-session cookies, as without
 * 'Lembrar-me'): the HttpOnly session and the hint the app reads.
 */
export async function addSessionCookies(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: 'rumo_session', value: token, url: e2eBaseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: 'rumo_signed_in', value: '1', url: e2eBaseUrl, sameSite: 'Lax' },
  ]);
}

/**
 * Starts the test logged in on `path` (default the dashboard), as a person whose browser kept the
 * session, without walking the login screen: that screen is walked by accounts.spec.ts (login,
 * wrong password, logout, expired session) and checked by routes-a11y.spec.ts. Every other journey
 * used to start with it, and each walk cost a production scrypt on the server and two screens in
 * the browser (decision 0711). A user from `registerUser` brings its token; a seeded one (DEMO) is
 * logged in through the API, the call the login screen makes. The browser gets the cookies that
 * login sets (addSessionCookies) and the stored user the login screen writes (`data.user_data`),
 * written once from the app's offline page — a static document of the same origin that asks the
 * API for nothing — so a later login as someone else is not overwritten. Returns the token, for
 * the API calls a test makes with a bearer header.
 */
export async function signIn(page: Page, user: { email: string; password: string; token?: string; uuid?: string; name?: string } = DEMO, path = '/dashboard'): Promise<string> {
  let session: { token: string; uuid: string; name: string };
  if (user.token && user.uuid && user.name) session = { token: user.token, uuid: user.uuid, name: user.name };
  else {
    const res = await page.request.post('/api/v1/auth', { data: { username: user.email, password: user.password } });
    expect(res.status(), await res.text()).toBe(200);
    const { data } = (await res.json()) as { data: { token: string; uuid: string; data: { name: string } } };
    session = { token: data.token, uuid: data.uuid, name: data.data.name };
  }
  await addSessionCookies(page.context(), session.token);
  await page.goto('/offline.html');
  await page.evaluate((u) => localStorage.setItem('data.user_data', JSON.stringify(u)), { name: session.name, uuid: session.uuid });
  await page.goto(path);
  return session.token;
}

/** axe with every WCAG 2.0/2.1/2.2 A and AA rule, experimental ones included: any violation fails with a readable list. */
export async function checkA11y(page: Page, label = page.url(), rules: string[] = WCAG_A_AA_RULES): Promise<void> {
  if (!screenChecksHere()) return;
  // A theme or size change just before (inspectScreen restores the light theme) leaves colour
  // transitions running: axe would read the header mid-way from dark to light (CI, stop 23).
  await transitionsSettled(page);
  const violations = await axeViolations(page, rules);
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}

/** The width a screen's dark theme is checked at: half the screens at each, fixed by the name. */
export function darkCheckWidth(name: string): '390' | '1280' {
  let sum = 0;
  for (const ch of name) sum = (sum + ch.charCodeAt(0)) % 2;
  return sum === 0 ? '390' : '1280';
}

/**
 * Checks the current screen at 390 px and 1280 px in the light theme and at one of the two in the
 * dark one (the system setting, emulated; decision 1322): axe with 0 violations (every WCAG A/AA
 * rule in the light theme, the colour rules in the dark one) and a full-page screenshot in
 * e2e/screenshots/<name>-{390,1280}[-dark].png (git-ignored) for a person to look at (not under CI
 * unless E2E_SCREENSHOTS=1; screenshots are taken at both widths in both themes). `ready` waits
 * for the screen's content after each change (default: network idle).
 */
export async function inspectScreen(page: Page, name: string, ready?: () => Promise<void>): Promise<void> {
  if (!screenChecksHere()) return;
  if (TAKE_SCREENSHOTS) fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ['390', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(size);
    for (const colorScheme of ['light', 'dark'] as const) {
      // The dark theme swaps the palette only (decision 1322): the same colours at either width, so
      // axe checks it at one, alternating by screen so that both layouts' own parts (the bottom bar,
      // the side menu) are checked dark across the suite — a quarter of the checks less (0711).
      if (colorScheme === 'dark' && label !== darkCheckWidth(name) && !TAKE_SCREENSHOTS) continue;
      await page.emulateMedia({ colorScheme });
      if (ready) await ready();
      else await page.waitForLoadState('networkidle');
      // checkA11y waits for the colour transitions the theme change started (transitionsSettled).
      const suffix = colorScheme === 'dark' ? '-dark' : '';
      // The dark theme only swaps the palette (decision 1322): its pass checks the colour rules,
      // the light pass of the same document every rule (decision 0711).
      if (colorScheme === 'light' || label === darkCheckWidth(name))
        await checkA11y(page, `${name} @${label}px${suffix}`, colorScheme === 'dark' ? COLOUR_DEPENDENT_RULES : WCAG_A_AA_RULES);
      if (TAKE_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}${suffix}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (original) await page.setViewportSize(original);
  await noteScreenChecked(page);
}

/**
 * Every status and alert message shown from now on in this document, even one that came and went:
 * the banner closes itself after 6 s (spec section 9), and on a saturated CI machine the browser
 * can stall past that between an action and the assertion (console-moderation, clean-clone run).
 */
export async function watchNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const notices = '[role="status"], [role="alert"]';
    const record = () => {
      for (const el of Array.from(document.querySelectorAll(notices))) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    // Every change of the document (a notice added, or text put into one already there) and, in
    // case a change was missed, a look every 50 ms; both kept on window so neither is collected.
    const observer = new MutationObserver(record);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = window.setInterval(record, 50);
    Object.assign(window, { __notices: seen, __noticeWatch: { observer, timer } });
  });
  return () => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);
}

/** A screenshot of the current state for a person to look at (e2e/screenshots/<name>.png; same rule as inspectScreen). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * A theme change starts the colour transitions of everything with `transition-colors`; even at the
 * 0.01 ms of reduced motion they end only at the next frames, and axe would read the old colours.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    for (let i = 0; i < 30 && document.getAnimations().some((a) => a instanceof CSSTransition); i++) await frame();
  });
}

const execFileAsync = promisify(execFile);

/**
 * Runs an operator command (`npm run cli -- …`) against the e2e server's database: on PGlite it is
 * handed to the running server over its control socket, on PostgreSQL it connects directly.
 */
export async function runCli(...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, ['apps/api/dist/cli.js', ...args], { env: e2eServerEnv(), timeout: 60_000 });
  return stdout;
}

export const test = base.extend<{ user: E2EUser; browserSpecGate: void }>({
  // Before any other fixture: a browser spec on a run that leaves them to another (E2E_SCREEN_CHECKS).
  browserSpecGate: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(isBrowserSpec() && !BROWSER_SPECS_RUN, 'E2E_SCREEN_CHECKS leaves the browser specs to another run');
      await use();
    },
    { auto: true },
  ],
  // A fresh registered user per test that asks for it.
  user: async ({ request }, use) => {
    await use(await registerUser(request));
  },
});
