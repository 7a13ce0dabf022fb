import type { ChangePasswordRequest, ErrorBody, LoginRequest, TrackingRequest } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { SIGNED_IN_COOKIE } from '../lib/session.ts';
import { DEMO_PASSWORD, demoProfile, errorBody, loginOk, setSignedInCookie } from './fixtures.ts';

/** Default answers of the API for screen tests; a test overrides one with server.use(...). */
export const trackedEvents: TrackingRequest[] = [];

const shellHandlers: RequestHandler[] = [
  http.post('*/api/v1/auth', async ({ request }) => {
    const body = (await request.json()) as LoginRequest;
    if (body.username === demoProfile.email && body.password === DEMO_PASSWORD) {
      // The API's Set-Cookie, as the document sees it.
      setSignedInCookie();
      return HttpResponse.json(loginOk);
    }
    return HttpResponse.json<ErrorBody>(errorBody('Usuário ou senha inválidos.'), { status: 404 });
  }),
  http.post('*/api/v1/auth/logout', () => {
    // The API clears both cookies.
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/api/v1/tracking', async ({ request }) => {
    trackedEvents.push((await request.json()) as TrackingRequest);
    return new HttpResponse(null, { status: 202 });
  }),
  http.get('*/api/v1/users/me', () => HttpResponse.json({ data: demoProfile })),
  http.put('*/api/v1/users/edit', async ({ request }) => HttpResponse.json({ data: { ...demoProfile, ...((await request.json()) as object) } })),
  http.put('*/api/v1/users/password', async ({ request }) => {
    const body = (await request.json()) as ChangePasswordRequest;
    if (body.current_password !== DEMO_PASSWORD) {
      return HttpResponse.json<ErrorBody>(errorBody('Senha incorreta', { current_password: 'Senha incorreta' }), { status: 422 });
    }
    return HttpResponse.json({ message: 'Senha alterada com sucesso!' }, { status: 202 });
  }),
];

/**
 * Each feature adds its default answers in src/features/<feature>/test-handlers.ts (exporting
 * `handlers`), picked up here so that no one edits this shared file. A screen that shows another
 * feature's panel (the dashboard) then works in every test.
 */
const featureHandlers = Object.values(import.meta.glob<{ handlers: RequestHandler[] }>('../features/*/test-handlers.ts', { eager: true })).flatMap((module) => module.handlers);

/**
 * The staff console's menu counts (decision 1406): every console screen test renders the whole
 * menu, whose entries each ask for their count. Nothing waiting, unless a test says otherwise.
 */
const emptyPage = { total: 0, per_page: 50, last_page: 1, current_page: 1 };
const consoleMenuHandlers: RequestHandler[] = [
  http.get('*/api/admin/v1/jobs/review-count', () => HttpResponse.json({ data: { pending: 0 } })),
  http.get('*/api/admin/v1/tickets', () => HttpResponse.json({ data: [], meta: { ...emptyPage, counts: { open: 0, answered: 0, resolved: 0 } } })),
  http.get('*/api/admin/v1/leads', () => HttpResponse.json({ data: [], meta: { ...emptyPage, new_count: 0 } })),
];

export const handlers: RequestHandler[] = [...shellHandlers, ...consoleMenuHandlers, ...featureHandlers];
