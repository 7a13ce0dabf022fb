import { describe, expect, it } from 'vitest';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

const t = useTestApp();
const valid = { name: 'João da Silva', email: 'joao.silva@teste.rumo.app', password: 'carreira-em-ti-2026', tel: '(11) 98765-4321', linkedin: 'https://www.linkedin.com/in/joao' };

describe('POST /api/v1/users (register)', () => {
  it('creates the user (201) with a working session token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: valid });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'João da Silva', email: 'joao.silva@teste.rumo.app', tel: '11987654321', linkedin: valid.linkedin });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.json().data.uuid).toBe(data.uuid);
  });

  it('refuses a duplicate e-mail (any case) with 409', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...valid, email: 'JOAO.SILVA@teste.rumo.app' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toBe('Este e-mail já está cadastrado.');
  });

  it.each([
    ['short password', { password: '1234567' }, 'password'],
    ['bad e-mail', { email: 'not-an-email' }, 'email'],
    ['missing name', { name: '  ' }, 'name'],
    ['short phone', { tel: '1234' }, 'tel'],
    ['non-LinkedIn url', { linkedin: 'javascript:alert(1)' }, 'linkedin'],
    ['name as number', { name: 42 }, 'name'],
  ])('rejects %s with 422', async (_label, patch, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...valid, email: `x-${field}@teste.rumo.app`, ...patch } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
  });

  it('refuses common passwords and accepts long ones', async () => {
    const common = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...valid, email: 'c1@teste.rumo.app', password: 'senha123' } });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toMatch(/muito comum/);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { ...valid, email: 'c2@teste.rumo.app', password: 'uma frase longa e fácil de lembrar '.repeat(5) },
    });
    expect(long.statusCode).toBe(201);
  });

  it('refuses passwords built from the person’s name or e-mail and the Brazilian patterns, on every form that sets one', async () => {
    const person = { ...valid, name: 'Ana Souza', email: 'ana.souza@exemplo.com.br' };
    for (const password of ['anasouza2024', 'Souza@123', 'flamengo1', 'senhasenha', '87654321']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...person, password } });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors.password, password).toMatch(/muito comum/);
    }
    const user = await buildUser(t.db, { name: 'Carla Pereira' });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: user.headers,
      payload: { current_password: user.password, new_password: 'CarlaPereira#1' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors.new_password).toMatch(/muito comum/);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...person, password: 'cafe-com-leite-na-praia' } })).statusCode).toBe(201);
  });
});

describe('LinkedIn address (registration and profile share the contract)', () => {
  const canonical = 'https://www.linkedin.com/in/fulano';

  it.each(['www.linkedin.com/in/fulano', 'linkedin.com/in/fulano', 'http://linkedin.com/in/fulano', 'https://br.linkedin.com/in/fulano/?originalSubdomain=br', canonical])(
    'registration stores %s as https://www.linkedin.com/in/fulano',
    async (linkedin) => {
      const email = `li-${Math.random().toString(36).slice(2, 10)}@teste.rumo.app`;
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { ...valid, email, linkedin } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.linkedin).toBe(canonical);
    },
  );

  it('the profile edit normalises the same way and refuses addresses that are not LinkedIn', async () => {
    const user = await buildUser(t.db);
    const edit = (linkedin: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/users/edit', headers: user.headers, payload: { name: 'Fulano', email: user.email, tel: '11987654321', linkedin } });
    for (const linkedin of ['www.linkedin.com/in/fulano', 'linkedin.com/in/fulano', 'http://www.linkedin.com/in/fulano']) {
      const res = await edit(linkedin);
      expect(res.statusCode, linkedin).toBe(200);
      expect(res.json().data.linkedin).toBe(canonical);
    }
    for (const linkedin of [
      'linkedin.com',
      'linkedin.com.evil.example/in/x',
      'https://evil.example/linkedin.com/in/x',
      'https://linkedin.com@evil.example/in/x',
      'ftp://linkedin.com/in/x',
      'fulano',
    ]) {
      const res = await edit(linkedin);
      expect(res.statusCode, linkedin).toBe(422);
      expect(res.json().errors.linkedin).toBe('Informe o endereço de um perfil do LinkedIn (https://www.linkedin.com/in/...).');
    }
  });
});

describe('profile', () => {
  it('edits the profile and refuses an e-mail in use', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/edit',
      headers: user.headers,
      payload: { name: 'Nome Novo', email: user.email, tel: '(21) 3333-4444', linkedin: '' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Nome Novo', tel: '2133334444' });
    const taken = await t.app.inject({ method: 'PUT', url: '/api/v1/users/edit', headers: user.headers, payload: { name: 'X', email: other.email, tel: '21333344445' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('email já em uso');
  });

  it('validates the profile edit', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/users/edit', headers: user.headers, payload: { name: '', email: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'email', 'tel']));
  });
});

describe('PUT /api/v1/users/password', () => {
  it('changes the password (202), keeps this session and revokes the others', async () => {
    const user = await buildUser(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: user.password } });
    const otherToken = login.json().data.token;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: user.headers,
      payload: { current_password: user.password, new_password: 'outra-senha-forte-9' },
    });
    expect(res.statusCode).toBe(202);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(401);
    const relogin = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: 'outra-senha-forte-9' } });
    expect(relogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: user.headers,
      payload: { current_password: 'nao-e-essa', new_password: 'outra-senha-forte-9' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Senha incorreta');
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link that sets a new password and revokes sessions', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(202);
    // The link is made by the background job the request woke (docs/decisions/0705).
    await t.deps.jobs.idle();
    const mail = t.sentEmails.find((m) => m.to === user.email);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'nova-senha-muito-boa' } });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'mais-uma-senha-boa' } });
    expect(again.statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: 'nova-senha-muito-boa' } });
    expect(login.statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.sentEmails.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'ninguem@teste.rumo.app' } });
    expect(res.statusCode).toBe(202);
    await t.deps.jobs.idle();
    expect(t.sentEmails.length).toBe(before);
  });
});

describe('LGPD', () => {
  it('exports the user data without secrets', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.json().profile.email).toBe(user.email);
    expect(res.body).not.toMatch(/scrypt\$/);
  });

  it('deletes the account after checking the password', async () => {
    const user = await buildUser(t.db);
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: 'errada' } });
    expect(wrong.statusCode).toBe(422);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: user.password } });
    expect(res.statusCode).toBe(204);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: user.password } });
    expect(login.statusCode).toBe(404);
  });
});

describe('POST /api/v1/tracking', () => {
  it('records an event with or without a user', async () => {
    const user = await buildUser(t.db);
    const body = { cookie: 'abc-123', data: { event: 'login' }, is_mobile: false, user_agent: 'vitest' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/tracking', payload: body })).statusCode).toBe(202);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/tracking', payload: body, headers: user.headers })).statusCode).toBe(202);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/tracking', payload: { ...body, data: {} } });
    expect(bad.statusCode).toBe(422);
  });
});
