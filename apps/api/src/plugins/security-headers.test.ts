import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaderOptions } from './security-headers.ts';

async function headersOf(setup: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify({ logger: false });
  await setup(app);
  app.get('/', async () => ({ ok: true }));
  const res = await app.inject('/');
  await app.close();
  const { date: _date, ...rest } = res.headers;
  return rest;
}

describe('security headers', () => {
  it('sends exactly what @fastify/helmet sends for the same options, plus permissions-policy', async () => {
    for (const extra of [[], ['https://chat.example.com']]) {
      const ours = await headersOf((app) => registerSecurityHeaders(app, extra));
      const reference = await headersOf(async (app) => {
        await app.register(helmet, securityHeaderOptions(extra));
      });
      const { 'permissions-policy': permissions, ...rest } = ours;
      expect(rest).toEqual(reference);
      expect(permissions).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(String(ours['content-security-policy'])).toContain(`script-src 'self'${extra.map((e) => ` ${e}`).join('')}`);
    }
  });

  it('lets a route override a header', async () => {
    const app = Fastify({ logger: false });
    await registerSecurityHeaders(app);
    app.get('/', async (_req, reply) => reply.header('x-frame-options', 'DENY').send({ ok: true }));
    const res = await app.inject('/');
    await app.close();
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
