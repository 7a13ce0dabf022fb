import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, inspectScreen, JOURNEY_SCREEN_CHECKS, screenKey, screensCheckedByJourneys, signIn, test } from './fixtures.ts';

// Issue 8, item 5: every route of the route table (apps/web/src/app/router.tsx), public and
// logged in as the demo user, checked by axe (WCAG 2.2 A/AA) at 390 and 1280 px with 0
// violations, and screenshotted (e2e/screenshots/a11y-*.png). Ids come from the API.
// Named to come late in the alphabetical order the files are handed out in: a route a journey of
// this run already checked in the same state (logged in or out) is not checked twice (decision
// 0711). Run alone, it checks every route.

type Ids = { course: string; job: string; curriculum: string; highlight: string };

async function demoToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth', { data: { username: DEMO.email, password: DEMO.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function firstUuid(request: APIRequestContext, token: string, path: string, pick: (body: unknown) => string | undefined): Promise<string> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  const id = pick(await res.json());
  expect(id, `no id in ${path}`).toBeTruthy();
  return id!;
}

type List = { data: { uuid: string }[] };

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const token = await demoToken(request);
  return {
    course: await firstUuid(request, token, '/api/v1/steps', (b) => (b as { data: { courses: { uuid: string }[] }[] }).data[0]?.courses[0]?.uuid),
    job: await firstUuid(request, token, '/api/v1/jobs', (b) => (b as List).data[0]?.uuid),
    curriculum: await firstUuid(request, token, '/api/v1/curriculum', (b) => (b as List).data[0]?.uuid),
    highlight: await firstUuid(request, token, '/api/v1/highlights', (b) => (b as List).data[0]?.uuid),
  };
}

/** Opens a route and waits for its heading and for the network to settle before axe runs — unless a journey checked it. */
async function visit(page: Page, path: string, name: string, loggedIn: boolean): Promise<void> {
  if (checkedByJourneys.has(screenKey(loggedIn, path))) {
    skipped.push(path);
    return;
  }
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  // Skeletons and spinners are replaced by content before the check.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await inspectScreen(page, `a11y-${name}`);
}

let checkedByJourneys = new Set<string>();
const skipped: string[] = [];
test.beforeEach(() => {
  checkedByJourneys = screensCheckedByJourneys();
  skipped.length = 0;
});
test.afterEach(() => {
  if (skipped.length > 0) {
    test.info().annotations.push({ type: 'checked by a journey', description: skipped.join(' ') });
    console.log(`routes-a11y: ${skipped.length} route(s) already checked by a journey: ${skipped.join(' ')}`);
  }
});

test.describe.configure({ mode: 'parallel' });
// This file is only screen checks: nothing to run without them (decision 0711).
test.skip(!JOURNEY_SCREEN_CHECKS, 'E2E_SCREEN_CHECKS=0 or xss');

test('public routes: login, register, forgot and reset password, 404', async ({ page }) => {
  test.setTimeout(120_000);
  const routes: [path: string, name: string][] = [
    ['/login', 'login'],
    ['/', 'root-login'],
    ['/register', 'register'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password?token=a11y-token-que-nao-existe', 'reset-password'],
    ['/404', 'not-found'],
    ['/rota-que-nao-existe', 'unknown-route'],
  ];
  for (const [path, name] of routes) await visit(page, path, name, false);
});

const groups: { title: string; routes: (ids: Ids) => [path: string, name: string][] }[] = [
  {
    title: 'dashboard, journey and course player',
    routes: (ids) => [
      ['/dashboard', 'dashboard'],
      ['/steps', 'steps'],
      [`/step/${ids.course}`, 'course-player'],
      [`/modules/preview/${ids.course}`, 'module-preview'],
      ['/plans', 'plans'],
    ],
  },
  {
    title: 'jobs, applications and alerts',
    routes: (ids) => [
      ['/jobs', 'jobs'],
      [`/jobs/${ids.job}`, 'job-detail'],
      ['/applications', 'applications'],
      ['/job-alerts', 'job-alerts'],
    ],
  },
  {
    title: 'curriculum and highlights',
    routes: (ids) => [
      ['/curriculum', 'curriculum-list'],
      [`/curriculum/${ids.curriculum}`, 'curriculum-edit'],
      [`/curriculum/${ids.curriculum}/preview`, 'curriculum-preview'],
      ['/highlights', 'highlights'],
      [`/highlights/${ids.highlight}`, 'highlight-detail'],
    ],
  },
  {
    title: 'account, support, about and the logged-in 404',
    routes: () => [
      ['/account', 'account'],
      ['/support', 'support'],
      ['/about', 'about'],
      ['/404', 'not-found-logged-in'],
    ],
  },
];

for (const group of groups) {
  test(`logged-in routes: ${group.title}`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const ids = await demoIds(request);
    await signIn(page);
    for (const [path, name] of group.routes(ids)) await visit(page, path, name, true);
  });
}
