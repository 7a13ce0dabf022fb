import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAVED_JOBS_LIMIT_MESSAGE, SAVED_JOBS_PER_USER_MAX } from '@rumo/contract';
import { rowsOf } from '../../src/db/database.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob } from './applications.factories.ts';

/** 'Vagas salvas' (decision 1702): the heart's endpoints, on a real database through HTTP. */
const t = useTestApp();

const save = (user: TestUser, jobId: string) => t.app.inject({ method: 'PUT', url: `/api/v1/saved-jobs/${jobId}`, headers: user.headers });
const unsave = (user: TestUser, jobId: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/saved-jobs/${jobId}`, headers: user.headers });
const list = (user: TestUser, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/saved-jobs${query}`, headers: user.headers });

describe('PUT /api/v1/saved-jobs/{jobId}', () => {
  it('saves once (201), then answers the same saved job (200): idempotent, also under concurrent clicks', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db, { title: 'Engenheira de Dados', company: 'Dados S.A.', salaryMax: 12000, workModel: 'remoto' });
    const first = await save(user, job.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      job: {
        uuid: job.id,
        title: 'Engenheira de Dados',
        company: 'Dados S.A.',
        salary: 8000,
        salary_max: 12000,
        salary_currency: 'BRL',
        salary_period: 'month',
        work_model: 'remoto',
        captation: 'direct',
      },
      is_closed: false,
      application_uuid: null,
    });
    const again = await save(user, job.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.saved_at).toBe(first.json().data.saved_at);

    const other = await buildJob(t.db);
    const racing = await Promise.all(Array.from({ length: 5 }, () => save(user, other.id)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await list(user)).json().meta.total).toBe(2);
  });

  it('answers 404 for an unknown, malformed, pending or rejected job, and saves nothing', async () => {
    const user = await buildUser(t.db);
    const pending = await buildJob(t.db, { moderationStatus: 'pending' });
    const rejected = await buildJob(t.db, { moderationStatus: 'rejected' });
    for (const id of [randomUUID(), 'nao-e-um-uuid', "1' or '1'='1", pending.id, rejected.id]) {
      const res = await save(user, encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Vaga não encontrada.' });
    }
    expect((await list(user)).json().meta.total).toBe(0);
  });

  it('needs a session', async () => {
    const job = await buildJob(t.db);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/saved-jobs/${job.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/saved-jobs' })).statusCode).toBe(401);
  });

  it(`refuses a save past ${SAVED_JOBS_PER_USER_MAX} saved jobs with a pt-BR 422`, async () => {
    const user = await buildUser(t.db);
    await t.db.execute(sql`
      WITH made AS (
        INSERT INTO jobs (title, description, company) SELECT 'Vaga em massa ' || g, 'Descrição', 'Empresa' FROM generate_series(1, ${SAVED_JOBS_PER_USER_MAX}) g RETURNING id)
      INSERT INTO saved_jobs (user_id, job_id) SELECT ${user.id}, id FROM made`);
    const job = await buildJob(t.db);
    const res = await save(user, job.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SAVED_JOBS_LIMIT_MESSAGE);
    // Saving one already saved still answers 200 at the limit.
    const [{ job_id: savedId } = { job_id: '' }] = rowsOf<{ job_id: string }>(await t.db.execute(sql`SELECT job_id FROM saved_jobs WHERE user_id = ${user.id} LIMIT 1`));
    expect((await save(user, savedId)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/saved-jobs', () => {
  it('lists newest first, in pages, with the card fields and the application when there is one', async () => {
    const user = await buildUser(t.db);
    const jobs = [];
    for (let i = 0; i < 3; i++) {
      jobs.push(await buildJob(t.db, { title: `Vaga salva ${i}` }));
      expect((await save(user, jobs[i]!.id)).statusCode).toBe(201);
    }
    const applied = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: jobs[0]!.id } });
    const page1 = (await list(user, '?per_page=2')).json();
    expect(page1.meta).toEqual({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(page1.data.map((s: { job: { title: string } }) => s.job.title)).toEqual(['Vaga salva 2', 'Vaga salva 1']);
    const page2 = (await list(user, '?per_page=2&page=2')).json();
    expect(page2.data).toEqual([expect.objectContaining({ job: expect.objectContaining({ title: 'Vaga salva 0' }), application_uuid: applied.json().data.uuid })]);
    const ids = (await t.app.inject({ method: 'GET', url: '/api/v1/saved-jobs/ids', headers: user.headers })).json();
    expect(ids.data).toEqual([jobs[2]!.id, jobs[1]!.id, jobs[0]!.id]);
  });

  it("keeps an expired, filled or withdrawn job saved and says it is closed ('Vaga encerrada')", async () => {
    const user = await buildUser(t.db);
    const expiring = await buildJob(t.db);
    const filling = await buildJob(t.db);
    const open = await buildJob(t.db);
    for (const job of [expiring, filling, open]) await save(user, job.id);
    await t.db.execute(sql`UPDATE jobs SET expired_at = now() - interval '1 day' WHERE id = ${expiring.id}`);
    await t.db.execute(sql`UPDATE jobs SET filled_at = now() WHERE id = ${filling.id}`);
    const data = (await list(user)).json().data as { job: { uuid: string }; is_closed: boolean }[];
    const closed = Object.fromEntries(data.map((s) => [s.job.uuid, s.is_closed]));
    expect(closed).toEqual({ [expiring.id]: true, [filling.id]: true, [open.id]: false });
    // An expired job can still be saved (its page still opens) — and shows as closed.
    const late = await buildJob(t.db, { expiredAt: new Date(Date.now() - 86_400_000) });
    const res = await save(user, late.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.is_closed).toBe(true);
  });

  it('saves and lists a job whose stored work model or captation is outside the lists (written by hand): unknown, not a 500', async () => {
    const user = await buildUser(t.db);
    const odd = await buildJob(t.db, { title: 'Vaga com modelo estranho', workModel: 'meio período na lua', captation: 'por indicação' });
    expect((await save(user, odd.id)).statusCode).toBe(201);
    const res = await list(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].job).toMatchObject({ uuid: odd.id, work_model: null, captation: 'direct' });
    // The board's 'Salva' column carries the same card.
    const board = await t.app.inject({ method: 'GET', url: '/api/v1/applications/board', headers: user.headers });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data.saved[0].job).toMatchObject({ uuid: odd.id, work_model: null });
  });

  it('answers pt-BR 422s for a bad page', async () => {
    const user = await buildUser(t.db);
    for (const query of ['?page=0', '?per_page=51', '?per_page=abc']) {
      const res = await list(user, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toMatch(/inválidos|campo/);
    }
  });
});

describe('DELETE /api/v1/saved-jobs/{jobId}', () => {
  it('removes the caller’s saved job (204), then 404; another user’s saved job is a 404 and stays saved', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const job = await buildJob(t.db);
    await save(owner, job.id);
    const attack = await unsave(stranger, job.id);
    expect(attack.statusCode).toBe(404);
    expect(attack.json()).toEqual({ message: 'Esta vaga não está entre as suas vagas salvas.' });
    expect((await list(stranger)).json().meta.total).toBe(0);
    expect((await list(owner)).json().meta.total).toBe(1);
    expect((await unsave(owner, job.id)).statusCode).toBe(204);
    expect((await unsave(owner, job.id)).statusCode).toBe(404);
    expect((await unsave(owner, 'lixo')).statusCode).toBe(404);
    expect((await list(owner)).json().meta.total).toBe(0);
  });

  it('is gone with the account (ON DELETE CASCADE)', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db);
    await save(user, job.id);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: user.password } });
    expect(res.statusCode).toBe(204);
    const left = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM saved_jobs WHERE user_id = ${user.id}`));
    expect(left[0]?.n).toBe(0);
  });
});
