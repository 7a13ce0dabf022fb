import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EARLY_REQUEST_ROUTES } from '../early-requests/early-request-routes.ts';
import { JOB_DETAIL_SHELL } from './job-detail-shell.ts';

// The first default job of the jobs feature's handlers.
const JOB_UUID = '00000000-0000-4000-8000-000000000001';

// docs/decisions/1810: the static shell draws the job's title from the early answer, at the place
// of the job page's <h1>; the page must then draw the very same text, or it would change under the reader.
describe('the job page in the static shell', () => {
  it('reads the title where the job page’s answer carries it, and the page draws that title as its heading', async () => {
    const answer = (await (await fetch(new URL(`/api${JOB_DETAIL_SHELL.api.replace(':id', JOB_UUID)}`, location.origin))).json()) as unknown;
    let title: unknown = answer;
    for (const key of JOB_DETAIL_SHELL.titleAt) title = (title as Record<string, unknown>)[key];
    expect(typeof title).toBe('string');
    renderApp(`/jobs/${JOB_UUID}`, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: title as string }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('is served by index.html’s script on the job page’s address: its class, and the title from one of its early requests', () => {
    const route = EARLY_REQUEST_ROUTES.find((r) => r.path === JOB_DETAIL_SHELL.path);
    expect(route?.screenClass).toBe(JOB_DETAIL_SHELL.className);
    expect(route?.api).toContain(JOB_DETAIL_SHELL.api);
    expect(route?.texts).toEqual([{ api: JOB_DETAIL_SHELL.api, at: JOB_DETAIL_SHELL.titleAt, property: JOB_DETAIL_SHELL.titleProperty }]);
    expect(JOB_DETAIL_SHELL.visibleClass).toBe(`in-[.${JOB_DETAIL_SHELL.className}]:flex`);
  });
});
