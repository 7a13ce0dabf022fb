import { describe, expect, it } from 'vitest';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

/** ASVS 5.0 7.1.2: the concurrent-session rules of docs/decisions/0702-concurrent-sessions.md. */
const t = useTestApp();

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
const statuses = async (tokens: string[]) => Promise.all(tokens.map(async (token) => (await me(token)).statusCode));

describe('concurrent sessions (7.1.2)', () => {
  it('one session per login, all valid in parallel; logout ends one; a password change ends all but the current one', async () => {
    const user = await buildUser(t.db);
    const login = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: user.password } });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { token: string } }>().data.token;
    };
    // Phone, laptop, a library computer… no limit and no login pushes another one out.
    const tokens = [user.token];
    for (let i = 0; i < 5; i++) tokens.push(await login());
    expect(new Set(tokens).size).toBe(6);
    expect(await statuses(tokens)).toEqual([200, 200, 200, 200, 200, 200]);

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${tokens[1]}` } });
    expect(logout.statusCode).toBe(204);
    expect(await statuses(tokens)).toEqual([200, 401, 200, 200, 200, 200]);

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: { authorization: `Bearer ${tokens[2]}` },
      payload: { current_password: user.password, new_password: 'Tucano azul voa sobre 7 lagoas' },
    });
    expect(change.statusCode).toBe(202);
    expect(await statuses(tokens)).toEqual([401, 401, 200, 401, 401, 401]);
  });
});
