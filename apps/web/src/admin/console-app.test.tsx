import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../app/query-client.ts';
import { preloadFor } from '../app/router.tsx';
import { startSession } from '../test/fixtures.ts';
import { server } from '../test/server.ts';
import { staffKeys } from '../components/console/staff-api.ts';

// docs/decisions/1812, 1814: the app's first render at a console address waits for the console's
// modules and for who the person is, so the console is drawn at once in place of the static shell.
describe('the first render of the console', () => {
  it('waits for who the person is for the console, when logged in', async () => {
    startSession();
    server.use(http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['analyst'], capabilities: ['console:access'] } })));
    await preloadFor('/admin');
    expect(queryClient.getQueryData(staffKeys.me())).toEqual({ roles: ['analyst'], capabilities: ['console:access'] });
  });

  it('asks nothing without a session (the login page follows)', async () => {
    let asked = false;
    server.use(
      http.get('*/api/admin/v1/me', () => {
        asked = true;
        return HttpResponse.json({ message: 'Não autenticado.' }, { status: 401 });
      }),
    );
    await preloadFor('/admin/vagas');
    expect(asked).toBe(false);
    expect(queryClient.getQueryData(staffKeys.me())).toBeUndefined();
  });
});
