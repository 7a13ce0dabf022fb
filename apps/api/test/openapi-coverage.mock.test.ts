import type * as FastifyModule from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './test-app.ts';

/**
 * Every route Fastify registers, recorded by an `onRoute` hook added to each instance the app
 * creates: buildApp's own `Fastify()` is wrapped for this file only, so no route is listed by hand
 * and a route added tomorrow is checked too.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

const t = useTestApp();

/** Routes under /api that are deliberately not in the document, and why. */
const HIDDEN: { route: RegExp; reason: string }[] = [
  { route: /^GET \/api\/openapi\.json$/, reason: 'the OpenAPI document itself' },
  { route: /^(GET|HEAD) \/api\/docs(\/.*)?$/, reason: 'the browsable docs page and its static files (@fastify/swagger-ui)' },
];

/** `/v1/jobs/:id` and `/v1/jobs/{id}` alike. */
const shape = (path: string) => path.replace(/:[A-Za-z0-9_]+|\{[^}]+\}/g, '{}');

describe('the OpenAPI document', () => {
  it('documents every route registered under /api (HEAD comes with its GET), except the ones listed as hidden', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${shape(path)}`)));
    const api = registered.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
    // Sanity: the hook saw the app's routes (a login, a list, one with a path parameter).
    expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/v1/auth', 'GET /api/v1/jobs', 'GET /api/v1/jobs/:uuid']));
    expect(api.length).toBeGreaterThan(40);

    const gets = new Set(api.filter((r) => r.method === 'GET').map((r) => r.url));
    const missing = api
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !HIDDEN.some((h) => h.route.test(route)))
      .filter((route) => {
        const [method, url] = route.split(' ') as [string, string];
        return !documented.has(`${method} ${shape(url)}`);
      });
    expect(missing).toEqual([]);
  });

  it('lists no route that does not exist', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = new Set(registered.map((r) => `${r.method} ${shape(r.url)}`));
    const ghosts = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${shape(path)}`))
      .filter((op) => !routes.has(op));
    expect(ghosts).toEqual([]);
  });
});
