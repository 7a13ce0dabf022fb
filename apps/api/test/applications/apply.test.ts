import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationStatusChanges, applications, jobs } from '../../src/db/schema/index.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob } from './applications.factories.ts';

const t = useTestApp();

const apply = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/applications', headers, payload: payload as object });

describe('POST /api/v1/applications', () => {
  it('creates the application once (201), then answers 200 with the same one', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db, { title: 'Engenheira de Dados', company: 'Dados & Cia', city: 'Recife', state: 'PE', salary: 12500.5 });

    const first = await apply(user.headers, { job_uuid: job.id });
    expect(first.statusCode).toBe(201);
    const created = first.json().data;
    expect(created).toMatchObject({
      status: 'open',
      job: { uuid: job.id, title: 'Engenheira de Dados', company: 'Dados & Cia', city: 'Recife', state: 'PE', salary: 12500.5 },
    });
    expect(created.history).toEqual([{ status: 'open', changed_at: created.created_at }]);

    const again = await apply(user.headers, { job_uuid: job.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(created);

    const rows = await t.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(1);
    const changes = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, created.uuid));
    expect(changes).toHaveLength(1);
  });

  it('does not duplicate under concurrent clicks', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(user.headers, { job_uuid: job.id })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.uuid)).size).toBe(1);
    const changes = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, answers[0]!.json().data.uuid));
    expect(changes).toHaveLength(1);
  });

  it('keeps one application per user: two users applying to one job get one each', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const job = await buildJob(t.db);
    const ra = await apply(a.headers, { job_uuid: job.id });
    const rb = await apply(b.headers, { job_uuid: job.id });
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(ra.json().data.uuid).not.toBe(rb.json().data.uuid);
  });

  it.each([
    ['unknown job', () => randomUUID()],
    ['malformed id', () => 'not-a-uuid'],
    ['SQL-ish id', () => "' or 1=1 --"],
  ])('answers 404 for an %s', async (_label, id) => {
    const user = await buildUser(t.db);
    const res = await apply(user.headers, { job_uuid: id() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Vaga não encontrada.' });
  });

  it.each([
    ['missing job_uuid', {}],
    ['empty job_uuid', { job_uuid: '  ' }],
    ['numeric job_uuid', { job_uuid: 42 }],
  ])('answers 422 for %s', async (_label, payload) => {
    const user = await buildUser(t.db);
    const res = await apply(user.headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.job_uuid).toBeTruthy();
  });

  it('refuses a new application to an expired job but still returns an existing one', async () => {
    const user = await buildUser(t.db);
    const expired = await buildJob(t.db, { expiredAt: new Date(Date.now() - 86_400_000) });
    const refused = await apply(user.headers, { job_uuid: expired.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Esta vaga expirou e não recebe mais candidaturas.');

    const later = await buildJob(t.db, { expiredAt: new Date(Date.now() + 86_400_000) });
    expect((await apply(user.headers, { job_uuid: later.id })).statusCode).toBe(201);
    // The job expires after the user applied: their click still finds the application.
    await t.db
      .update(jobs)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, later.id));
    expect((await apply(user.headers, { job_uuid: later.id })).statusCode).toBe(200);
  });

  it('requires a login (401)', async () => {
    const job = await buildJob(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', payload: { job_uuid: job.id } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});
