import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { applications, jobs, sessions, supportTickets, userActivityDays, userRoles } from '../../src/db/schema/index.ts';
import { SESSION_TOUCH_INTERVAL_MS } from '../../src/plugins/auth.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';

// Issue 14 item 6 (decision 1405): 'Usuários' — search, a user's facts (never a secret), plan,
// ending every session, and roles with the last-admin rule. Plus the activity days behind 'Painel'.

const t = useTestApp();
let admin: TestUser;
let analyst: TestUser;

async function staff(role: string, name: string) {
  const user = await buildUser(t.db, { name });
  expect((await runCommand(t.deps, 'grant-role', [user.email, role])).ok).toBe(true);
  return user;
}

beforeAll(async () => {
  await seedPlans(t.db);
  admin = await staff('admin', 'Alice Admin');
  analyst = await staff('analyst', 'Ana Analista');
});

const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

/** Every key of a JSON value, nested. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

describe('users in the console', () => {
  it('searches by name or e-mail, accents and case aside, wildcards as text', async () => {
    const marker = `busca${Date.now()}`;
    const ines = await buildUser(t.db, { name: 'Inês Araújo', email: `${marker}-ines@teste.rumo.app` });
    await buildUser(t.db, { name: 'Outro Nome', email: `${marker}-outro@teste.rumo.app` });
    const list = async (query: string) => (await get(analyst, `/api/admin/v1/users?${query}`)).json() as { data: { uuid: string; name: string }[]; meta: { total: number } };
    expect((await list(`q=${encodeURIComponent('ines araujo')}`)).data.map((u) => u.uuid)).toEqual([ines.id]);
    expect((await list(`q=${marker}&sort=name&order=asc`)).data.map((u) => u.name)).toEqual(['Inês Araújo', 'Outro Nome']);
    expect((await list(`q=${marker.toUpperCase()}-INES`)).meta.total).toBe(1);
    expect((await list('q=%25_')).meta.total).toBe(0);
    const first = (await list(`q=${encodeURIComponent('ines araujo')}`)).data[0];
    expect(first).toEqual({ uuid: ines.id, name: 'Inês Araújo', email: ines.email, plan: { key: 'free', name: 'Gratuito' }, roles: [], created_at: expect.any(String) });
  });

  it('shows plan, roles, sign-up, last activity, applications, tickets and live sessions — and no password or token of any kind', async () => {
    const user = await buildUser(t.db, { name: 'Fatos Usuário' });
    await runCommand(t.deps, 'grant-role', [user.email, 'editor']);
    const [job] = await t.db.insert(jobs).values({ title: 'Vaga de teste', company: 'Rumo', state: 'SP', city: 'São Paulo' }).returning({ id: jobs.id });
    await t.db.insert(applications).values({ userId: user.id, jobId: job!.id });
    await t.db.insert(supportTickets).values([
      { userId: user.id, subject: 'Não consigo entrar', status: 'resolved', createdAt: new Date(Date.now() - 86_400_000) },
      { userId: user.id, subject: 'Cobrança duplicada', status: 'open' },
    ]);
    const res = await get(analyst, `/api/admin/v1/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      uuid: user.id,
      name: 'Fatos Usuário',
      plan: { key: 'free' },
      roles: ['editor'],
      applications_count: 1,
      active_sessions: 1,
      tickets: {
        total: 2,
        open: 1,
        latest: [expect.objectContaining({ subject: 'Cobrança duplicada', status: 'open' }), expect.objectContaining({ subject: 'Não consigo entrar' })],
      },
    });
    expect(Date.parse(data.last_active_at)).toBeGreaterThan(Date.now() - 60_000);
    const keys = keysOf(data).map((k) => k.toLowerCase());
    expect(keys.filter((k) => /password|senha|hash|token|secret/.test(k))).toEqual([]);
    expect(res.body).not.toContain(user.token);
    expect((await get(analyst, `/api/admin/v1/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(analyst, '/api/admin/v1/users/nao-e-uuid')).statusCode).toBe(422);
  });

  it('an admin changes the plan (audited; the same plan records nothing); an unknown plan is a 422; an analyst may not', async () => {
    const user = await buildUser(t.db, { name: 'Plano Trocado' });
    const put = (who: TestUser, plan: string | null) => t.app.inject({ method: 'PUT', url: `/api/admin/v1/users/${user.id}/plan`, headers: who.headers, payload: { plan } });
    expect((await put(analyst, 'pro')).statusCode).toBe(403);
    const res = await put(admin, 'pro');
    expect(res.json()).toEqual({ data: { uuid: user.id, plan: { key: 'pro', name: 'Profissional' } } });
    await put(admin, 'pro');
    expect((await put(admin, null)).json().data.plan).toEqual({ key: 'free', name: 'Gratuito' });
    const unknown = await put(admin, 'ouro');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'Plano desconhecido.', errors: { plan: 'Plano desconhecido.' } });
    const audit = (await get(admin, `/api/admin/v1/audit?entity=user&actor=${encodeURIComponent(admin.email)}`)).json().data as {
      action: string;
      entity_id: string;
      before: unknown;
      after: unknown;
    }[];
    expect(audit.filter((e) => e.entity_id === user.id).map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.plan', { email: user.email, plan: 'pro' }, { email: user.email, plan: 'free' }],
      ['user.plan', { email: user.email, plan: 'free' }, { email: user.email, plan: 'pro' }],
    ]);
  });

  it('ending every session logs the user out everywhere (401), audited with the count', async () => {
    const user = await buildUser(t.db, { name: 'Sessões Encerradas' });
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: user.password } });
    const otherToken = second.json().data.token as string;
    expect((await get(user, '/api/v1/users/me')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/v1/users/${user.id}/sessions/revoke`, headers: analyst.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/v1/users/${user.id}/sessions/revoke`, headers: admin.headers });
    expect(res.json()).toEqual({ data: { uuid: user.id, revoked: 2 } });
    expect((await get(user, '/api/v1/users/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(401);
    const audit = (await get(admin, '/api/admin/v1/audit?entity=user')).json().data as { action: string; entity_id: string; after: unknown }[];
    expect(audit.find((e) => e.entity_id === user.id)).toMatchObject({ action: 'user.sessions.revoke', after: { email: user.email, active_sessions: 0 } });
  });

  it('never removes the last admin: 422 in the console and an error at the command line; with a second admin it may go', async () => {
    // One admin left in the whole database: this file's admin steps down first (directly, as setup).
    const solo = await buildUser(t.db, { name: 'Admin Solo' });
    await t.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
    await runCommand(t.deps, 'grant-role', [solo.email, 'admin']);
    const self = await t.app.inject({ method: 'DELETE', url: `/api/admin/v1/users/${solo.id}/roles/admin`, headers: solo.headers });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: 'Não é possível retirar o último administrador.' });
    expect(await runCommand(t.deps, 'revoke-role', [solo.email, 'admin'])).toEqual({ ok: false, output: ['Não é possível retirar o último administrador.'] });
    await runCommand(t.deps, 'grant-role', [admin.email, 'admin']);
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/admin/v1/users/${solo.id}/roles/admin`, headers: solo.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.roles).toEqual([]);
  });
});

describe('activity days', () => {
  const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const daysOf = async (userId: string) => (await t.db.select({ day: userActivityDays.day }).from(userActivityDays).where(eq(userActivityDays.userId, userId))).map((r) => r.day);

  it('signing in marks the day; a request that refreshes a stale session marks it too, once', async () => {
    const user = await buildUser(t.db);
    expect(await daysOf(user.id)).toEqual([today()]);
    await t.db.delete(userActivityDays).where(eq(userActivityDays.userId, user.id));
    // Fresh session: no refresh, no write.
    await get(user, '/api/v1/users/me');
    expect(await daysOf(user.id)).toEqual([]);
    // Last used over an hour ago: the request refreshes it and marks today.
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - 60_000) })
      .where(eq(sessions.userId, user.id));
    // The session is kept in memory until the database's notification of that change arrives
    // (decision 1809): the refresh comes with the first request after it (CI once asked before it).
    await until(async () => {
      await get(user, '/api/v1/users/me');
      return (await daysOf(user.id)).length > 0;
    }, 3_000);
    await get(user, '/api/v1/users/me');
    expect(await daysOf(user.id)).toEqual([today()]);
  });

  it('a session last used yesterday (Brasília) is refreshed at the first request of today, even within the hour', async () => {
    const user = await buildUser(t.db);
    await t.db.delete(userActivityDays).where(eq(userActivityDays.userId, user.id));
    const startOfToday = new Date(`${today()}T00:00:00-03:00`);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(startOfToday.getTime() - 1000) })
      .where(eq(sessions.userId, user.id));
    await get(user, '/api/v1/users/me');
    expect(await daysOf(user.id)).toEqual([today()]);
    const [session] = await t.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.at.getTime()).toBeGreaterThanOrEqual(startOfToday.getTime());
  });

  it('the LGPD export carries the activity days', async () => {
    const user = await buildUser(t.db);
    const res = await get(user, '/api/v1/users/me/export');
    expect(res.json().user_activity_days).toEqual([{ day: today() }]);
  });
});
