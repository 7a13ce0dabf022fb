import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/support/browser.ts';
import { e2eBaseUrl, e2ePort } from './e2e/support/e2e-env.ts';

const executablePath = await chromiumExecutable();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Generous: journeys check axe at two widths on every screen, on a 2-core machine.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  // Two cores: two files at a time against one server.
  workers: 2,
  fullyParallel: false,
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
    trace: 'retain-on-failure',
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
