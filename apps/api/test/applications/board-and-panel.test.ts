import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APPLICATION_NOTES_MAX, STALE_APPLICATION_DAYS } from '@rumo/contract';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { backdateApplication, buildJob } from './applications.factories.ts';

/** The board, the 'offer' stage and the card's panel (decision 1702); 'now' is the test's clock. */
let now = new Date();
const t = useTestApp({}, { clock: () => now });

async function apply(user: TestUser) {
  const job = await buildJob(t.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: job.id } });
  expect(res.statusCode).toBe(201);
  return { job, uuid: res.json().data.uuid as string };
}
const details = (user: TestUser, uuid: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/details`, headers: user.headers, payload: payload as object });
const board = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/v1/applications/board', headers: user.headers });

async function createCv(user: TestUser, name = 'CV Backend') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/curriculum',
    headers: user.headers,
    payload: {
      name,
      role: 'Desenvolvedora',
      role_description: 'APIs',
      location: 'Recife',
      state: 'PE',
      summary: 'Resumo',
      worked_before: false,
      formations: [],
      languages: [],
      experiences: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.uuid as string;
}

describe('GET /api/v1/applications/board', () => {
  it("has the 'Salva' column (saved, not applied) and every application; applying moves the job out of 'Salva'", async () => {
    const user = await buildUser(t.db);
    const saved = await buildJob(t.db, { title: 'Vaga só salva' });
    await t.app.inject({ method: 'PUT', url: `/api/v1/saved-jobs/${saved.id}`, headers: user.headers });
    const { uuid } = await apply(user);
    let answer = (await board(user)).json().data;
    expect(answer.saved.map((s: { job: { uuid: string } }) => s.job.uuid)).toEqual([saved.id]);
    expect(answer.applications.map((a: { uuid: string }) => a.uuid)).toEqual([uuid]);
    // Moving the saved card to 'Candidatura enviada' is the existing click-through (POST /applications).
    await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: saved.id } });
    answer = (await board(user)).json().data;
    expect(answer.saved).toEqual([]);
    expect(answer.applications).toHaveLength(2);
    const other = await buildUser(t.db);
    expect((await board(other)).json().data).toEqual({ saved: [], applications: [] });
  });

  it('orders applications newest first by when they were made: saving the panel or moving a card does not reorder them', async () => {
    const user = await buildUser(t.db);
    const older = await apply(user);
    const newer = await apply(user);
    const order = async () => (await board(user)).json().data.applications.map((a: { uuid: string }) => a.uuid);
    expect(await order()).toEqual([newer.uuid, older.uuid]);
    // Editing the panel is not a move (decision 1702): the older card stays where it was.
    expect((await details(user, older.uuid, { notes: 'Mandei mensagem para a recrutadora.' })).statusCode).toBe(200);
    expect(await order()).toEqual([newer.uuid, older.uuid]);
    await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${older.uuid}/status`, headers: user.headers, payload: { status: 'review' } });
    expect(await order()).toEqual([newer.uuid, older.uuid]);
  });

  it("takes the 'offer' stage (Proposta) between 'test' and the outcomes, on the timeline, without breaking the spec's filters", async () => {
    const user = await buildUser(t.db);
    const { uuid } = await apply(user);
    for (const status of ['review', 'interview', 'test', 'offer']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/status`, headers: user.headers, payload: { status } });
      expect(res.statusCode).toBe(200);
    }
    const one = (await t.app.inject({ method: 'GET', url: `/api/v1/applications/${uuid}`, headers: user.headers })).json().data;
    expect(one.history.map((h: { status: string }) => h.status)).toEqual(['open', 'review', 'interview', 'test', 'offer']);
    // 'Em Andamento' still holds it; 'Encerradas' does not.
    const active = (await t.app.inject({ method: 'GET', url: '/api/v1/applications?status=active', headers: user.headers })).json();
    expect(active.data.map((a: { uuid: string }) => a.uuid)).toEqual([uuid]);
    const closed = (await t.app.inject({ method: 'GET', url: '/api/v1/applications?status=closed', headers: user.headers })).json();
    expect(closed.data).toEqual([]);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/status`, headers: user.headers, payload: { status: 'saved' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toMatch(/offer/);
  });

  it(`says 'Sem resposta há N dias' (stale_days) after ${STALE_APPLICATION_DAYS} days without a move in a waiting stage, not in an outcome`, async () => {
    const user = await buildUser(t.db);
    const waiting = await apply(user);
    const done = await apply(user);
    await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${done.uuid}/status`, headers: user.headers, payload: { status: 'rejected' } });
    await backdateApplication(t.db, waiting.uuid, 0);
    const get = async (uuid: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/applications/${uuid}`, headers: user.headers })).json().data;
    now = new Date(Date.now() + (STALE_APPLICATION_DAYS - 1) * 86_400_000);
    expect((await get(waiting.uuid)).stale_days).toBeNull();
    now = new Date(Date.now() + (STALE_APPLICATION_DAYS + 3) * 86_400_000 + 60_000);
    expect((await get(waiting.uuid)).stale_days).toBe(STALE_APPLICATION_DAYS + 3);
    expect((await get(done.uuid)).stale_days).toBeNull();
    // Editing the panel is not a move; a status change is.
    await details(user, waiting.uuid, { notes: 'Liguei para o RH.' });
    expect((await get(waiting.uuid)).stale_days).toBe(STALE_APPLICATION_DAYS + 3);
    // A move today (the database's now) starts the count again.
    now = new Date();
    await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${waiting.uuid}/status`, headers: user.headers, payload: { status: 'review' } });
    expect((await get(waiting.uuid)).stale_days).toBeNull();
    now = new Date(Date.now() + STALE_APPLICATION_DAYS * 86_400_000 + 60_000);
    expect((await get(waiting.uuid)).stale_days).toBe(STALE_APPLICATION_DAYS);
    now = new Date();
  });
});

describe('PUT /api/v1/applications/{uuid}/details', () => {
  it('keeps notes, the CV used, contacts and the next step, and answers them with the application', async () => {
    const user = await buildUser(t.db);
    const { uuid } = await apply(user);
    const cv = await createCv(user);
    const res = await details(user, uuid, {
      notes: 'Entrevista com a líder técnica.\nLevar portfólio.',
      curriculum_uuid: cv,
      contacts: [{ name: 'Joana Recrutadora', email: 'Joana@Empresa.com.br', phone: '(11) 91234-5678', linkedin: 'linkedin.com/in/joana' }],
      next_step_date: '2030-03-15',
      next_step_time: '09:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      notes: 'Entrevista com a líder técnica.\nLevar portfólio.',
      curriculum_uuid: cv,
      contacts: [{ name: 'Joana Recrutadora', email: 'joana@empresa.com.br', phone: '(11) 91234-5678', linkedin: 'https://www.linkedin.com/in/joana' }],
      next_step_date: '2030-03-15',
      next_step_time: '09:30',
    });
    // Clearing: empty values become null, the list empties.
    const cleared = await details(user, uuid, { notes: '', curriculum_uuid: '', contacts: [], next_step_date: '', next_step_time: '' });
    expect(cleared.json().data).toMatchObject({ notes: '', curriculum_uuid: null, contacts: [], next_step_date: null, next_step_time: null });
    // The history is untouched: the panel is not a move.
    expect(cleared.json().data.history).toHaveLength(1);
  });

  it('answers pt-BR 422s for bad input and saves nothing', async () => {
    const user = await buildUser(t.db);
    const { uuid } = await apply(user);
    const strangersCv = await createCv(await buildUser(t.db), 'CV de outra pessoa');
    const cases: [unknown, string, RegExp][] = [
      [{ notes: 'x'.repeat(APPLICATION_NOTES_MAX + 1) }, 'notes', /no máximo 5000/],
      [{ next_step_date: '2030-02-30' }, 'next_step_date', /data válida/],
      [{ next_step_date: '15/03/2030' }, 'next_step_date', /data válida/],
      [{ next_step_date: '2030-03-15', next_step_time: '25:00' }, 'next_step_time', /horário válido/],
      [{ next_step_time: '10:00' }, 'next_step_date', /Informe a data/],
      [{ contacts: [{ name: 'Ana', email: 'nao-e-email' }] }, 'contacts.0.email', /e-mail válido/],
      [{ contacts: [{ linkedin: 'https://evil.example/in/x' }] }, 'contacts.0.linkedin', /LinkedIn/],
      [{ contacts: [{}] }, 'contacts.0.name', /ao menos um dado/],
      [{ contacts: Array.from({ length: 11 }, () => ({ name: 'Ana' })) }, 'contacts', /no máximo 10/],
      [{ contacts: 'Ana' }, 'contacts', /lista/],
      [{ curriculum_uuid: 'abc' }, 'curriculum_uuid', /Currículo inválido/],
      [{ curriculum_uuid: randomUUID() }, 'curriculum_uuid', /seus currículos/],
      [{ curriculum_uuid: strangersCv }, 'curriculum_uuid', /seus currículos/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await details(user, uuid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors?.[field], `${field} in ${res.body}`).toMatch(message);
    }
    const one = (await t.app.inject({ method: 'GET', url: `/api/v1/applications/${uuid}`, headers: user.headers })).json().data;
    expect(one).toMatchObject({ notes: '', curriculum_uuid: null, contacts: [], next_step_date: null });
  });

  it("is a 404 on another user's application, an unknown or a malformed id, and changes nothing", async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const { uuid } = await apply(owner);
    for (const id of [uuid, randomUUID(), 'nada']) {
      const res = await details(stranger, id, { notes: 'invasão' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Candidatura não encontrada.' });
    }
    const one = (await t.app.inject({ method: 'GET', url: `/api/v1/applications/${uuid}`, headers: owner.headers })).json().data;
    expect(one.notes).toBe('');
  });

  it('a deleted CV leaves the application without one', async () => {
    const user = await buildUser(t.db);
    const { uuid } = await apply(user);
    const cv = await createCv(user);
    await details(user, uuid, { curriculum_uuid: cv });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${cv}`, headers: user.headers })).statusCode).toBeLessThan(300);
    const one = (await t.app.inject({ method: 'GET', url: `/api/v1/applications/${uuid}`, headers: user.headers })).json().data;
    expect(one.curriculum_uuid).toBeNull();
  });
});
