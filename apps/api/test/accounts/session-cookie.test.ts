import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { CROSS_SITE_REFUSED, SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../src/plugins/session-cookie.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Issue 40, item 1 (decision 1905): the browser's session is an HttpOnly cookie beside a readable
// hint; 'Lembrar-me' decides its lifetime; unsafe requests it authenticates are refused cross-site;
// logout and revocations end it on the server. POST /v1/auth still answers data.token, and a bearer
// header still works.

const t = useTestApp({ publicUrl: 'http://rumo.test' });
const secureApp = useTestApp({ publicUrl: 'https://rumo.example' });

type Cookie = LightMyRequestResponse['cookies'][number];
const cookie = (res: LightMyRequestResponse, name: string): Cookie | undefined => res.cookies.find((c) => c.name === name);

async function logIn(user: TestUser, body: Record<string, unknown> = {}, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: user.password, ...body } });
}

const sessionOf = (res: LightMyRequestResponse) => ({ [SESSION_COOKIE]: cookie(res, SESSION_COOKIE)!.value, [SIGNED_IN_COOKIE]: '1' });

describe('the session cookie', () => {
  it("login without 'Lembrar-me' sets an HttpOnly browser-session cookie and a readable hint, and still answers the token", async () => {
    const user = await buildUser(t.db);
    const res = await logIn(user);
    expect(res.statusCode).toBe(200);
    const session = cookie(res, SESSION_COOKIE)!;
    const hint = cookie(res, SIGNED_IN_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.maxAge).toBeUndefined();
    expect(session.expires).toBeUndefined();
    expect(session.secure).toBeUndefined();
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint.httpOnly).toBeUndefined();
    expect(hint.maxAge).toBeUndefined();
    expect((res.json() as { data: { token: string } }).data.token).toBe(session.value);
  });

  it("with 'Lembrar-me' both cookies last the session's 30 days; over https they are Secure", async () => {
    const user = await buildUser(t.db);
    const res = await logIn(user, { remember: true });
    expect(cookie(res, SESSION_COOKIE)).toMatchObject({ httpOnly: true, maxAge: 30 * 86_400 });
    expect(cookie(res, SIGNED_IN_COOKIE)).toMatchObject({ maxAge: 30 * 86_400 });
    const onHttps = await logIn(await buildUser(secureApp.db), {}, secureApp.app);
    expect(cookie(onHttps, SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    expect(cookie(onHttps, SIGNED_IN_COOKIE)).toMatchObject({ secure: true });
    expect((await logIn(user, { remember: 'sim' })).statusCode).toBe(422);
  });

  it('authenticates requests by the cookie alone, and the bearer header still works', async () => {
    const user = await buildUser(t.db, { name: 'Ana Cookie' });
    const cookies = sessionOf(await logIn(user));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies });
    expect(me.statusCode).toBe(200);
    expect((me.json() as { data: { name: string } }).data.name).toBe('Ana Cookie');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })).statusCode).toBe(401);
  });

  it('registration signs the browser in with the same cookies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { name: 'Bia Cadastro', email: 'bia.cookie@teste.rumo.app', password: 'Trilha-de-cafe-42', tel: '81988887777', linkedin: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(cookie(res, SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies: sessionOf(res) });
    expect((me.json() as { data: { email: string } }).data.email).toBe('bia.cookie@teste.rumo.app');
  });
});

describe('cross-site requests', () => {
  const edit = (cookies: Record<string, string>, headers: Record<string, string>, name: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/users/edit', cookies, headers, payload: { name, email: 'carla.csrf@teste.rumo.app', tel: '81988887777', linkedin: '' } });

  it('refuses an unsafe request the cookie would authenticate when another site sent it, and changes nothing', async () => {
    const user = await buildUser(t.db, { name: 'Carla Original', email: 'carla.csrf@teste.rumo.app' });
    const cookies = sessionOf(await logIn(user));
    for (const headers of [
      { origin: 'https://atacante.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://sub.rumo.test' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const res = await edit(cookies, headers, 'Carla Trocada');
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: CROSS_SITE_REFUSED });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies, headers: { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' } });
    expect((me.json() as { data: { name: string } }).data.name).toBe('Carla Original');

    // The app's own pages, a request that names no origin, and a bearer token (no ambient credential) go through.
    expect((await edit(cookies, { origin: 'http://rumo.test', 'sec-fetch-site': 'same-origin' }, 'Carla Um')).statusCode).toBe(200);
    expect((await edit(cookies, { 'sec-fetch-site': 'none' }, 'Carla Dois')).statusCode).toBe(200);
    expect((await edit(cookies, {}, 'Carla Três')).statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/edit',
      headers: { ...user.headers, origin: 'https://atacante.example' },
      payload: { name: 'Carla Quatro', email: 'carla.csrf@teste.rumo.app', tel: '81988887777', linkedin: '' },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('refuses a login or a registration posted by another site (login CSRF)', async () => {
    const user = await buildUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { origin: 'https://atacante.example' },
      payload: { username: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Dani', email: 'dani.csrf@teste.rumo.app', password: 'Trilha-de-cafe-42', tel: '81988887777', linkedin: '' },
    });
    expect(register.statusCode).toBe(403);
  });
});

describe('ending the session', () => {
  const cleared = (res: LightMyRequestResponse) => {
    for (const name of [SESSION_COOKIE, SIGNED_IN_COOKIE]) {
      const c = cookie(res, name);
      expect(c, name).toBeDefined();
      expect(c!.value).toBe('');
      expect(c!.expires!.getTime()).toBeLessThan(Date.now());
    }
  };

  it('logout by the cookie revokes the session on the server and clears both cookies', async () => {
    const user = await buildUser(t.db);
    const cookies = sessionOf(await logIn(user));
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies });
    expect(out.statusCode).toBe(204);
    cleared(out);
    // The old cookie is dead: a protected route answers 401 and clears it; the login screen still works.
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies });
    expect(after.statusCode).toBe(401);
    cleared(after);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth', cookies, payload: { username: user.email, password: user.password } });
    expect(again.statusCode).toBe(200);
    expect(cookie(again, SESSION_COOKIE)!.value).not.toBe(cookies[SESSION_COOKIE]);
  });

  it("'Encerrar sessões' (revoke-sessions) and a malformed cookie end it too", async () => {
    const user = await buildUser(t.db);
    const cookies = sessionOf(await logIn(user, { remember: true }));
    expect((await runCommand(t.deps, 'revoke-sessions', [user.email])).ok).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies })).statusCode).toBe(401);
    const junk = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies: { [SESSION_COOKIE]: 'não é um token' } });
    expect(junk.statusCode).toBe(401);
    cleared(junk);
  });
});
