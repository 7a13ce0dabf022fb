import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EARLY_REQUEST_ROUTES } from '../early-requests/early-request-routes.ts';
import { HIGHLIGHTS_SHELL } from './highlights-shell.ts';

// docs/decisions/1810: once the list's early answer is in, the static shell draws the first card's
// image at its place; the screen must then draw that very image first, or the page would change under the reader.
describe('Destaques in the static shell', () => {
  it('reads the image where the list’s answer carries it, and the screen’s first card shows that image, loaded at once', async () => {
    const answer = (await (await fetch(new URL(`/api${HIGHLIGHTS_SHELL.api}`, location.origin))).json()) as unknown;
    let image: unknown = answer;
    for (const key of HIGHLIGHTS_SHELL.imageAt) image = (image as Record<string | number, unknown>)[key];
    expect(typeof image).toBe('string');
    const { container } = renderApp(HIGHLIGHTS_SHELL.path, { session: demoSession });
    const cards = await screen.findAllByRole('article', undefined, { timeout: 5_000 });
    const images = cards.map((card) => card.querySelector('img'));
    expect(images[0]).toHaveAttribute('src', image as string);
    // The first row's images load at once; the rest wait until they near the screen.
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual(images.map((_, i) => (i < 3 ? 'eager' : 'lazy')));
    expect(within(container).getAllByRole('article').length).toBeGreaterThan(3);
  });

  it('is served by index.html’s script on the list’s address, from its one early request', () => {
    const route = EARLY_REQUEST_ROUTES.find((r) => r.path === HIGHLIGHTS_SHELL.path);
    expect(route?.api).toContain(HIGHLIGHTS_SHELL.api);
    expect(route?.texts).toEqual([
      { api: HIGHLIGHTS_SHELL.api, at: HIGHLIGHTS_SHELL.imageAt, property: HIGHLIGHTS_SHELL.imageProperty, format: 'url', className: HIGHLIGHTS_SHELL.className },
    ]);
    expect(HIGHLIGHTS_SHELL.visibleClass).toBe(`in-[.${HIGHLIGHTS_SHELL.className}]:flex`);
  });
});
