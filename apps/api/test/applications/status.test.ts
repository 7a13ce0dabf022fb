import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob } from './applications.factories.ts';

const t = useTestApp();

async function applied(user: TestUser) {
  const job = await buildJob(t.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: job.id } });
  return res.json().data as { uuid: string; created_at: string; updated_at: string };
}

const setStatus = (user: TestUser, uuid: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/status`, headers: user.headers, payload: payload as object });

describe('PUT /api/v1/applications/{uuid}/status', () => {
  it('keeps every change with its date, oldest first', async () => {
    const user = await buildUser(t.db);
    const app = await applied(user);
    for (const status of ['review', 'interview', 'test', 'approved']) {
      const res = await setStatus(user, app.uuid, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/applications/${app.uuid}`, headers: user.headers });
    expect(one.statusCode).toBe(200);
    const data = one.json().data;
    expect(data.history.map((h: { status: string }) => h.status)).toEqual(['open', 'review', 'interview', 'test', 'approved']);
    const dates = data.history.map((h: { changed_at: string }) => Date.parse(h.changed_at));
    expect(dates.every((d: number, i: number) => i === 0 || d >= dates[i - 1])).toBe(true);
    expect(data.updated_at).toBe(data.history.at(-1).changed_at);
    expect(data.created_at).toBe(app.created_at);
  });

  it('allows going back to an earlier status, and that is kept too', async () => {
    const user = await buildUser(t.db);
    const app = await applied(user);
    await setStatus(user, app.uuid, { status: 'rejected' });
    const back = await setStatus(user, app.uuid, { status: 'review' });
    expect(back.json().data.history.map((h: { status: string }) => h.status)).toEqual(['open', 'rejected', 'review']);
  });

  it('treats choosing the current status again as no change', async () => {
    const user = await buildUser(t.db);
    const app = await applied(user);
    const res = await setStatus(user, app.uuid, { status: 'open' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.history).toHaveLength(1);
    expect(res.json().data.updated_at).toBe(app.updated_at);
  });

  it.each([
    ['unknown status', { status: 'hired' }],
    ['pt-BR label instead of keyword', { status: 'Aprovado' }],
    ['missing status', {}],
    ['status as number', { status: 3 }],
  ])('answers 422 for %s', async (_label, payload) => {
    const user = await buildUser(t.db);
    const app = await applied(user);
    const res = await setStatus(user, app.uuid, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toBeTruthy();
  });

  it("answers 404 for another user's application and changes nothing", async () => {
    const owner = await buildUser(t.db);
    const intruder = await buildUser(t.db);
    const app = await applied(owner);
    const res = await setStatus(intruder, app.uuid, { status: 'rejected' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Candidatura não encontrada.' });
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/applications/${app.uuid}`, headers: owner.headers });
    expect(mine.json().data.status).toBe('open');
  });

  it.each([
    ['unknown', randomUUID()],
    ['malformed', 'abc'],
  ])('answers 404 for an %s id', async (_label, id) => {
    const user = await buildUser(t.db);
    expect((await setStatus(user, id, { status: 'review' })).statusCode).toBe(404);
  });

  it('requires a login (401)', async () => {
    const user = await buildUser(t.db);
    const app = await applied(user);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${app.uuid}/status`, payload: { status: 'review' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/applications/{uuid}', () => {
  it("is a 404 for another user's, unknown or malformed id, and 401 without login", async () => {
    const owner = await buildUser(t.db);
    const other = await buildUser(t.db);
    const app = await applied(owner);
    const get = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'GET', url: `/api/v1/applications/${id}`, headers });
    expect((await get(owner.headers, app.uuid)).statusCode).toBe(200);
    expect((await get(other.headers, app.uuid)).statusCode).toBe(404);
    expect((await get(owner.headers, randomUUID())).statusCode).toBe(404);
    expect((await get(owner.headers, 'x'.repeat(36))).statusCode).toBe(404);
    expect((await get({}, app.uuid)).statusCode).toBe(401);
  });
});
