import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EARLY_REQUEST_ROUTES } from '../early-requests/early-request-routes.ts';
import { AppShellPlaceholder } from './app-shell-placeholder.tsx';
import { HIGHLIGHTS_SHELL } from './highlights-shell.ts';
import { SHELL_TEXT_TIMING } from './shell-text-timing.ts';
import { STEPS_SHELL } from './steps-shell.ts';

const valueAt = (body: unknown, path: readonly (string | number)[]) => path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], body);

// docs/decisions/1815: once the steps' early answer is in, and its first step is the current one, the
// static shell draws that step open with its first course; the screen must then draw the very same
// texts at those places (e2e/first-screen.spec.ts measures the places), or it would change under the reader.
describe("'Sua Jornada' in the static shell", () => {
  it('reads the current step where the answer carries it, and the accordion draws those texts in its first step, open, with its first course', async () => {
    const answer = (await (await fetch(new URL(`/api${STEPS_SHELL.api}`, location.origin))).json()) as unknown;
    for (const condition of STEPS_SHELL.when) expect(valueAt(answer, condition.at), condition.at.join('.')).toBe(condition.is);
    const text = (property: string) => String(valueAt(answer, STEPS_SHELL.texts.find((t) => t.property === property)!.at));

    renderApp(STEPS_SHELL.path, { session: demoSession });
    const open = await screen.findByRole('button', { expanded: true }, { timeout: 5_000 });
    const item = open.closest('li')!;
    // The open step is the list's first.
    expect(item.parentElement!.firstElementChild).toBe(item);
    within(open).getByText(text('--rumo-step-order'));
    within(open).getByText(text('--rumo-step-name'));
    within(open).getByText(text('--rumo-step-description'));
    within(open).getByText(`${text('--rumo-step-percent-text')}%`);
    expect(within(open).getByRole('progressbar')).toHaveAttribute('aria-valuenow', text('--rumo-step-percent'));
    const course = within(item).getAllByRole('article')[0]!;
    within(course).getByRole('heading', { name: text('--rumo-course-name') });
    within(course).getByText(text('--rumo-course-description'));
  });

  it('is served by index.html’s script on the screen’s address: every property the shell draws with is a text of its early answer, on the same conditions', () => {
    const route = EARLY_REQUEST_ROUTES.find((r) => r.path === STEPS_SHELL.path);
    expect(route?.api).toContain(STEPS_SHELL.api);
    const markup = renderToStaticMarkup(<AppShellPlaceholder />);
    // The steps' block of the placeholder (index.html holds the same, app-shell-placeholder.test.tsx): up to the next screen's.
    const block = markup.slice(markup.indexOf(STEPS_SHELL.visibleClass), markup.indexOf(HIGHLIGHTS_SHELL.visibleClass));
    expect(block).toContain(`elementtiming="${SHELL_TEXT_TIMING}"`);
    const drawnWith = new Set(block.match(/--rumo-[a-z-]+/g));
    expect(drawnWith.size).toBe(7);
    expect(new Set(route?.texts?.map((t) => t.property))).toEqual(drawnWith);
    for (const t of route?.texts ?? []) {
      expect(t).toMatchObject({ api: STEPS_SHELL.api, when: STEPS_SHELL.when, className: STEPS_SHELL.className });
    }
    // Phones only: a large screen draws the two panes, which the shell does not.
    expect(STEPS_SHELL.visibleClass).toBe(`in-[.${STEPS_SHELL.className}]:max-lg:flex`);
  });
});
