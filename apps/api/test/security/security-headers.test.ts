import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/accounts.service.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { fillPath, loadOperations } from './openapi-operations.ts';

// A minimal built SPA so the static and history-fallback answers are checked too.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-sec-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="pt-BR"><title>Rumo</title><div id="root"></div></html>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

const t = useTestApp({ webDist });

type Probe = { label: string; request: InjectOptions };

/** What ASVS 5.0 V3.4 asks of every response (L2), as failures for one answer. */
function headerProblems(headers: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const hsts = String(headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  if (maxAge < 31_536_000 || !/includeSubDomains/i.test(hsts)) problems.push(`3.4.1 HSTS "${hsts}"`);
  if (headers['access-control-allow-origin'] !== undefined) problems.push(`3.4.2 CORS allows "${String(headers['access-control-allow-origin'])}"`);
  const csp = String(headers['content-security-policy'] ?? '');
  const directive = (name: string) => new RegExp(`(^|;)\\s*${name}\\s+([^;]*)`).exec(csp)?.[2]?.trim();
  if (directive('object-src') !== "'none'") problems.push(`3.4.3 object-src "${directive('object-src')}"`);
  if (directive('base-uri') !== "'none'") problems.push(`3.4.3 base-uri "${directive('base-uri')}"`);
  if (/'unsafe-inline'|'unsafe-eval'/.test(directive('script-src') ?? directive('default-src') ?? '')) problems.push('3.4.3 script-src allows inline/eval');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('3.4.4 X-Content-Type-Options');
  const referrer = String(headers['referrer-policy'] ?? '');
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) problems.push(`3.4.5 Referrer-Policy "${referrer}"`);
  const ancestors = directive('frame-ancestors');
  if (!ancestors || !/^('none'|'self')$/.test(ancestors)) problems.push(`3.4.6 frame-ancestors "${ancestors}"`);
  return problems;
}

describe('browser security headers on every kind of response (ASVS 5.0 V3.4)', () => {
  const probes: Probe[] = [];
  let user: TestUser;

  beforeAll(async () => {
    user = await buildUser(t.db);
    const origin = { origin: 'https://evil.example' };
    for (const op of await loadOperations(t.app)) {
      const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p.name, '00000000-0000-4000-8000-000000000000'])));
      const payload = op.body ? {} : undefined;
      probes.push({ label: `${op.key} (no token)`, request: { method: op.method, url, headers: origin, ...(payload ? { payload } : {}) } });
      probes.push({ label: `${op.key} (token)`, request: { method: op.method, url, headers: { ...origin, ...user.headers }, ...(payload ? { payload } : {}) } });
    }
    probes.push(
      { label: 'SPA index', request: { method: 'GET', url: '/' } },
      { label: 'SPA history fallback', request: { method: 'GET', url: '/jobs/123' } },
      { label: 'static asset', request: { method: 'GET', url: '/assets/app-abc123.js' } },
      { label: 'missing static file', request: { method: 'GET', url: '/nao-existe.png' } },
      { label: 'OpenAPI document', request: { method: 'GET', url: '/api/openapi.json' } },
      { label: 'API docs page', request: { method: 'GET', url: '/api/docs' } },
      { label: 'unknown API path', request: { method: 'GET', url: '/api/v1/nao-existe' } },
      { label: 'bad percent-encoding in the path', request: { method: 'GET', url: '/api/v1/jobs/%C0%AE' } },
      { label: 'path parameter over the length limit', request: { method: 'GET', url: `/api/v1/jobs/${'x'.repeat(5000)}` } },
      { label: 'invalid JSON', request: { method: 'POST', url: '/api/v1/auth', headers: { 'content-type': 'application/json' }, payload: '{' } },
      { label: 'wrong content type', request: { method: 'POST', url: '/api/v1/auth', headers: { 'content-type': 'text/plain' }, payload: 'x' } },
      { label: 'body over 1 MB', request: { method: 'POST', url: '/api/v1/auth', headers: { 'content-type': 'application/json' }, payload: `{"username":"${'a'.repeat(1_100_000)}"}` } },
      { label: 'revoked/unknown token', request: { method: 'GET', url: '/api/v1/users/me', headers: { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaa' } } },
      { label: 'CORS preflight from another origin', request: { method: 'OPTIONS', url: '/api/v1/users/me', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } } },
    );
  });

  it('every response carries HSTS, the CSP (object-src/base-uri none, frame-ancestors), nosniff, a Referrer-Policy, and no CORS grant', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      // A fresh session per call: a probed logout must not turn the following probes into 401s.
      const headers = { ...(probe.request.headers ?? {}) } as Record<string, string>;
      if (headers.authorization === user.headers.authorization) headers.authorization = `Bearer ${await createSession(t.db, user.id)}`;
      const res = await t.app.inject({ ...probe.request, headers });
      const problems = headerProblems(res.headers);
      if (problems.length) failures.push(`${probe.label} → ${res.statusCode}: ${problems.join('; ')}`);
    }
    expect(probes.length).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  });

  it('the checker itself rejects a response without the headers', () => {
    expect(headerProblems({}).length).toBeGreaterThanOrEqual(6);
  });
});
