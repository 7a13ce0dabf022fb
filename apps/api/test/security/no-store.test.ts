import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/accounts.service.ts';
import type { TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { fillPath, loadOperations, seekerOperations, type Operation } from './openapi-operations.ts';
import { attackOrder, validBodyFor } from './ownership-attack.ts';
import { crawlRoutes, type Combo } from './route-crawler.ts';
import { buildPlanUser, createOwnerResources, seedWorld, TOP_PLAN } from './security-world.ts';

// A built SPA, to show that its own caching (long-lived assets, revalidated index) is left alone.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-no-store-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="pt-BR"><title>Rumo</title></html>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

const t = useTestApp({ webDist });

type Answer = { key: string; url: string; status: number; cacheControl: unknown };

/** Personal answers named by issue 11; each must be among the 2xx answers checked. */
const PERSONAL = [
  'GET /api/v1/users/me',
  'GET /api/v1/users/me/export',
  'GET /api/v1/curriculum',
  'GET /api/v1/curriculum/{id}',
  'GET /api/v1/curriculum/{id}/json-resume',
  'GET /api/v1/applications',
  'GET /api/v1/applications/{uuid}',
  'POST /api/v1/auth',
  'PUT /api/v1/users/edit',
  'POST /api/v1/curriculum',
  'POST /api/v1/curriculum/import-json-resume',
  'POST /api/v1/applications',
  'DELETE /api/v1/users/me',
];

/**
 * ASVS 5.0 14.3.2: every answer under /api/ carries `Cache-Control: no-store` unless its route set
 * its own (docs/decisions/0703). Every operation of the OpenAPI document is called with a valid
 * token, ids found by the route crawler and bodies that pass validation, so most answer 2xx.
 */
describe('Cache-Control: no-store on API answers (ASVS 5.0 14.3.2)', () => {
  const answers: Answer[] = [];
  let operations: Operation[];
  let owner: TestUser;

  beforeAll(async () => {
    await seedWorld(t.db);
    owner = await buildPlanUser(t.db, TOP_PLAN);
    const world = await createOwnerResources(t.app, t.db, owner);
    operations = seekerOperations(await loadOperations(t.app));
    const crawl = await crawlRoutes(t.app, operations, owner.headers);
    const noParams: Combo = { values: {}, origins: {} };
    const jobs = (crawl.reads.get('/api/v1/jobs') as { data: { uuid: string }[] }).data;
    const plans = (crawl.reads.get('/api/v1/plans') as { data: { id: number }[] }).data;
    // Bodies the schema alone cannot make valid, for the operations without a path parameter.
    const bodies: Record<string, () => unknown> = {
      'POST /api/v1/auth': () => ({ username: owner.email, password: owner.password }),
      'POST /api/v1/users': () => ({ name: 'Nova Pessoa', email: `nova-${Date.now()}@teste.rumo.app`, password: 'uma-senha-boa-123', tel: '11912345678', linkedin: '' }),
      'POST /api/v1/auth/forgot-password': () => ({ email: owner.email }),
      'PUT /api/v1/users/edit': () => ({ name: 'Ana Dona', email: owner.email, tel: '11912345678', linkedin: '' }),
      'PUT /api/v1/users/password': () => ({ current_password: owner.password, new_password: owner.password }),
      'POST /api/v1/curriculum': () => world.curriculumBody,
      'POST /api/v1/curriculum/import-json-resume': () => ({ basics: { name: 'Ana Dona', label: 'Dev', summary: 'Resumo.' } }),
      'POST /api/v1/applications': () => ({ job_uuid: jobs[1]?.uuid }),
      'POST /api/v1/job-alerts': () => world.alertBody,
      'POST /api/v1/tracking': () => ({ cookie: 'c', data: { event: 'login' }, is_mobile: false, user_agent: 'no-store-test' }),
      'POST /api/v1/subscriptions/subscribes-intent': () => ({ user_id: owner.id, plan_id: plans[0]?.id }),
      'DELETE /api/v1/users/me': () => ({ password: owner.password }),
    };
    for (const op of attackOrder(operations)) {
      const combo = op.pathParams.length ? crawl.combos.get(op.key)?.[0] : noParams;
      if (!combo) continue;
      // A fresh session per call: a logout (or the account deletion, called last) must not turn the rest into 401s.
      const token = await createSession(t.db, owner.id).catch(() => owner.token);
      const known = bodies[op.key];
      const payload = known ? known() : validBodyFor(op, combo, world, crawl);
      const url = fillPath(op.path, combo.values);
      const res = await t.app.inject({ method: op.method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
      answers.push({ key: op.key, url, status: res.statusCode, cacheControl: res.headers['cache-control'] });
    }
  }, 120_000);

  it('every answer to every operation called with a valid token says no-store', () => {
    const ok = answers.filter((a) => a.status >= 200 && a.status < 300);
    // Most operations answered with their real 2xx content, not an error.
    expect(ok.length).toBeGreaterThan(operations.length * 0.85);
    expect(ok.map((a) => a.key)).toEqual(expect.arrayContaining(PERSONAL));
    expect(answers.filter((a) => a.cacheControl !== 'no-store').map((a) => `${a.key} ${a.status}: ${String(a.cacheControl)}`)).toEqual([]);
  });

  it('also on answers without a token, errors and API paths that do not exist', async () => {
    const probes = [
      { method: 'GET' as const, url: '/api/v1/jobs' },
      { method: 'GET' as const, url: '/api/v1/plans' },
      { method: 'GET' as const, url: '/api/v1/users/me' },
      { method: 'GET' as const, url: '/api/v1/nao-existe' },
      { method: 'GET' as const, url: '/api/v1/jobs/%C0%AE' },
      { method: 'GET' as const, url: `/api/v1/jobs/${'x'.repeat(5000)}` },
      { method: 'POST' as const, url: '/api/v1/auth', payload: { email: 'x' } },
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/openapi.json' },
    ];
    const wrong: string[] = [];
    for (const probe of probes) {
      const res = await t.app.inject(probe);
      if (res.headers['cache-control'] !== 'no-store') wrong.push(`${probe.method} ${probe.url.slice(0, 60)} ${res.statusCode}: ${String(res.headers['cache-control'])}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves the caching of the SPA alone (not under /api/)', async () => {
    expect((await t.app.inject('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/jobs/123')).headers['cache-control']).toBe('no-cache');
  });
});
