import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { THROTTLED_MESSAGE } from '../../src/modules/accounts/password-attempts.ts';
import * as passwordHash from '../../src/modules/accounts/password-hash.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Every password verification and hash goes through these spies, so "the hash did not run" is a
// count, not a timing guess.
vi.mock('../../src/modules/accounts/password-hash.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwordHash>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) };
});

/** Production cost (N=2^17) for the dummy hash of unknown users, and the production rate limits. */
const t = useTestApp({ scryptLogN: 17, rateLimitFactor: 1 });

const verifyCalls = () => vi.mocked(passwordHash.verifyPassword).mock.calls.length;
const login = (username: string, password: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth', remoteAddress: ip, payload: { username, password } });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('login throttling runs before any password hash', () => {
  beforeEach(async () => {
    // The first unknown-user login builds the dummy hash once; do it here so the counts below are exact.
    await login(`warm-${randomUUID()}@teste.rumo.app`, 'qualquer-coisa', '198.51.100.250');
    vi.mocked(passwordHash.verifyPassword).mockClear();
  });

  it('1,000 attempts on one account from one IP: 5 are verified, the other 995 are 429 without hashing', async () => {
    const user = await buildUser(t.db);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await login(user.email, `senha-errada-${i}`, '198.51.100.1');
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (i === 999) expect(res.json()).toEqual({ message: THROTTLED_MESSAGE });
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: 5, 429: 995 });
    expect(verifyCalls()).toBe(5);

    // Throttled means throttled: the right password gets the same 429 and still no hash runs.
    const right = await login(user.email, user.password, '198.51.100.1');
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
    expect(verifyCalls()).toBe(5);
    // But the guesses from that address do not lock the owner out elsewhere (per account and source).
    expect((await login(user.email, user.password, '198.51.100.2')).statusCode).toBe(200);
    expect(verifyCalls()).toBe(6);
  }, 120_000);

  it('1,000 attempts spread over 1,000 accounts from one IP: 30 are verified, the other 970 are 429 without hashing', async () => {
    // The first 30 accounts exist (cheap test hashes); the rest would cost a production dummy hash each if they got through.
    const existing = await Promise.all(Array.from({ length: 30 }, () => buildUser(t.db)));
    const usernames = [...existing.map((u) => u.email), ...Array.from({ length: 970 }, (_, i) => `ninguem-${i}-${randomUUID()}@teste.rumo.app`)];
    const statuses = new Map<number, number>();
    for (const username of usernames) {
      const res = await login(username, 'senha-errada-123', '198.51.100.7');
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: 30, 429: 970 });
    expect(verifyCalls()).toBe(30);

    // Another address is not affected: a real user logs in.
    const other = await buildUser(t.db);
    expect((await login(other.email, other.password, '198.51.100.8')).statusCode).toBe(200);
  }, 120_000);

  it('throttled answers cost far less than one production-cost verification (measured, relative)', async () => {
    const password = 'senha-de-producao-1';
    const email = `custo-${randomUUID()}@teste.rumo.app`;
    await t.db.insert(users).values({ name: 'Custo Real', email, tel: '11912345678', linkedin: '', passwordHash: await passwordHash.hashPassword(password, 17) });
    const verified: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await login(email, 'errada-errada', '198.51.100.20')).statusCode).toBe(404);
      verified.push(performance.now() - started);
    }
    const throttled: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      expect((await login(email, 'errada-errada', '198.51.100.20')).statusCode).toBe(429);
      throttled.push(performance.now() - started);
    }
    console.log(`login: median ${median(verified).toFixed(1)} ms with an N=2^17 verification, ${median(throttled).toFixed(1)} ms when throttled`);
    // Relative, so a loaded machine slows both sides alike; the count assertions above are the proof.
    expect(median(throttled) * 5).toBeLessThan(median(verified));
  }, 120_000);
});
