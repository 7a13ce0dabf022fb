import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwordHash from '../../src/modules/accounts/password-hash.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Every verification goes through this spy: "checked at most N passwords" is a count.
vi.mock('../../src/modules/accounts/password-hash.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwordHash>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) };
});

/**
 * Production limits (docs/decisions/0705); the source address is the injected socket's. The hash
 * queue may hold every request here, so what refuses them is the throttle under test, not the queue
 * (the queue's own limits: src/lib/fair-work-queue.test.ts).
 */
const t = useTestApp({ rateLimitFactor: 1, passwordQueue: { maxWaitingPerSource: 100, maxWaiting: 100, maxWaitMs: 60_000 } });

const verifyCalls = () => vi.mocked(passwordHash.verifyPassword).mock.calls.length;
const login = (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth', remoteAddress, headers, payload: { username, password } });
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('password checks are throttled atomically, per account and source (ASVS 6.3.1)', () => {
  beforeEach(async () => {
    // The first unknown-account login builds the dummy hash once; keep it out of the counts.
    await login(`aquece-${randomUUID()}@teste.rumo.app`, 'qualquer-coisa', '192.0.2.250');
    vi.mocked(passwordHash.verifyPassword).mockClear();
  });

  it('30 concurrent wrong passwords for one account from one address check at most 5', async () => {
    const user = await buildUser(t.db);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(user.email, `errada-errada-${i}`, '192.0.2.1')));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 404: 5, 429: 25 });
    expect(verifyCalls()).toBe(5);
  });

  it('60 concurrent wrong passwords from one address over 60 accounts check at most 30', async () => {
    const users = await Promise.all(Array.from({ length: 60 }, () => buildUser(t.db)));
    const results = await Promise.all(users.map((u) => login(u.email, 'errada-errada-1', '192.0.2.2')));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 404: 30, 429: 30 });
    expect(verifyCalls()).toBe(30);
  });

  it('a third party cannot lock the owner out: 5 wrong guesses from one address leave another address free', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, `chute-${i}-errado`, '192.0.2.3')).statusCode).toBe(404);
    expect((await login(user.email, user.password, '192.0.2.3')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '198.51.100.77')).statusCode).toBe(200);
  });

  it('spread guessing on one account is slowed by a higher per-account limit, then progressively', async () => {
    const user = await buildUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(user.email, `espalhado-${i}-x`, `203.0.113.${i + 1}`)).statusCode);
    expect(tally(statuses)).toEqual({ 404: 10, 429: 2 });
    const refused = await login(user.email, user.password, '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    // One attempt every 90 s comes back (10 per 15 min): the wait says so.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(90);
  });

  it('the owner’s own mistypes are forgotten after a correct password', async () => {
    const user = await buildUser(t.db);
    // Two rounds of 4 mistypes: 8 in all would pass the per-source limit of 5 if the first success had not cleared it.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(user.email, `digitei-errado-${i}`, '192.0.2.4')).statusCode).toBe(404);
      expect((await login(user.email, user.password, '192.0.2.4')).statusCode).toBe(200);
    }
  });

  it('change password and delete account are throttled like the login: 24 wrong guesses, then the right one, is still refused', async () => {
    for (const route of ['password', 'delete'] as const) {
      const user = await buildUser(t.db);
      const attempt = (password: string) =>
        route === 'password'
          ? t.app.inject({
              method: 'PUT',
              url: '/api/v1/users/password',
              headers: user.headers,
              remoteAddress: '192.0.2.5',
              payload: { current_password: password, new_password: 'uma-frase-nova-e-longa' },
            })
          : t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, remoteAddress: '192.0.2.5', payload: { password } });
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) statuses.push((await attempt(`chute-${i}-errado`)).statusCode);
      expect(tally(statuses), route).toEqual({ 422: 5, 429: 19 });
      const right = await attempt(user.password);
      expect(right.statusCode, route).toBe(429);
      expect(right.headers['retry-after']).toMatch(/^\d+$/);
      expect(right.json().message).toMatch(/Muitas tentativas/);
    }
  });

  it('X-Forwarded-For is ignored unless TRUST_PROXY says so: a client cannot pick its own address', async () => {
    const users = await Promise.all(Array.from({ length: 31 }, () => buildUser(t.db)));
    const statuses: number[] = [];
    for (const [i, u] of users.entries()) {
      statuses.push((await login(u.email, 'errada-errada-1', '192.0.2.6', { 'x-forwarded-for': `10.9.${i}.1` })).statusCode);
    }
    expect(tally(statuses)).toEqual({ 404: 30, 429: 1 });
  });
});
