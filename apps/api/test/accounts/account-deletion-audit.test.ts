import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, plans } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/modules/accounts/accounts.service.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Security audit, item 5 (LGPD): after an account is deleted, the audit entries about the person
// keep action, time and actor, but their e-mail, name and what staff wrote about them read
// 'conta excluída'. What the person did as staff keeps them as the actor (decision 1401).

const t = useTestApp();

const ERASED = 'conta excluída';
let planIds: Record<string, number>;
let admin: TestUser;
let moderator: TestUser;

async function staff(role: string, name: string) {
  const user = await buildUser(t.db, { name });
  expect((await runCommand(t.deps, 'grant-role', [user.email, role])).ok).toBe(true);
  return user;
}

const as = (user: TestUser) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const deleteOwnAccount = (user: TestUser) => t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: user.password } });

const entries = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

/**
 * Every staff write about one person the console has: roles, plan, sessions, a lead followed up and
 * converted, a ticket with an internal note and a reply, and a lead export searched by their e-mail.
 */
async function personWithHistory(name: string) {
  const person = await buildUser(t.db, { name });
  expect((await as(person)('POST', '/api/v1/subscriptions/subscribes-intent', { user_id: person.id, plan_id: planIds.premium })).statusCode).toBe(201);
  await runCommand(t.deps, 'grant-role', [person.email, 'analyst']);
  await as(admin)('PUT', `/api/admin/v1/users/${person.id}/plan`, { plan: 'pro' });
  const lead = `/api/admin/v1/leads/${person.id}/${planIds.premium}`;
  expect((await as(admin)('PATCH', lead, { status: 'contacting', notes: `Ligar para ${name}: prefere WhatsApp.` })).statusCode).toBe(200);
  expect((await as(admin)('POST', `${lead}/convert`)).statusCode).toBe(200);
  const ticket = (await as(person)('POST', '/api/v1/support/tickets', { subject: 'Cobrança em dobro', message: 'Fui cobrada duas vezes neste mês.' })).json().data.uuid as string;
  expect((await as(moderator)('POST', `/api/admin/v1/tickets/${ticket}/messages`, { body: `NOTA: ${name} já reclamou antes.`, internal: true })).statusCode).toBe(201);
  expect((await as(moderator)('POST', `/api/admin/v1/tickets/${ticket}/messages`, { body: 'Estornamos a segunda cobrança.' })).statusCode).toBe(201);
  expect((await as(admin)('GET', `/api/admin/v1/leads/export.csv?q=${encodeURIComponent(person.email)}`)).statusCode).toBe(200);
  expect((await as(admin)('POST', `/api/admin/v1/users/${person.id}/sessions/revoke`)).statusCode).toBe(200);
  // Revoking the sessions logged the person out: they log in again to delete the account.
  const token = await createSession(t.db, person.id);
  return { ...person, token, headers: { authorization: `Bearer ${token}` }, ticket };
}

beforeAll(async () => {
  await seedPlans(t.db);
  planIds = Object.fromEntries((await t.db.select({ key: plans.key, id: plans.id }).from(plans)).map((p) => [p.key, p.id]));
  admin = await staff('admin', 'Alice Admin');
  moderator = await staff('moderator', 'Mário Moderador');
});

