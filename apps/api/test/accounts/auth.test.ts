import { describe, expect, it } from 'vitest';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Production rate limits: the throttling tests below count on them.
const t = useTestApp({ rateLimitFactor: 1 });

describe('POST /api/v1/auth (login)', () => {
  it('logs in with the e-mail in any case and answers the spec shape', async () => {
    const user = await buildUser(t.db, { email: 'login.case@teste.rumo.app' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: '  LOGIN.Case@teste.rumo.app ', password: user.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.uuid).toBe(user.id);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.data).toMatchObject({ uuid: user.id, email: 'login.case@teste.rumo.app', name: 'Maria Teste' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('answers unknown user and wrong password identically', async () => {
    const user = await buildUser(t.db);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: 'errada-123456' }, remoteAddress: '10.0.0.1' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { username: 'ninguem@teste.rumo.app', password: 'errada-123456' },
      remoteAddress: '10.0.0.2',
    });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: 'Usuário não encontrado!' });
  });

  it('rejects a missing password with 422 and field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: 'x@y.com' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toBeTruthy();
  });

  it('rejects malformed JSON with 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('throttles an account after 10 failures from anywhere, before checking the password', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 10; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: 'errada-123456' }, remoteAddress: `10.1.0.${i}` });
      expect(r.statusCode).toBe(404);
    }
    // Even the right password is refused now: the hash never runs.
    const blocked = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: user.password }, remoteAddress: '10.1.0.99' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Muitas tentativas/);
  });

  it('throttles an IP after 30 failures across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: `x${i}@teste.rumo.app`, password: 'errada-123456' }, remoteAddress: '10.2.0.1' });
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: 'outro@teste.rumo.app', password: 'errada-123456' }, remoteAddress: '10.2.0.1' });
    expect(res.statusCode).toBe(429);
  });
});

describe('tokens', () => {
  it('gives 401 for an unknown token, even on a public route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer ' + 'a'.repeat(43) } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('gives 401 without a token on a protected route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(res.statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const user = await buildUser(t.db);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.headers });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
  });
});
