import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppShellPlaceholder } from './app-shell-placeholder.tsx';

/** index.html's static shell, between its two comments, without the whitespace between tags. */
function staticShell(): string {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const inside = /<!-- app shell: start -->([\s\S]*)<!-- app shell: end -->/.exec(html)?.[1];
  if (inside === undefined) throw new Error('index.html has no app shell comments');
  // Prettier breaks lines inside and between tags (`<span\n  ><svg`, one attribute per line, `<img … />`): whitespace that draws nothing here.
  return inside
    .replace(/\s+/g, ' ')
    .replace(/\s+(\/?)>/g, '$1>')
    .replace(/>\s+</g, '><')
    .trim();
}

describe('the static shell of index.html (docs/decisions/1802)', () => {
  it('is the markup React draws while the layout loads, so one replaces the other without a jump', () => {
    expect(staticShell()).toBe(renderToStaticMarkup(<AppShellPlaceholder />));
  });
});
