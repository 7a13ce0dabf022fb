import fs from 'node:fs';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium when installed (CI installs it with apt); otherwise the Chromium that the
 * @sparticuz/chromium npm package carries, so `npm test` finds a browser without apt.
 * Playwright's own browser download is never used (no network here).
 *
 * `headless-shell` prefers Debian's chromium-headless-shell package when it is installed: the same
 * Blink without the desktop browser around it, which Playwright itself runs for headless tests.
 * On the e2e journeys it took 38% less of Chromium's CPU than the full browser (decision 0711);
 * what only the full browser does (installability checks) asks for `full`.
 */
export async function chromiumExecutable(kind: 'full' | 'headless-shell' = 'full'): Promise<string> {
  const shell = kind === 'headless-shell' ? [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'] : [];
  for (const candidate of [...shell, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