describe('the audit log after an account is deleted', () => {
  it("keeps action, date and actor of every entry about the person; their e-mail, name and the staff's notes read 'conta excluída'", async () => {
    const person = await personWithHistory('Rita Removida');
    const other = await personWithHistory('Otávio Outro');
    const before = await entries();
    const aboutPerson = (e: (typeof before)[number]) =>
      e.entityId === person.id || e.entityId === `${person.id}:${planIds.premium}` || e.entityId === person.ticket || JSON.stringify(e.after).includes(person.email);
    expect(before.filter(aboutPerson).map((e) => e.action)).toEqual([
      'role.grant',
      'user.plan',
      'lead.update',
      'lead.convert',
      'ticket.note',
      'ticket.reply',
      'lead.export',
      'user.sessions.revoke',
    ]);

    const ids = new Set(before.filter(aboutPerson).map((e) => e.id));

    expect((await deleteOwnAccount(person)).statusCode).toBe(204);
    const after = await entries();
    // Nothing is removed and nothing but the payloads changes: id, action, entity, actor and time stay.
    const frame = (e: (typeof before)[number]) => [e.id, e.action, e.entity, e.entityId, e.actorId, e.actorEmail, e.createdAt.toISOString()];
    expect(after.map(frame)).toEqual(before.map(frame));

    const payloads = Object.fromEntries(after.filter((e) => ids.has(e.id)).map((e) => [e.action, [e.before, e.after]]));
    expect(payloads).toEqual({
      'role.grant': [
        { email: ERASED, roles: [] },
        { email: ERASED, roles: ['analyst'] },
      ],
      'user.plan': [
        { email: ERASED, plan: 'free' },
        { email: ERASED, plan: 'pro' },
      ],
      'lead.update': [
        { status: 'new', notes: '' },
        { status: 'contacting', notes: ERASED },
      ],
      'lead.convert': [
        { email: ERASED, plan: 'pro', status: 'contacting' },
        { email: ERASED, plan: 'premium', status: 'converted' },
      ],
      'ticket.note': [null, { message_id: expect.any(Number), body: ERASED }],
      'ticket.reply': [{ status: 'open' }, { status: 'answered', message_id: expect.any(Number), body: ERASED }],
      'lead.export': [null, { filter: { q: ERASED, sort: 'created_at', order: 'desc' }, rows: 1 }],
      'user.sessions.revoke': [
        { email: ERASED, active_sessions: 1 },
        { email: ERASED, active_sessions: 0 },
      ],
    });
    // No trace of the person's e-mail or name anywhere in the log, nor of the staff's notes in their entries.
    const text = JSON.stringify(after).toLowerCase();
    for (const trace of [person.email, 'rita removida']) expect(text).not.toContain(trace);
    const theirs = JSON.stringify(after.filter((e) => ids.has(e.id))).toLowerCase();
    for (const trace of ['já reclamou', 'whatsapp', 'estornamos']) expect(theirs).not.toContain(trace);

    // The other person's entries are untouched.
    const untouched = (rows: typeof before) => rows.filter((e) => !ids.has(e.id)).map((e) => [e.id, e.before, e.after]);
    expect(untouched(after)).toEqual(untouched(before));
    expect(text).toContain(other.email);
    expect(text).toContain('otávio outro');

    // The console's log reads the same.
    const log = (await as(admin)('GET', '/api/admin/v1/audit?entity=user')).json().data as { entity_id: string; actor_email: string; action: string; before: unknown }[];
    expect(log.find((e) => e.entity_id === person.id && e.action === 'user.plan')).toMatchObject({ actor_email: admin.email, before: { email: ERASED, plan: 'free' } });
  });

  it('a deleted staff member stays the actor of what they did (decision 1401); only the entries about them lose their e-mail', async () => {
    const leaving = await staff('admin', 'Sara Saindo');
    const target = await buildUser(t.db, { name: 'Tiago Alvo' });
    expect((await as(leaving)('PUT', `/api/admin/v1/users/${target.id}/plan`, { plan: 'premium' })).statusCode).toBe(200);
    expect((await deleteOwnAccount(leaving)).statusCode).toBe(204);

    const rows = await entries();
    const authored = rows.filter((e) => e.actorEmail === leaving.email);
    expect(authored.map((e) => [e.actorId, e.action, e.entityId, e.before, e.after])).toEqual([
      [null, 'user.plan', target.id, { email: target.email, plan: 'free' }, { email: target.email, plan: 'premium' }],
    ]);
    const aboutThem = rows.filter((e) => e.entityId === leaving.id);
    expect(aboutThem.map((e) => [e.actorEmail, e.action, e.before, e.after])).toEqual([
      ['linha de comando', 'role.grant', { email: ERASED, roles: [] }, { email: ERASED, roles: ['admin'] }],
    ]);
  });

  it('a refused deletion (the last admin) erases nothing', async () => {
    // The file's admin hands the role over, so the new one is the only admin.
    const solo = await staff('admin', 'Admin Solo');
    expect((await runCommand(t.deps, 'revoke-role', [admin.email, 'admin'])).ok).toBe(true);
    const before = await entries();
    const res = await deleteOwnAccount(solo);
    expect(res.statusCode).toBe(409);
    expect(await entries()).toEqual(before);
    expect(JSON.stringify(before)).toContain(solo.email);
  });
});
