import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { buildUser } from '../factories.ts';
import { createTestDatabase } from '../test-database.ts';
import { testConfig } from '../test-app.ts';
import { captureLogs } from './log-capture.ts';

// docs/decisions/0707: request ids on every line and in the answer; no secret in any log line.
// The app's real logger (pino, JSON) writes into a captured stream at `info`, as in production.
let database: Database;
let app: FastifyInstance;
const logs = captureLogs();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ database, config: testConfig({ logLevel: 'info' }), logStream: logs.stream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const linesOf = (reqId: string) => logs.records().filter((r) => r.reqId === reqId);

describe('request ids', () => {
  it('keeps a sane incoming x-request-id, returns it and puts it on every log line of the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.9:c_1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.9:c_1');
    const lines = linesOf('lb-7f3a.9:c_1');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a UUID when there is none, and replaces an id that is too long or carries unsafe characters', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const none = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(none.headers['x-request-id']).toMatch(uuid);
    for (const bad of ['a'.repeat(129), 'two words', 'x"}{"level":60', 'ação', '']) {
      const res = await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(uuid);
      expect(logs.text()).not.toContain('x"}{"level":60');
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'a'.repeat(128) } })).headers['x-request-id']).toBe('a'.repeat(128));
  });

  it('is on error answers too: unknown path, validation error, malformed URL refused before routing', async () => {
    for (const url of ['/api/v1/nada', '/api/v1/jobs/nao-e-uuid', '/api/v1/jobs/%C0%AE']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'erro-1' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id'], url).toBe('erro-1');
    }
  });
});

describe('no secret in any log line', () => {
  it('redacts tokens in query strings and never logs Authorization or Cookie headers', async () => {
    const user = await buildUser(database.db);
    const secrets = ['unsub-Segredo-0123456789', 'reset-Segredo-9876543210', 'outro-Segredo-5555', 'code-Segredo-42'];
    await app.inject({ method: 'GET', url: `/api/v1/job-alerts/unsubscribe?token=${secrets[0]}` });
    await app.inject({ method: 'GET', url: `/reset-password?token=${secrets[1]}&next=%2Fvagas` });
    // Encoded parameter names and other secret-looking names are caught too.
    await app.inject({ method: 'GET', url: `/api/v1/jobs?%74oken=${secrets[2]}&api_key=${secrets[3]}&q=react` });
    await app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: user.headers.authorization, cookie: 'sessao=biscoito-secreto' } });
    await app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: 'Bearer forjado-0123456789abcdef' } });

    const text = logs.text();
    for (const secret of [...secrets, user.token, 'biscoito-secreto', 'forjado-0123456789abcdef']) expect(text).not.toContain(secret);
    const urls = logs.records().flatMap((r) => ((r.req as { url?: string } | undefined)?.url ? [(r.req as { url: string }).url] : []));
    expect(urls).toContain('/api/v1/job-alerts/unsubscribe?token=[redacted]');
    expect(urls).toContain('/reset-password?token=[redacted]&next=%2Fvagas');
    expect(urls).toContain('/api/v1/jobs?%74oken=[redacted]&api_key=[redacted]&q=react');
  });

  it('writes nothing but JSON lines', () => {
    expect(() => logs.records()).not.toThrow();
    expect(logs.records().length).toBeGreaterThan(10);
  });
});
