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
 */
export async function chromiumExecutable(): Promise<string> {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
