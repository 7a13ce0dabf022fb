import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { outboxEmails, supportTickets, ticketMessages } from '../../src/db/schema/index.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Support tickets (issue 14 item 4, decision 1403): the user's side and the console's, against the
// real database and HTTP. Rate limits at their production value (factor 1): each test uses its own users.

const t = useTestApp({ rateLimitFactor: 1 });

type Thread = { uuid: string; subject: string; status: string; messages: { author: string; body: string }[] };
type StaffThread = {
  uuid: string;
  status: string;
  user: { uuid: string; name: string; email: string };
  assignee: { uuid: string } | null;
  messages: { author_kind: string; author_name: string | null; internal: boolean; body: string }[];
};
type AuditEntry = { actor_email: string; action: string; entity_id: string | null; before: unknown; after: unknown };

const VALIDATION = 'Os dados enviados são inválidos. Verifique os campos destacados.';

async function staffMember(role: 'admin' | 'moderator' | 'analyst' | 'editor', name = `Equipe ${role}`) {
  const user = await buildUser(t.db, { name });
  expect((await runCommand(t.deps, 'grant-role', [user.email, role])).ok).toBe(true);
  return user;
}

const as = (user: TestUser) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers }),
  post: (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) }),
  patch: (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: user.headers, payload }),
});

async function openTicket(user: TestUser, subject = 'Não consigo salvar meu currículo', message = 'Ao clicar em Salvar aparece um erro e nada acontece.') {
  const res = await as(user).post('/api/v1/support/tickets', { subject, message });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: Thread }).data;
}

const outboxFor = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));

describe('support tickets: the user side', () => {
  it('opens a ticket, lists it under Meus chamados and shows the thread; pt-BR 422s for bad input', async () => {
    const user = await buildUser(t.db, { name: 'Joana Usuária' });
    const created = await openTicket(user, '  Erro ao salvar  ');
    expect(created).toMatchObject({ subject: 'Erro ao salvar', status: 'open', messages: [{ author: 'user', body: 'Ao clicar em Salvar aparece um erro e nada acontece.' }] });

    const list = await as(user).get('/api/v1/support/tickets');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [{ uuid: created.uuid, subject: 'Erro ao salvar', status: 'open', created_at: expect.any(String), updated_at: expect.any(String) }] });
    expect((await as(user).get(`/api/v1/support/tickets/${created.uuid}`)).json().data).toEqual(created);

    const bad = await as(user).post('/api/v1/support/tickets', { subject: 'Oi', message: 'curta' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: VALIDATION,
      errors: { subject: 'O Assunto deve ter pelo menos 3 caracteres.', message: 'A Mensagem deve ter pelo menos 10 caracteres.' },
    });
    const missing = await as(user).post('/api/v1/support/tickets', {});
    expect(missing.json().errors).toEqual({ subject: 'O campo Assunto é obrigatório.', message: 'O campo Mensagem é obrigatório.' });
    const long = await as(user).post('/api/v1/support/tickets', { subject: 'x'.repeat(121), message: 'y'.repeat(5001) });
    expect(long.json().errors).toEqual({ subject: 'O Assunto deve ter no máximo 120 caracteres.', message: 'A Mensagem deve ter no máximo 5000 caracteres.' });
    const blankReply = await as(user).post(`/api/v1/support/tickets/${created.uuid}/messages`, { message: '          ' });
    expect(blankReply.statusCode).toBe(422);
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.userId, user.id))).toHaveLength(1);
  });

  it("another user's ticket is a 404 on every route, like an unknown or malformed id; nothing of it changes", async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const ticket = await openTicket(owner);
    const notFound = { message: 'Chamado não encontrado.' };
    for (const id of [ticket.uuid, randomUUID(), 'nao-e-um-id', ticket.uuid.toUpperCase()]) {
      for (const res of [
        await as(stranger).get(`/api/v1/support/tickets/${id}`),
        await as(stranger).post(`/api/v1/support/tickets/${id}/messages`, { message: 'Mensagem de um estranho aqui.' }),
        await as(stranger).post(`/api/v1/support/tickets/${id}/resolve`),
      ]) {
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    }
    expect((await as(stranger).get('/api/v1/support/tickets')).json()).toEqual({ data: [] });
    expect((await as(owner).get(`/api/v1/support/tickets/${ticket.uuid}`)).json().data).toEqual(ticket);
    // Not logged in: 401.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/support/tickets' })).statusCode).toBe(401);
  });

  it('limits the tickets a user opens: the 6th within the hour is a 429 in the one error shape, with Retry-After', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) await openTicket(user, `Chamado ${i + 1}`);
    const refused = await as(user).post('/api/v1/support/tickets', { subject: 'Chamado 6', message: 'Mais um chamado seguido.' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Você abriu muitos chamados seguidos. Aguarde um pouco antes de abrir outro.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.userId, user.id))).toHaveLength(5);
    // Another user is not affected.
    await openTicket(await buildUser(t.db));
  });
});

