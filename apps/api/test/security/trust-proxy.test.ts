import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { buildUser } from '../factories.ts';
import { testConfig, useTestApp } from '../test-app.ts';

/** The client address the rate limits count is the socket's unless TRUST_PROXY names the proxies (docs/decisions/0705). */
const t = useTestApp({ rateLimitFactor: 1 });
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(trustProxy: Config['trustProxy']): Promise<FastifyInstance> {
  const app = await buildApp({ database: t.database, config: testConfig({ rateLimitFactor: 1, trustProxy }), logger: false });
  apps.push(app);
  return app;
}

/** 31 wrong logins on 31 accounts through one socket address, each claiming another client address. */
async function statusesThrough(app: FastifyInstance, socket: string, forwarded: (i: number) => string): Promise<Record<number, number>> {
  const users = await Promise.all(Array.from({ length: 31 }, () => buildUser(t.db)));
  const out: Record<number, number> = {};
  for (const [i, u] of users.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwarded(i) },
      payload: { username: u.email, password: 'errada-errada-1' },
    });
    out[res.statusCode] = (out[res.statusCode] ?? 0) + 1;
  }
  return out;
}

describe('TRUST_PROXY', () => {
  it('is off by default: every request through one socket address counts as that address', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(await statusesThrough(t.app, '192.0.2.20', (i) => `10.20.${i}.1`)).toEqual({ 404: 30, 429: 1 });
  });

  it('with a hop count, the client behind the proxy is counted (each forwarded address has its own bucket)', async () => {
    const app = await appWith(1);
    expect(await statusesThrough(app, '192.0.2.21', (i) => `10.21.${i}.1`)).toEqual({ 404: 31 });
  });

  it('with a list, only those proxies are believed; anyone else claiming an address is counted as themselves', async () => {
    const app = await appWith(['192.0.2.22', '10.0.0.0/8']);
    expect(await statusesThrough(app, '192.0.2.22', (i) => `172.16.${i}.1`)).toEqual({ 404: 31 });
    expect(await statusesThrough(app, '192.0.2.23', (i) => `172.17.${i}.1`)).toEqual({ 404: 30, 429: 1 });
  });

  it('parses hop counts, addresses, CIDRs and named ranges, and names the variable when the value is wrong', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    for (const bad of ['true', 'qualquer', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
