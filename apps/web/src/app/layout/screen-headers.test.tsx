import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EARLY_REQUEST_ROUTES } from '../early-requests/early-request-routes.ts';
import { SCREEN_HEADERS } from './screen-headers.ts';

// docs/decisions/1806: the static shell draws these headers before the screen's code has run; the
// screen must then draw the very same text, or the page would change under the reader.
describe('the fixed page headers of the static shell', () => {
  it.each(SCREEN_HEADERS.map((entry) => [entry.path, entry] as const))('%s draws the header the static shell showed', async (path, { header }) => {
    renderApp(path, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: header.title }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(header.description)).toBeInTheDocument();
  });

  it('each is served its class by index.html’s script, on its own route', () => {
    for (const entry of SCREEN_HEADERS) {
      expect(EARLY_REQUEST_ROUTES.find((route) => route.path === entry.path)?.screenClass).toBe(entry.className);
      expect(entry.visibleClass).toBe(`in-[.${entry.className}]:flex`);
    }
  });
});
