import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';

/** Authentication and session properties of ASVS 5.0 V6/V7 that no feature test pins down. */
const t = useTestApp();

const register = async (password: string) => {
  const email = `sess-${randomUUID()}@teste.rumo.app`;
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { name: 'Sessão Teste', email, password, tel: '11912345678' } });
  return { res, email };
};
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { username, password },
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });

describe('session tokens (V7.2)', () => {
  it('are opaque 256-bit random strings, unique per login, each its own server-side session', async () => {
    const { email } = await register('uma senha longa o bastante');
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await login(email, 'uma senha longa o bastante');
      expect(res.statusCode).toBe(200);
      tokens.push(res.json<{ data: { token: string } }>().data.token);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    // Only the hash is stored.
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(tokens[0]!)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(tokens[0]);
  });

  it('stop working once expired (absolute lifetime, V7.3.2)', async () => {
    const { res } = await register('uma senha longa o bastante');
    const token = res.json<{ data: { token: string } }>().data.token;
    expect((await me(token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    // Changed behind the app's back: refused once the database's notification reaches its session memory (decision 1809), well before the memory's 10 s.
    await until(async () => (await me(token)).statusCode === 401, 3_000);
  });

  it('end with the account: after deletion every token of the user is a 401 (V7.4.2)', async () => {
    const { res, email } = await register('uma senha longa o bastante');
    const first = res.json<{ data: { token: string } }>().data.token;
    const second = (await login(email, 'uma senha longa o bastante')).json<{ data: { token: string } }>().data.token;
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${first}` },
      payload: { password: 'uma senha longa o bastante' },
    });
    expect(del.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });
});

describe('passwords (V6.2)', () => {
  it('accept any composition and long passphrases up to 256 characters; refuse 257 (6.2.5, 6.2.9)', async () => {
    for (const password of ['so letras minusculas aqui', 'ÇÃÕ ação 漢字 😀 senha', 'x'.repeat(64) + 'y', 'p'.repeat(255) + 'q']) {
      const { res, email } = await register(password);
      expect(res.statusCode, password.slice(0, 20)).toBe(201);
      expect((await login(email, password)).statusCode).toBe(200);
    }
    expect((await register('z'.repeat(257))).res.statusCode).toBe(422);
  });

  it('are verified exactly as typed: no trimming, no case folding, no truncation (6.2.8)', async () => {
    const password = 'Senha Exata 2026';
    const { email } = await register(password);
    expect((await login(email, password)).statusCode).toBe(200);
    // Five variants: exactly the failures the account throttle allows before answering 429.
    for (const variant of [` ${password}`, `${password} `, password.toLowerCase(), password.toUpperCase(), password.slice(0, -1)]) {
      expect((await login(email, variant)).statusCode, JSON.stringify(variant)).toBe(404);
    }
  });

  it('refuse the common ones and the e-mail itself (6.2.4, 6.2.11)', async () => {
    expect((await register('12345678')).res.statusCode).toBe(422);
    expect((await register('password1')).res.statusCode).toBe(422);
    const email = `mesma-${randomUUID()}@teste.rumo.app`;
    const same = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { name: 'X', email, password: email, tel: '11912345678' } });
    expect(same.statusCode).toBe(422);
  });
});
