import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import { helpLines } from '../../src/cli/commands.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';

/** ASVS 5.0 7.4.5: an operator can end every session of a user (`npm run cli -- revoke-sessions EMAIL`). */
const t = useTestApp();

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
const login = async (username: string, password: string): Promise<string> =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username, password } })).json().data.token;

describe('revoke-sessions command', () => {
  it('ends every session of the user, leaves other users alone, and the person can log in again', async () => {
    const user = await buildUser(t.db, { email: 'rita.sessoes@teste.rumo.app', name: 'Rita Souza' });
    const other = await buildUser(t.db);
    const tokens = [user.token, await login(user.email, user.password), await login(user.email, user.password)];
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);

    const result = await runCommand(t.deps, 'revoke-sessions', ['  Rita.Sessoes@TESTE.rumo.app ']);
    expect(result).toEqual({ ok: true, output: ['3 sessão(ões) de Rita Souza <rita.sessoes@teste.rumo.app> encerrada(s).'] });

    // On PostgreSQL the command is another process: the server forgets the sessions it keeps when the
    // database's notification arrives (decision 1809), well before the memory's 10 s.
    await until(async () => (await Promise.all(tokens.map(me))).every((res) => res.statusCode === 401), 3_000);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
    const fresh = await login(user.email, user.password);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('says so when there is nothing left to end', async () => {
    const user = await buildUser(t.db, { email: 'sem.sessoes@teste.rumo.app', name: 'Caio Reis' });
    expect((await runCommand(t.deps, 'revoke-sessions', [user.email])).ok).toBe(true);
    expect(await runCommand(t.deps, 'revoke-sessions', [user.email])).toEqual({ ok: true, output: ['Nenhuma sessão ativa de Caio Reis <sem.sessoes@teste.rumo.app>.'] });
  });

  it('explains operator mistakes and changes nothing', async () => {
    const user = await buildUser(t.db);
    expect(await runCommand(t.deps, 'revoke-sessions', ['ninguem@teste.rumo.app'])).toEqual({ ok: false, output: ['Nenhum usuário com o e-mail ninguem@teste.rumo.app.'] });
    for (const args of [[], [user.email, 'extra']]) {
      const usage = await runCommand(t.deps, 'revoke-sessions', args);
      expect(usage.ok).toBe(false);
      expect(usage.output[0]).toMatch(/^Uso: revoke-sessions EMAIL/);
    }
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('is listed by help', () => {
    expect(helpLines().some((line) => /^\s+revoke-sessions EMAIL\s+Encerra todas as sessões ativas/.test(line))).toBe(true);
  });
});
