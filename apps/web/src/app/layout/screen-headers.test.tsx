import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { firstName } from '../../lib/initials.ts';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { EARLY_REQUEST_ROUTES } from '../early-requests/early-request-routes.ts';
import { greet } from './greeting.ts';
import { SCREEN_HEADERS } from './screen-headers.ts';

// docs/decisions/1806: the static shell draws these headers before the screen's code has run; the
// screen must then draw the very same text, or the page would change under the reader.
describe('the fixed page headers of the static shell', () => {
  it.each(SCREEN_HEADERS.map((entry) => [entry.path, entry] as const))('%s draws the header the static shell showed', async (path, { header }) => {
    // The console's home (decision 1814), for a staff member who may open only it.
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: 0 }));
    server.use(
      http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['analyst'], capabilities: ['console:access'] } })),
      http.get('*/api/admin/v1/overview', () =>
        HttpResponse.json({
          data: {
            jobs_pending: null,
            tickets_open: null,
            leads_new: null,
            source_runs: null,
            signups_per_day: days,
            active_users_per_day: days,
            alert_emails: { sent: 0, failed: 0 },
          },
        }),
      ),
    );
    renderApp(path, { session: demoSession });
    // A greeting shows the first name the shell took from the stored session (decision 1807).
    const title = 'firstNameAt' in header ? greet(header, firstName(demoSession.user.name)) : header.title;
    expect(title).not.toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(header.description)).toBeInTheDocument();
  });

  it('each is served its class by index.html’s script, on its own route', () => {
    for (const entry of SCREEN_HEADERS) {
      expect(EARLY_REQUEST_ROUTES.find((route) => route.path === entry.path)?.screenClass).toBe(entry.className);
      expect(entry.visibleClass).toBe(`in-[.${entry.className}]:flex`);
    }
  });
});
