import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/lib/rate-limit/limits.ts';
import { createTokenBuckets } from '../../src/lib/rate-limit/token-buckets.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

/** Production limits (docs/decisions/0705); each test uses its own source addresses. */
const t = useTestApp({ rateLimitFactor: 1 });

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const tally = (rs: Res[]) => rs.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

/** A refusal of the limits: 429, the one error shape, a Retry-After in seconds. */
function expectLimited(res: Res | undefined) {
  expect(res?.statusCode).toBe(429);
  expect(Object.keys(res!.json() as object)).toEqual(['message']);
  expect((res!.json() as { message: string }).message).toMatch(/Muit[oa]s/);
  expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * A burst gets the capacity, plus what the bucket refilled while the burst was being served (a
 * slow machine serves it over seconds): never fewer, never more; the rest are refused.
 */
function expectWithinRefill(results: Res[], capacity: number, perSecond: number, began: number, okStatus = 202) {
  const refilled = Math.ceil(((performance.now() - began) / 1000) * perSecond);
  const ok = results.filter((r) => r.statusCode === okStatus).length;
  expect(ok).toBeGreaterThanOrEqual(capacity);
  expect(ok).toBeLessThanOrEqual(capacity + refilled);
  expect(results.filter((r) => r.statusCode !== okStatus).every((r) => r.statusCode === 429)).toBe(true);
  expect(ok).toBeLessThan(results.length);
}

describe('token buckets in the database', () => {
  it('hand out exactly the capacity to 50 concurrent takers, and give back a refused token', async () => {
    const buckets = createTokenBuckets(t.db, 1);
    const bucket = { key: `teste:${Date.now()}`, limit: { capacity: 7, windowSeconds: 3600 } };
    const results = await Promise.all(Array.from({ length: 50 }, () => buckets.take([bucket])));
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    // A refusal on the second bucket gives the first one its token back.
    const open = { key: `${bucket.key}:aberto`, limit: { capacity: 1, windowSeconds: 3600 } };
    expect((await buckets.take([open, bucket])).ok).toBe(false);
    expect((await buckets.take([open])).ok).toBe(true);
  });

  it('are off with factor 0', async () => {
    const buckets = createTokenBuckets(t.db, 0);
    const bucket = { key: `desligado:${Date.now()}`, limit: { capacity: 1, windowSeconds: 3600 } };
    for (let i = 0; i < 5; i++) expect((await buckets.take([bucket])).ok).toBe(true);
  });
});

describe('anonymous endpoints are rate limited per source (and per e-mail), shared through the database', () => {
  it('certificate checks: 30 a minute from one address, then 429; another address still checks (decision 1703)', async () => {
    const check = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/v1/certificates/ABCDE-FGHJK/public', remoteAddress });
    const began = performance.now();
    const results = await Promise.all(Array.from({ length: 36 }, () => check('203.0.113.71')));
    expectWithinRefill(results, LIMITS.certificateLookupPerSource.capacity, LIMITS.certificateLookupPerSource.capacity / 60, began, 404);
    expectLimited(results.find((r) => r.statusCode === 429));
    expect((await check('203.0.113.72')).statusCode).toBe(404);
  });

  it('registration: 20 per hour from one address, then 429; another address still registers', async () => {
    const register = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        remoteAddress,
        payload: { name: 'Pessoa Nova', email: `cadastro-${i}-${Date.now()}@teste.rumo.app`, password: 'frase-longa-unica-77', tel: '11912345678', linkedin: '' },
      });
    const results: Res[] = [];
    for (let i = 0; i < LIMITS.registerPerSource.capacity + 1; i++) results.push(await register(i, '192.0.2.40'));
    expect(tally(results)).toEqual({ 201: 20, 429: 1 });
    expectLimited(results.at(-1));
    expect((await register(99, '192.0.2.41')).statusCode).toBe(201);
  });

  it('forgot-password: 3 per hour per e-mail (whoever asks), 5 per 15 min per address; the same answer for unknown addresses', async () => {
    const user = await buildUser(t.db);
    const forgot = (email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress, payload: { email } });
    const perEmail: Res[] = [];
    for (let i = 0; i < 5; i++) perEmail.push(await forgot(user.email, `192.0.2.${50 + i}`));
    expect(tally(perEmail)).toEqual({ 202: 3, 429: 2 });
    expectLimited(perEmail.at(-1));
    await t.deps.jobs.idle();
    expect(t.sentEmails.filter((e) => e.to === user.email)).toHaveLength(3);
    // An address without an account is limited exactly the same way.
    const unknown: Res[] = [];
    for (let i = 0; i < 5; i++) unknown.push(await forgot(`ninguem-${Date.now()}@teste.rumo.app`.replace('@', `-${i}@`), '192.0.2.60'));
    expect(tally(unknown)).toEqual({ 202: 5 });
    expectLimited(await forgot('mais-um@teste.rumo.app', '192.0.2.60'));
  });

  it('reset-password: 10 per 15 min per address, checked before anything else', async () => {
    const results: Res[] = [];
    for (let i = 0; i < 11; i++)
      results.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/reset-password',
          remoteAddress: '192.0.2.70',
          payload: { token: `falso-${i}-token-que-nao-existe`, password: 'frase-longa-unica-77' },
        }),
      );
    expect(tally(results)).toEqual({ 400: 10, 429: 1 });
    expectLimited(results.at(-1));
  });

  it('tracking: 120 events a minute per address; the table stops growing', async () => {
    const event = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/tracking', remoteAddress, payload: { cookie: 'c-1', data: { event: 'login' }, is_mobile: false, user_agent: 'teste' } });
    const began = performance.now();
    const results = await Promise.all(Array.from({ length: 150 }, () => event('192.0.2.80')));
    expectWithinRefill(results, 120, 2, began);
    expectLimited(results.find((r) => r.statusCode === 429));
    expect((await event('192.0.2.81')).statusCode).toBe(202);
  });

  it('search: 120 a minute per user over jobs and highlights together, whatever address they use; another user is not affected', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const search = (headers: Record<string, string>, i: number) =>
      t.app.inject({ method: 'GET', url: i % 2 ? '/api/v1/jobs?search=dev&page=1' : '/api/v1/highlights?search=carreira', headers, remoteAddress: `198.51.100.${i % 200}` });
    const began = performance.now();
    // Half job searches, half highlight searches: one bucket, so together they get the capacity once.
    const results = await Promise.all(Array.from({ length: 140 }, (_, i) => search(user.headers, i)));
    expectWithinRefill(results, 120, 2, began, 200);
    expectLimited(results.find((r) => r.statusCode === 429));
    expect((await search(other.headers, 1)).statusCode).toBe(200);
  });
});
