import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../lib/api-client.ts';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { EARLY_REQUEST_ROUTES } from './early-request-routes.ts';

// Every GET the rendered screens send, as 'GET <url>' (the key of an early answer).
const sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method === 'GET') sent.push(`GET ${request.url}`);
};
afterEach(() => {
  server.events.removeListener('request:start', record);
  sent.length = 0;
});

async function aJobUuid(): Promise<string> {
  const list = (await (await fetch(apiUrl('/v1/jobs'))).json()) as { data: { uuid: string }[] };
  return list.data[0]!.uuid;
}

describe('the early requests of index.html are the screens’ own (docs/decisions/1802)', () => {
  it.each(EARLY_REQUEST_ROUTES.map((route) => [route.path, route] as const))('%s asks for every one of its early URLs on its first render', async (_path, route) => {
    if (route.path === '/admin') {
      // The least a staff member holds: an early request must be one every role's console home makes
      // (a request nobody takes is never read, and the page never reaches network idle).
      server.use(
        http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['analyst'], capabilities: ['console:access'] } })),
        http.get('*/api/admin/v1/overview', () => HttpResponse.json({ data: null }, { status: 500 })),
      );
    }
    const id = route.path.includes(':id') ? await aJobUuid() : '';
    server.events.on('request:start', record);
    renderApp(route.path.replace(':id', id), { session: demoSession });
    const expected = route.api.map((path) => `GET ${apiUrl(path.replace(':id', id))}`);
    await waitFor(() => expect(sent).toEqual(expect.arrayContaining(expected)));
  });
});