describe('support tickets: the console', () => {
  it('a reply is e-mailed to the user and shown in their thread; an internal note is neither; statuses move as decided', async () => {
    const user = await buildUser(t.db, { name: 'Paulo Usuário' });
    const moderator = await staffMember('moderator', 'Mara Moderadora');
    const ticket = await openTicket(user, 'Cobrança <duplicada>');
    const url = `/api/admin/v1/tickets/${ticket.uuid}`;

    const note = await as(moderator).post(`${url}/messages`, { body: 'NOTA-SECRETA: conferir com o financeiro.', internal: true });
    expect(note.statusCode, note.body).toBe(201);
    expect((note.json().data as StaffThread).status).toBe('open');
    expect(await outboxFor(user.email)).toEqual([]);

    const reply = await as(moderator).post(`${url}/messages`, { body: 'Olá! Estornamos a cobrança <b>duplicada</b>.\n\nQualquer coisa, responda aqui.' });
    expect(reply.statusCode, reply.body).toBe(201);
    const staffView = reply.json().data as StaffThread;
    expect(staffView.status).toBe('answered');
    expect(staffView.user).toEqual({ uuid: user.id, name: 'Paulo Usuário', email: user.email });
    expect(staffView.messages.map((m) => [m.author_kind, m.author_name, m.internal])).toEqual([
      ['user', 'Paulo Usuário', false],
      ['staff', 'Mara Moderadora', true],
      ['staff', 'Mara Moderadora', false],
    ]);

    // The e-mail: to the user's address, the reply's text, a link to the thread, HTML escaped, no note.
    const [email, ...more] = await outboxFor(user.email);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ userId: user.id, subject: 'Resposta ao seu chamado: Cobrança <duplicada>' });
    expect(email!.text).toContain('Estornamos a cobrança <b>duplicada</b>.');
    expect(email!.text).toContain(`${t.config.publicUrl}/support/tickets/${ticket.uuid}`);
    expect(email!.html).toContain('Estornamos a cobrança &lt;b&gt;duplicada&lt;/b&gt;.');
    expect(email!.html).toContain('“Cobrança &lt;duplicada&gt;”');
    expect(email!.html).not.toContain('<b>');
    expect(`${email!.text}${email!.html}`).not.toContain('NOTA-SECRETA');

    // The user sees the reply as 'Equipe Rumo' (no staff name), never the note, in no answer.
    const mine = await as(user).get(`/api/v1/support/tickets/${ticket.uuid}`);
    expect(mine.body).not.toContain('NOTA-SECRETA');
    expect(mine.body).not.toContain('Mara');
    expect((mine.json().data as Thread).status).toBe('answered');
    expect((mine.json().data as Thread).messages.map((m) => m.author)).toEqual(['user', 'staff']);
    expect((await as(user).get('/api/v1/support/tickets')).body).not.toContain('NOTA-SECRETA');
    const exported = await as(user).get('/api/v1/users/me/export');
    expect(exported.body).toContain('Estornamos a cobrança');
    expect(exported.body).not.toContain('NOTA-SECRETA');

    // User answers → open; staff resolves → resolved; user writes again → open; user resolves.
    const again = await as(user).post(`/api/v1/support/tickets/${ticket.uuid}/messages`, { message: 'Obrigado, mas ainda vejo a cobrança.' });
    expect(again.statusCode).toBe(201);
    expect((again.json().data as Thread).status).toBe('open');
    const resolved = await as(moderator).patch(url, { status: 'resolved' });
    expect((resolved.json().data as StaffThread).status).toBe('resolved');
    expect((await as(user).get(`/api/v1/support/tickets/${ticket.uuid}`)).json().data.status).toBe('resolved');
    const reopened = await as(user).post(`/api/v1/support/tickets/${ticket.uuid}/messages`, { message: 'Voltou a acontecer hoje de manhã.' });
    expect((reopened.json().data as Thread).status).toBe('open');
    const closedByUser = await as(user).post(`/api/v1/support/tickets/${ticket.uuid}/resolve`);
    expect(closedByUser.statusCode).toBe(200);
    expect((closedByUser.json().data as Thread).status).toBe('resolved');
  });

  it('inbox: counts by status, filters by status, assignee (me, none, an id) and text, sorts; assignment only to staff who handle tickets', async () => {
    const moderator = await staffMember('moderator', 'Mario Moderador');
    const admin = await staffMember('admin', 'Ana Admin');
    const analyst = await staffMember('analyst');
    const marker = randomUUID().slice(0, 8);
    const [first, second, third] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db, { name: `Cliente ${marker}` })];
    const a = await openTicket(first!, `Alfa ${marker}`);
    const b = await openTicket(second!, `Beta ${marker}`);
    const c = await openTicket(third!, `Gama`);
    await as(moderator).post(`/api/admin/v1/tickets/${b.uuid}/messages`, { body: 'Resposta.' });
    await as(moderator).patch(`/api/admin/v1/tickets/${c.uuid}`, { status: 'resolved' });

    const inbox = async (query: string, user = moderator) => {
      const res = await as(user).get(`/api/admin/v1/tickets?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { uuid: string; status: string; subject: string }[]; meta: { total: number; counts: Record<string, number> } };
    };
    const searched = await inbox(`q=${marker}`);
    expect(searched.meta.counts).toEqual({ open: 1, answered: 1, resolved: 1 });
    expect(searched.data.map((r) => r.uuid).sort()).toEqual([a.uuid, b.uuid, c.uuid].sort());
    expect((await inbox(`q=${marker}&status=answered`)).data.map((r) => r.uuid)).toEqual([b.uuid]);
    expect((await inbox(`q=${marker}&status=answered`)).meta.counts).toEqual({ open: 1, answered: 1, resolved: 1 });
    expect((await inbox(`q=${marker}&sort=subject&order=asc`)).data.map((r) => r.subject)).toEqual([`Alfa ${marker}`, `Beta ${marker}`, 'Gama']);
    expect((await inbox(`q=${marker}&sort=status&order=asc`)).data.map((r) => r.status)).toEqual(['open', 'answered', 'resolved']);
    expect((await inbox('q=%25%25%25')).meta.total).toBe(0);

    // Assignment: to a moderator or admin; never to someone without tickets:manage.
    const assignees = (await as(moderator).get('/api/admin/v1/tickets/assignees')).json().data as { uuid: string }[];
    expect(assignees.map((p) => p.uuid)).toEqual(expect.arrayContaining([moderator.id, admin.id]));
    expect(assignees.map((p) => p.uuid)).not.toContain(analyst.id);
    const toAnalyst = await as(moderator).patch(`/api/admin/v1/tickets/${a.uuid}`, { assignee_id: analyst.id });
    expect(toAnalyst.statusCode).toBe(422);
    expect(toAnalyst.json()).toEqual({ message: 'Esta pessoa não pode atender chamados.', errors: { assignee_id: 'Escolha uma pessoa da equipe que atende chamados.' } });
    expect((await as(moderator).patch(`/api/admin/v1/tickets/${a.uuid}`, { assignee_id: first!.id })).statusCode).toBe(422);
    expect((await as(moderator).patch(`/api/admin/v1/tickets/${a.uuid}`, { assignee_id: randomUUID() })).statusCode).toBe(422);
    const assigned = await as(moderator).patch(`/api/admin/v1/tickets/${a.uuid}`, { assignee_id: moderator.id });
    expect(assigned.json().data.assignee).toEqual({ uuid: moderator.id, name: 'Mario Moderador', email: moderator.email });
    await as(admin).patch(`/api/admin/v1/tickets/${b.uuid}`, { assignee_id: admin.id });

    expect((await inbox(`q=${marker}&assignee=me`)).data.map((r) => r.uuid)).toEqual([a.uuid]);
    expect((await inbox(`q=${marker}&assignee=me`, admin)).data.map((r) => r.uuid)).toEqual([b.uuid]);
    expect((await inbox(`q=${marker}&assignee=none`)).data.map((r) => r.uuid)).toEqual([c.uuid]);
    expect((await inbox(`q=${marker}&assignee=${admin.id}`)).data.map((r) => r.uuid)).toEqual([b.uuid]);
    expect((await inbox(`q=${marker}&assignee=me`)).meta.counts).toEqual({ open: 1, answered: 0, resolved: 0 });
    const unassigned = await as(moderator).patch(`/api/admin/v1/tickets/${a.uuid}`, { assignee_id: null });
    expect(unassigned.json().data.assignee).toBeNull();

    // Validation and unknown tickets.
    const badQuery = await as(moderator).get('/api/admin/v1/tickets?status=fechado&assignee=ninguem&sort=x&page=0');
    expect(badQuery.statusCode).toBe(422);
    expect(Object.keys(badQuery.json().errors).sort()).toEqual(['assignee', 'page', 'sort', 'status']);
    expect((await as(moderator).patch(`/api/admin/v1/tickets/${a.uuid}`, {})).statusCode).toBe(422);
    expect((await as(moderator).patch(`/api/admin/v1/tickets/${a.uuid}`, { status: 'closed' })).json().errors).toEqual({
      status: 'Status inválido. Use open, answered ou resolved.',
    });
    expect((await as(moderator).post(`/api/admin/v1/tickets/${a.uuid}/messages`, { body: '   ' })).json().errors).toEqual({ body: 'Escreva a resposta ou a nota.' });
    expect((await as(moderator).get('/api/admin/v1/tickets/nao-e-um-id')).statusCode).toBe(422);
    const unknown = await as(moderator).post(`/api/admin/v1/tickets/${randomUUID()}/messages`, { body: 'Olá' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Chamado não encontrado.' });
    expect((await as(analyst).get('/api/admin/v1/tickets')).statusCode).toBe(403);
  });

  it('records every staff write in the audit log, in the same transaction; a no-op records nothing', async () => {
    const moderator = await staffMember('moderator');
    const admin = await staffMember('admin');
    const user = await buildUser(t.db);
    const ticket = await openTicket(user);
    const url = `/api/admin/v1/tickets/${ticket.uuid}`;
    await as(moderator).post(`${url}/messages`, { body: 'Nota interna sobre o caso.', internal: true });
    await as(moderator).post(`${url}/messages`, { body: 'Resposta ao usuário.' });
    await as(moderator).patch(url, { assignee_id: moderator.id });
    await as(moderator).patch(url, { status: 'resolved' });
    await as(moderator).patch(url, { status: 'resolved', assignee_id: moderator.id }); // nothing changes
    // A refused assignment leaves no entry and no change.
    expect((await as(moderator).patch(url, { assignee_id: user.id, status: 'open' })).statusCode).toBe(422);
    expect((await as(moderator).get(url)).json().data.status).toBe('resolved');

    const log = await as(admin).get('/api/admin/v1/audit?entity=ticket');
    const entries = (log.json().data as AuditEntry[]).filter((e) => e.entity_id === ticket.uuid).reverse();
    expect(entries.map((e) => [e.actor_email, e.action, e.before, e.after])).toEqual([
      [moderator.email, 'ticket.note', null, { message_id: expect.any(Number), body: 'Nota interna sobre o caso.' }],
      [moderator.email, 'ticket.reply', { status: 'open' }, { status: 'answered', message_id: expect.any(Number), body: 'Resposta ao usuário.' }],
      [moderator.email, 'ticket.assign', { assignee_id: null }, { assignee_id: moderator.id }],
      [moderator.email, 'ticket.status', { status: 'answered' }, { status: 'resolved' }],
    ]);
    // The user's own words are not copied into the log.
    expect(JSON.stringify(entries)).not.toContain('Ao clicar em Salvar');
  });

  it('LGPD: the export carries the tickets and their visible messages; deleting the account removes them', async () => {
    const user = await buildUser(t.db);
    const moderator = await staffMember('moderator');
    const ticket = await openTicket(user, 'Meu chamado LGPD');
    await as(moderator).post(`/api/admin/v1/tickets/${ticket.uuid}/messages`, { body: 'NOTA-INTERNA-LGPD', internal: true });
    await as(moderator).post(`/api/admin/v1/tickets/${ticket.uuid}/messages`, { body: 'Resposta visível.' });

    const exported = (await as(user).get('/api/v1/users/me/export')).json() as { support_tickets: { subject: string }[]; ticket_messages: { body: string; authorKind: string }[] };
    expect(exported.support_tickets).toEqual([expect.objectContaining({ id: ticket.uuid, subject: 'Meu chamado LGPD', status: 'answered' })]);
    expect(exported.ticket_messages.map((m) => [m.authorKind, m.body])).toEqual([
      ['user', 'Ao clicar em Salvar aparece um erro e nada acontece.'],
      ['staff', 'Resposta visível.'],
    ]);
    expect(JSON.stringify(exported)).not.toContain('NOTA-INTERNA-LGPD');
    expect(JSON.stringify(exported)).not.toContain(moderator.id);

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: user.password } });
    expect(gone.statusCode).toBe(204);
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.uuid))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(ticketMessages)
        .where(inArray(ticketMessages.ticketId, [ticket.uuid])),
    ).toEqual([]);
    // The staff member's notes and replies on it went with it; the audit entries stay (decision 1401).
    expect((await as(moderator).get(`/api/admin/v1/tickets/${ticket.uuid}`)).statusCode).toBe(404);
  });
});
