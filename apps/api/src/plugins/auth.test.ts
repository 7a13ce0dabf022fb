import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';

const t = useTestApp();
const me = (authorization?: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: authorization ? { authorization } : {} });

// The session lookup is a prepared statement with the time as a parameter: these pin its meaning.
describe('bearer sessions', () => {
  it('accepts a live session, many times in a row (the prepared statement is reused)', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 3; i++) {
      const res = await me(user.headers.authorization);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe(user.email);
    }
  });

  it('refuses an expired session', async () => {
    const user = await buildUser(t.db);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect((await me(user.headers.authorization)).statusCode).toBe(401);
  });

  it('refuses a revoked session and an unknown token', async () => {
    const user = await buildUser(t.db);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect((await me(user.headers.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${'a'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('tells two users apart', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    expect((await me(a.headers.authorization)).json().data.email).toBe(a.email);
    expect((await me(b.headers.authorization)).json().data.email).toBe(b.email);
  });
});
