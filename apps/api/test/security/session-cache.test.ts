import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/database.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { useTestApp } from '../test-app.ts';
import { unannounced, useSecondInstance } from '../second-instance.ts';
import { until } from '../wait-until.ts';

/**
 * Sessions kept in memory by each instance (decision 1809): two instances of the app on one
 * database, as behind a load balancer. What one instance revokes, the other refuses as soon as the
 * database's notification arrives, well within the memory's 10 s.
 */
const t = useTestApp();
const second = useSecondInstance(t);
beforeAll(async () => {
  await seedPlans(t.db);
});

/** Well under the cache's 10 s: a wait that ends here was ended by a notification, not by age. */
const NOTIFICATION_WAIT_MS = 3_000;

const PASSWORD = 'uma senha longa o bastante';
async function newUser(): Promise<{ token: string; userId: string }> {
  const email = `cache-${randomUUID()}@teste.rumo.app`;
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { name: 'Cache Teste', email, password: PASSWORD, tel: '11912345678' } });
  expect(created.statusCode).toBe(201);
  return login(email);
}
async function login(email: string): Promise<{ token: string; userId: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.1`,
    payload: { username: email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const token = res.json<{ data: { token: string } }>().data.token;
  const [row] = rowsOf<{ user_id: string }>(await t.db.execute(sql`SELECT user_id FROM sessions WHERE token_hash = ${hashToken(token)}`));
  return { token, userId: row!.user_id };
}
const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
const status = async (app: FastifyInstance, token: string) => (await me(app, token)).statusCode;

describe('sessions kept in memory (decision 1809)', () => {
  it('answers a known session from memory: a revocation nobody announced is not seen for a while', async () => {
    const { token } = await newUser();
    expect(await status(second.app, token)).toBe(200);
    await unannounced(t.db, 'sessions', () => t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hashToken(token)}`));
    // The database refuses it; the instance that keeps it does not know yet. This is why every change is announced.
    expect(await status(second.app, token)).toBe(200);
  });

  it('refuses on the other instance a session logged out on this one, as soon as the database says so', async () => {
    const { token } = await newUser();
    expect(await status(second.app, token)).toBe(200);
    expect(await status(second.app, token)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBeLessThan(300);
    await until(async () => (await status(second.app, token)) === 401, NOTIFICATION_WAIT_MS);
  });

  it('refuses at once on the same instance, without waiting for the notification', async () => {
    const { token } = await newUser();
    expect(await status(t.app, token)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await status(t.app, token)).toBe(401);
  });

  it('sees a plan changed elsewhere (the lookup carries the plan), as soon as the database says so', async () => {
    const { token, userId } = await newUser();
    const plans = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/v1/plans', headers: { authorization: `Bearer ${token}` } })).json<{ data: { id: number; is_current: boolean }[] }>().data;
    const before = await plans(second.app);
    const target = before.find((p) => !p.is_current)!;
    await t.db.execute(sql`UPDATE users SET plan_id = ${target.id} WHERE id = ${userId}`);
    await until(async () => (await plans(second.app)).find((p) => p.is_current)?.id === target.id, NOTIFICATION_WAIT_MS);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('sessions kept in memory when the listening connection breaks (PostgreSQL)', () => {
  it('keeps nothing while it cannot hear the changes, and listens again', async () => {
    const { token } = await newUser();
    expect(await status(second.app, token)).toBe(200);
    const listeners = sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`;
    const before = rowsOf<{ pid: number }>(await t.db.execute(listeners)).map((r) => r.pid);
    expect(before.length).toBe(2);
    await t.db.execute(sql`SELECT pg_terminate_backend(pid) FROM (${listeners}) AS l`);
    // Revoked without a notification, after the listeners went away: only a memory that emptied itself refuses it.
    await unannounced(t.db, 'sessions', () => t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hashToken(token)}`));
    await until(async () => (await status(second.app, token)) === 401, NOTIFICATION_WAIT_MS);
    // Both instances listen again on new connections, and announced changes reach them.
    await until(async () => {
      const now = rowsOf<{ pid: number }>(await t.db.execute(listeners)).map((r) => r.pid);
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    });
    const next = await newUser();
    await until(async () => (await status(second.app, next.token)) === 200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${next.token}` } });
    expect(out.statusCode).toBeLessThan(300);
    await until(async () => (await status(second.app, next.token)) === 401, NOTIFICATION_WAIT_MS);
  });
});
