import { http, HttpResponse, type RequestHandler } from 'msw';
import { forYouOff, settings } from './tests/match-fixtures.ts';

/**
 * Default answers of the compatibility API for every screen test (docs/decisions/1704): switched
 * off, so the screens that compose it look as before unless a test turns it on with server.use.
 */
export const handlers: RequestHandler[] = [
  http.get('*/api/v1/jobs/for-you', () => HttpResponse.json(forYouOff)),
  http.get('*/api/v1/jobs/:uuid/match', () => HttpResponse.json({ data: { status: 'off' } })),
  http.get('*/api/v1/match/settings', () => HttpResponse.json({ data: settings({ enabled: false, curriculum: null }) })),
  http.put('*/api/v1/match/settings', async ({ request }) => HttpResponse.json({ data: { ...settings(), ...((await request.json()) as object) } })),
];
