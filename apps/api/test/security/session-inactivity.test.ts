import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { startOfBrasiliaDay } from '../../src/lib/brasilia-day.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';

/** ASVS 5.0 7.3.1: a session unused for 7 days ends (docs/decisions/0701-session-inactivity.md). */
const t = useTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const me = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
const ofUser = (user: TestUser) => eq(sessions.tokenHash, hashToken(user.token));
const lastUsedAgo = (user: TestUser, ms: number) =>
  t.db
    .update(sessions)
    .set({ lastUsedAt: new Date(Date.now() - ms) })
    .where(ofUser(user));
/** The row's version: PostgreSQL gives a row a new xmin on every UPDATE that touches it. */
const rowState = async (user: TestUser) => {
  const [row] = await t.db
    .select({ lastUsedAt: sessions.lastUsedAt, version: sql<string>`${sessions}.xmin::text` })
    .from(sessions)
    .where(ofUser(user));
  return row!;
};

describe('session inactivity timeout (7.3.1)', () => {
  it('refuses with 401 a session idle for longer than 7 days, even though its 30-day lifetime has not run out', async () => {
    const user = await buildUser(t.db);
    expect((await me(user)).statusCode).toBe(200);
    await lastUsedAgo(user, 7 * DAY + 60_000);
    // Changed behind the app's back: refused once the database's notification reaches its session memory (decision 1809), well before the memory's 10 s.
    await until(async () => (await me(user)).statusCode === 401, 3_000);
    const res = await me(user);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
    // Public routes too: the browser must drop the token at once.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/job-alerts/positions', headers: user.headers })).statusCode).toBe(401);
  });

  it('accepts a session used within the last 7 days and starts its idle period again', async () => {
    const user = await buildUser(t.db);
    await lastUsedAgo(user, 7 * DAY - HOUR);
    const before = Date.now();
    expect((await me(user)).statusCode).toBe(200);
    expect((await rowState(user)).lastUsedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Another 6 days later it is still alive, because of that use.
    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`${sessions.lastUsedAt} - interval '6 days'` })
      .where(ofUser(user));
    expect((await me(user)).statusCode).toBe(200);
  });

  it('a new login starts with a fresh last use', async () => {
    const user = await buildUser(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: user.password } });
    const token: string = login.json().data.token;
    const [row] = await t.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('writes the last use at most once per hour: two requests after an hour, one write', async () => {
    const user = await buildUser(t.db);
    await lastUsedAgo(user, 2 * HOUR);
    const stale = await rowState(user);

    expect((await me(user)).statusCode).toBe(200);
    const touched = await rowState(user);
    expect(touched.version).not.toBe(stale.version);
    expect(touched.lastUsedAt.getTime()).toBeGreaterThan(stale.lastUsedAt.getTime() + HOUR);

    expect((await me(user)).statusCode).toBe(200);
    expect(await rowState(user)).toEqual(touched);
  });

  it('does not write while the last use is less than an hour old', async () => {
    const user = await buildUser(t.db);
    // Within the hour and within today in Brasília: the first request of a Brasília day writes too
    // (decision 1405), so between 00:00 and 01:00 there (03:00–04:00 UTC) 59 minutes ago is yesterday.
    const sinceMidnight = Date.now() - startOfBrasiliaDay().getTime();
    await lastUsedAgo(user, Math.max(0, Math.min(HOUR - 60_000, sinceMidnight - 5_000)));
    const fresh = await rowState(user);
    for (let i = 0; i < 3; i++) expect((await me(user)).statusCode).toBe(200);
    expect(await rowState(user)).toEqual(fresh);
  });
});
