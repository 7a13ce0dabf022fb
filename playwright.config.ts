import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/support/browser.ts';
import { e2eBaseUrl, e2ePort } from './e2e/support/e2e-env.ts';

// Journeys run in the headless shell when it is installed (decision 0711: 38% less of Chromium's
// CPU); the installability check needs the full browser's PWA checks.
const executablePath = await chromiumExecutable('headless-shell');
const fullBrowser = await chromiumExecutable('full');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Generous: journeys check axe at two widths on every screen, on a 2-core machine.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  // Three files at a time against one server on two cores: a journey waits on the server, the
  // network and its own polls a third of the time, so a third worker fills what two left idle
  // (e2e on PostgreSQL 223 s → 180 s, decision 0711). Four hit the password queue's 4 waiting per
  // address (429 on registration). CI's PostgreSQL pass, beside the PGlite one, takes two
  // (E2E_WORKERS, decision 0711).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  // The two XSS passes take 1.5 min each: started last, they were the run's tail with one worker
  // idle. Projects are scheduled in this order, so they start first.
  projects: [
    { name: 'xss', testMatch: 'xss-*.spec.ts' },
    // routes-a11y.spec.ts is among the last files in alphabetical order, the order files are handed
    // to workers: it checks only the routes the journeys before it have not (decision 0711).
    { name: 'journeys', testIgnore: ['xss-*.spec.ts', 'installable.spec.ts'] },
    { name: 'installable', testMatch: 'installable.spec.ts', use: { launchOptions: { executablePath: fullBrowser, args: chromiumArgs } } },
  ],
  retries: 0,
  reporter: [['list']],
  // Per port, so suites run side by side don't clean each other's artefacts.
  outputDir: `test-results/e2e-${e2ePort}`,
  use: {
    baseURL: e2eBaseUrl,
    locale: 'pt-BR',
    // Our CSS shortens transitions to 0.01 ms under reduced motion: axe never sees a colour mid-fade.
    reducedMotion: 'reduce',
    timezoneId: 'America/Sao_Paulo',
    // A trace records screenshots and DOM snapshots of every action, a quarter of Chromium's CPU:
    // kept locally for a failure, off in CI, whose log is all anyone sees there (decision 0711).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  webServer: {
    command: 'node e2e/support/start-server.ts',
    url: `${e2eBaseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
