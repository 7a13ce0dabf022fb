import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/accounts.service.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { headerProblems } from './header-checks.ts';
import { fillPath, loadOperations } from './openapi-operations.ts';
import { listenLocally, rawExchange } from './raw-http.ts';

// A minimal built SPA so the static and history-fallback answers are checked too.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-sec-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="pt-BR"><title>Rumo</title><div id="root"></div></html>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

const t = useTestApp({ webDist });

type Probe = { label: string; request: InjectOptions };

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
      {
        label: 'body over 1 MB',
        request: { method: 'POST', url: '/api/v1/auth', headers: { 'content-type': 'application/json' }, payload: `{"username":"${'a'.repeat(1_100_000)}"}` },
      },
      { label: 'revoked/unknown token', request: { method: 'GET', url: '/api/v1/users/me', headers: { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaa' } } },
      {
        label: 'CORS preflight from another origin',
        request: { method: 'OPTIONS', url: '/api/v1/users/me', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } },
      },
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

/**
 * Requests Node's HTTP parser refuses before Fastify routes anything: the answer is written on the
 * raw socket by the `clientErrorHandler` (plugins/error-handler.ts, docs/decisions/0703). It must be
 * our pt-BR error shape with the same security headers as every other answer, and close the socket.
 */
describe('answers written before routing (ASVS 5.0 V3.4, V4.2.1)', () => {
  const host = 'Host: rumo.test\r\n';
  const invalid = 'Requisição inválida.';
  const cases: { label: string; request: string; status: number; message: string }[] = [
    { label: 'header line without a colon', request: `GET /api/health HTTP/1.1\r\n${host}Sem dois pontos\r\n\r\n`, status: 400, message: invalid },
    {
      label: 'header section over maxHeaderSize (16 KiB)',
      request: `GET /api/health HTTP/1.1\r\n${host}X-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      message: 'Os cabeçalhos da requisição são grandes demais.',
    },
    {
      label: 'URL over maxHeaderSize',
      request: `GET /api/v1/jobs?q=${'a'.repeat(20_000)} HTTP/1.1\r\n${host}\r\n`,
      status: 431,
      message: 'Os cabeçalhos da requisição são grandes demais.',
    },
    { label: 'unknown method', request: `BREW /api/health HTTP/1.1\r\n${host}\r\n`, status: 400, message: invalid },
    { label: 'unknown HTTP version', request: `GET /api/health HTTP/7.1\r\n${host}\r\n`, status: 400, message: invalid },
    { label: 'control character in the path', request: `GET /api/\x01health HTTP/1.1\r\n${host}\r\n`, status: 400, message: invalid },
    {
      label: 'Content-Length and Transfer-Encoding together (request smuggling)',
      request: `POST /api/v1/auth HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      status: 400,
      message: invalid,
    },
    {
      label: 'two different Content-Length values (request smuggling)',
      request: `POST /api/v1/auth HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 20\r\n\r\n{}`,
      status: 400,
      message: invalid,
    },
    {
      label: 'chunked body with a bad chunk size (after routing began)',
      request: `POST /api/v1/auth HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      status: 400,
      message: invalid,
    },
  ];

  it.each(cases)('$label → $status in our shape, with the security headers, socket closed', async ({ request, status, message }) => {
    const port = await listenLocally(t.app);
    const answer = await rawExchange(port, request, 10_000);
    expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['connection']).toBe('close');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(headerProblems(answer.headers)).toEqual([]);
    expect(answer.closed).toBe(true);
  });
});
