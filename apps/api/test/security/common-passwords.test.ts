import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BREACHED_PASSWORDS } from '../../src/modules/accounts/common-passwords.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

/** ASVS 5.0 6.2.4: new passwords are checked against at least the top 3,000 that fit the policy. */
const t = useTestApp();

// The exact pt-BR message the accounts service has always answered with.
const COMMON = 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.';

const register = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { name: 'Senha Teste', email: `pw-${randomUUID()}@teste.rumo.app`, password, tel: '11912345678' } });

describe('common passwords (6.2.4)', () => {
  it('holds at least 3,000 breach-list passwords long enough to pass the length rule', () => {
    expect(BREACHED_PASSWORDS.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(BREACHED_PASSWORDS).size).toBe(BREACHED_PASSWORDS.length);
    for (const p of BREACHED_PASSWORDS) expect(p.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses entries from deep in the list at registration, in any letter case, with 422 and the usual message', async () => {
    const deep = [BREACHED_PASSWORDS[2499]!, BREACHED_PASSWORDS[BREACHED_PASSWORDS.length - 1]!, BREACHED_PASSWORDS[Math.floor(BREACHED_PASSWORDS.length * 0.75)]!];
    for (const password of [...deep, deep[0]!.toUpperCase()]) {
      const res = await register(password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toEqual({ message: COMMON, errors: { password: COMMON } });
    }
  });

  it('refuses a deep entry as the new password of a password change', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: user.headers,
      payload: { current_password: user.password, new_password: BREACHED_PASSWORDS.at(-1) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: COMMON, errors: { new_password: COMMON } });
  });

  it('accepts a strong password', async () => {
    expect((await register('Tucano azul voa sobre 7 lagoas')).statusCode).toBe(201);
  });
});
