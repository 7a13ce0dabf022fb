import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FullPageSpinner } from '../full-page-spinner.tsx';
import { AppShellPlaceholder } from './app-shell-placeholder.tsx';
import { CONSOLE_HOME_CLASS } from './console-home-header.ts';

/** index.html's markup between `<!-- name: start -->` and `<!-- name: end -->`, without the whitespace between tags. */
function staticMarkup(name: string): string {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const inside = new RegExp(`<!-- ${name}: start -->([\\s\\S]*)<!-- ${name}: end -->`).exec(html)?.[1];
  if (inside === undefined) throw new Error(`index.html has no ${name} comments`);
  // Prettier breaks lines inside and between tags (`<span\n  ><svg`, one attribute per line, `<img … />`): whitespace that draws nothing here.
  return inside
    .replace(/\s+/g, ' ')
    .replace(/\s+(\/?)>/g, '$1>')
    .replace(/>\s+</g, '><')
    .trim();
}

describe('the static shell of index.html (docs/decisions/1802)', () => {
  it('is the markup React draws while the layout loads, so one replaces the other without a jump', () => {
    expect(staticMarkup('app shell')).toBe(renderToStaticMarkup(<AppShellPlaceholder />));
  });

  it("draws the console's frame by the class of the console's home (decision 1814)", () => {
    const markup = renderToStaticMarkup(<AppShellPlaceholder />);
    for (const part of [`in-[.${CONSOLE_HOME_CLASS}]:inline">Administração<`, `in-[.${CONSOLE_HOME_CLASS}]:max-sm:hidden`, `in-[.${CONSOLE_HOME_CLASS}]:hidden`]) {
      expect(markup).toContain(part);
    }
  });

  it('shows, for every other address, the spinner React draws while a screen loads (docs/decisions/1812)', () => {
    expect(staticMarkup('spinner')).toBe(renderToStaticMarkup(<FullPageSpinner />));
  });
});
