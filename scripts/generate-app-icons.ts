/**
 * Renders the app's home-screen icons (decision 1321) from the favicon's drawing with the local
 * Chromium: `node scripts/generate-app-icons.ts` writes apps/web/public/icons/*.png. The PNGs are
 * committed; run this again only when the drawing changes. Nothing is fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/browser.ts';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const BRAND = '#0f766e';

/** The compass of favicon.svg on a 64×64 grid; `scale` < 1 keeps it inside a maskable icon's safe zone. */
function iconSvg({ rounded, scale }: { rounded: boolean; scale: number }): string {
  const t = `translate(32 32) scale(${scale}) translate(-32 -32)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>
  <g transform="${t}">
    <circle cx="32" cy="32" r="19" fill="none" stroke="#ccfbf1" stroke-width="3"/>
    <path d="M32 15 39 32 32 49 25 32Z" fill="#ffffff"/>
    <path d="M32 32 39 32 32 49Z" fill="#5eead4"/>
    <circle cx="32" cy="32" r="3" fill="${BRAND}"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: the platform cuts its own shape, so the square is full-bleed and the drawing sits
  // inside the central 80% circle.
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.85 },
];

const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(icon)}</body></html>`);
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
