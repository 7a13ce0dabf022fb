import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Issue 14 items 1 and 2 (decision 1401): roles granted and revoked in the console and at the
// command line, each change in the audit log with who, what, when, before and after.

const t = useTestApp();

type Entry = { actor_email: string; action: string; entity: string; entity_id: string | null; before: unknown; after: unknown; created_at: string };

async function makeAdmin() {
  const admin = await buildUser(t.db, { name: 'Alice Admin' });
  expect((await runCommand(t.deps, 'grant-role', [admin.email, 'admin'])).ok).toBe(true);
  return admin;
}

describe('roles and the audit log', () => {
  it('grant-role / revoke-role at the command line: clear output, errors for unknown people and roles, each change audited once', async () => {
    const user = await buildUser(t.db, { name: 'Bruno Editor' });
    const grant = await runCommand(t.deps, 'grant-role', [`  ${user.email.toUpperCase()} `, 'editor']);
    expect(grant).toEqual({ ok: true, output: [`Papel concedido: editor — Bruno Editor <${user.email}>. Papéis agora: editor.`] });
    const again = await runCommand(t.deps, 'grant-role', [user.email, 'editor']);
    expect(again.output).toEqual([`Bruno Editor <${user.email}> já tinha o papel editor. Papéis agora: editor.`]);
    expect(await runCommand(t.deps, 'grant-role', ['ninguem@teste.rumo.app', 'editor'])).toEqual({ ok: false, output: ['Nenhum usuário com o e-mail ninguem@teste.rumo.app.'] });
    expect(await runCommand(t.deps, 'grant-role', [user.email, 'root'])).toEqual({ ok: false, output: ['Papel desconhecido: root. Papéis: admin, editor, moderator, analyst.'] });
    expect((await runCommand(t.deps, 'grant-role', [user.email])).ok).toBe(false);
    const revoke = await runCommand(t.deps, 'revoke-role', [user.email, 'editor']);
    expect(revoke.output).toEqual([`Papel retirado: editor — Bruno Editor <${user.email}>. Sem papéis na equipe agora.`]);

    const admin = await makeAdmin();
    const log = await t.app.inject({ method: 'GET', url: `/api/admin/v1/audit?entity=user`, headers: admin.headers });
    const mine = (log.json().data as Entry[]).filter((e) => e.entity_id === user.id);
    expect(mine.map((e) => [e.actor_email, e.action, e.before, e.after])).toEqual([
      ['linha de comando', 'role.revoke', { email: user.email, roles: ['editor'] }, { email: user.email, roles: [] }],
      ['linha de comando', 'role.grant', { email: user.email, roles: [] }, { email: user.email, roles: ['editor'] }],
    ]);
  });

  it('an admin grants and revokes roles in the console; staff list and audit entries follow; the audit filters by person, entity and date', async () => {
    const admin = await makeAdmin();
    const target = await buildUser(t.db, { name: 'Carla Moderadora' });
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/v1/users/${target.id}/roles/moderator`, headers: admin.headers });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { uuid: target.id, roles: ['moderator'] } });
    const staff = await t.app.inject({ method: 'GET', url: '/api/admin/v1/staff', headers: admin.headers });
    expect(staff.json().data).toEqual(expect.arrayContaining([{ uuid: target.id, name: 'Carla Moderadora', email: target.email, roles: ['moderator'] }]));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/v1/users/${target.id}/roles/moderator`, headers: admin.headers });
    expect(del.json()).toEqual({ data: { uuid: target.id, roles: [] } });

    const audit = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/v1/audit?${query}`, headers: admin.headers })).json() as { data: Entry[]; meta: { total: number } };
    const byAdmin = await audit(`actor=${encodeURIComponent(admin.email.slice(0, 12))}`);
    expect(byAdmin.data.map((e) => [e.actor_email, e.action, e.entity_id])).toEqual([
      [admin.email, 'role.revoke', target.id],
      [admin.email, 'role.grant', target.id],
    ]);
    expect(byAdmin.meta.total).toBe(2);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect((await audit(`actor=${encodeURIComponent(admin.email)}&from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await audit(`actor=${encodeURIComponent(admin.email)}&to=2020-01-01`)).meta.total).toBe(0);
    expect((await audit(`actor=${encodeURIComponent(admin.email)}&entity=job`)).meta.total).toBe(0);
    // LIKE wildcards in the filter are text, not patterns.
    expect((await audit('actor=%25')).meta.total).toBe(0);

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/v1/audit?from=2026-13-45', headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: 'Os dados enviados são inválidos. Verifique os campos destacados.', errors: { from: 'Data inicial: data inválida.' } });
  });

  it("keeps an entry when its author's account is deleted: the e-mail stays, the link to the account goes", async () => {
    const leaving = await makeAdmin();
    const target = await buildUser(t.db);
    await t.app.inject({ method: 'PUT', url: `/api/admin/v1/users/${target.id}/roles/analyst`, headers: leaving.headers });
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: leaving.headers, payload: { password: leaving.password } });
    expect(gone.statusCode).toBe(204);

    const reader = await makeAdmin();
    const log = await t.app.inject({ method: 'GET', url: `/api/admin/v1/audit?actor=${encodeURIComponent(leaving.email)}`, headers: reader.headers });
    expect((log.json().data as Entry[]).map((e) => [e.actor_email, e.action, e.entity_id])).toEqual([[leaving.email, 'role.grant', target.id]]);
  });
});
