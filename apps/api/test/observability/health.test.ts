import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

// Liveness and readiness (docs/decisions/0707). The SIGTERM path that sets `draining` is server.ts's.
const t = useTestApp();

describe('/api/health/live and /api/health', () => {
  it('live: the process answers, without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready: the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('while draining after SIGTERM: not ready (503), still live', async () => {
    t.deps.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: t.database.kind, reason: 'draining' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });

  it('are public: a session token is not needed', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, { get: { security?: unknown[] } }> };
    expect(doc.paths['/api/health']?.get.security).toEqual([]);
    expect(doc.paths['/api/health/live']?.get.security).toEqual([]);
    expect(doc.paths['/api/metrics']?.get.security).toEqual([{ metricsToken: [] }]);
  });
});
