import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_DAILY_LIMIT_MESSAGE } from '@rumo/contract';
import { jobAlertCreations, jobAlerts } from '../../src/db/schema/index.ts';
import { buildUser } from '../factories.ts';
import { asUser, useTestApp } from '../test-app.ts';
import { buildAlert, positionId, seedAlertReferences, typeId } from './alert-factories.ts';
import { rowsOf } from '../../src/db/database.ts';

const t = useTestApp();
let body: Record<string, unknown>;

beforeAll(async () => {
  await seedAlertReferences(t.db);
  body = {
    job_position_id: await positionId(t.db, 'Desenvolvedor Front-end'),
    job_type_id: await typeId(t.db, 'CLT'),
    city: 'São Paulo',
    state: 'SP',
    min_salary: 5000,
    max_salary: 12000,
    frequency: 'weekly',
    is_active: true,
  };
});

describe('reference lists', () => {
  it('lists positions as {data:[{id, position}]} sorted by name, without login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/job-alerts/positions' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { id: number; position: string }[] };
    expect(data.length).toBeGreaterThanOrEqual(70);
    expect(data.map((p) => p.position)).toEqual(
      expect.arrayContaining(['Desenvolvedor Front-end', 'Engenheiro de Dados', 'Analista de QA', 'Designer UX/UI', 'Técnico de Suporte']),
    );
    const names = data.map((p) => p.position);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare));
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['id', 'position']);
  });

  it('lists the five job types in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/job-alerts/types' });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as { type: string }[]).map((x) => x.type)).toEqual(['CLT', 'PJ', 'Estágio', 'Freelancer', 'Temporário']);
  });
});

describe('CRUD', () => {
  it('creates (201), lists, updates and deletes an alert', async () => {
    const user = await buildUser(t.db);
    const as = asUser(t.app, user.token);
    const created = await as({ method: 'POST', url: '/api/v1/job-alerts', payload: body });
    expect(created.statusCode).toBe(201);
    const alert = created.json().data;
    expect(alert).toMatchObject({
      city: 'São Paulo',
      state: 'SP',
      min_salary: 5000,
      max_salary: 12000,
      frequency: 'weekly',
      is_active: true,
      job_position: { id: body.job_position_id, position: 'Desenvolvedor Front-end' },
      job_type: { id: body.job_type_id, type: 'CLT' },
    });
    expect(typeof alert.id).toBe('number');
    expect(new Date(alert.created_at).toString()).not.toBe('Invalid Date');

    const list = await as({ method: 'GET', url: '/api/v1/job-alerts' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([alert]);

    const pj = await typeId(t.db, 'PJ');
    const updated = await as({
      method: 'PUT',
      url: `/api/v1/job-alerts/${alert.id}`,
      payload: { ...body, job_type_id: pj, city: 'Campinas', frequency: 'monthly', is_active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: alert.id, city: 'Campinas', frequency: 'monthly', is_active: false, job_type: { id: pj, type: 'PJ' } });

    const removed = await as({ method: 'DELETE', url: `/api/v1/job-alerts/${alert.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await as({ method: 'GET', url: '/api/v1/job-alerts' })).json().data).toEqual([]);
  });

  it('applies the defaults: salaries 0, frequency daily, active', async () => {
    const user = await buildUser(t.db);
    const res = await asUser(
      t.app,
      user.token,
    )({ method: 'POST', url: '/api/v1/job-alerts', payload: { job_position_id: body.job_position_id, job_type_id: body.job_type_id, city: 'Recife', state: 'pe' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ state: 'PE', min_salary: 0, max_salary: 0, frequency: 'daily', is_active: true });
  });

  it('lists newest first', async () => {
    const user = await buildUser(t.db);
    const as = asUser(t.app, user.token);
    for (const city of ['Primeira', 'Segunda', 'Terceira']) await as({ method: 'POST', url: '/api/v1/job-alerts', payload: { ...body, city } });
    expect((await as({ method: 'GET', url: '/api/v1/job-alerts' })).json().data.map((a: { city: string }) => a.city)).toEqual(['Terceira', 'Segunda', 'Primeira']);
  });

  it('requires login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/job-alerts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/job-alerts', payload: body })).statusCode).toBe(401);
  });

  it("answers 404 for another user's alert and leaves it untouched", async () => {
    const owner = await buildUser(t.db);
    const other = await buildUser(t.db);
    const id = (await asUser(t.app, owner.token)({ method: 'POST', url: '/api/v1/job-alerts', payload: body })).json().data.id;
    const as = asUser(t.app, other.token);
    expect((await as({ method: 'PUT', url: `/api/v1/job-alerts/${id}`, payload: { ...body, city: 'Hackeada' } })).statusCode).toBe(404);
    expect((await as({ method: 'DELETE', url: `/api/v1/job-alerts/${id}` })).statusCode).toBe(404);
    expect((await as({ method: 'GET', url: '/api/v1/job-alerts' })).json().data).toEqual([]);
    const mine = (await asUser(t.app, owner.token)({ method: 'GET', url: '/api/v1/job-alerts' })).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0].city).toBe('São Paulo');
  });

  it.each(['abc', '0', '-1', '99999999999', '1.5', '999999'])('answers 404 for alert id %s', async (id) => {
    const user = await buildUser(t.db);
    const as = asUser(t.app, user.token);
    expect((await as({ method: 'PUT', url: `/api/v1/job-alerts/${id}`, payload: body })).statusCode).toBe(404);
    expect((await as({ method: 'DELETE', url: `/api/v1/job-alerts/${id}` })).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it.each([
    ['missing position', { job_position_id: undefined }, 'job_position_id'],
    ['missing type', { job_type_id: undefined }, 'job_type_id'],
    ['missing city', { city: '  ' }, 'city'],
    ['missing state', { state: undefined }, 'state'],
    ['unknown state', { state: 'XX' }, 'state'],
    ['negative salary', { min_salary: -1 }, 'min_salary'],
    ['text salary', { max_salary: 'muito' }, 'max_salary'],
    ['min above max', { min_salary: 9000, max_salary: 8000 }, 'max_salary'],
    ['unknown frequency', { frequency: 'hourly' }, 'frequency'],
    ['non-boolean active', { is_active: 'sim' }, 'is_active'],
    ['position id as text', { job_position_id: 'um' }, 'job_position_id'],
  ])('refuses %s with 422 on the field', async (_label, patch, field) => {
    const user = await buildUser(t.db);
    const res = await asUser(t.app, user.token)({ method: 'POST', url: '/api/v1/job-alerts', payload: { ...body, ...patch } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
    const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM job_alerts WHERE user_id = ${user.id}`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses unknown position and type ids with 422 on each field', async () => {
    const user = await buildUser(t.db);
    const res = await asUser(t.app, user.token)({ method: 'POST', url: '/api/v1/job-alerts', payload: { ...body, job_position_id: 999999, job_type_id: 888888 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['job_position_id', 'job_type_id']);
  });

  it('accepts a minimum with no maximum (0 = no upper bound) and numeric text', async () => {
    const user = await buildUser(t.db);
    const res = await asUser(t.app, user.token)({ method: 'POST', url: '/api/v1/job-alerts', payload: { ...body, min_salary: '7500.50', max_salary: 0 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ min_salary: 7500.5, max_salary: 0 });
  });

  it('validates updates the same way', async () => {
    const user = await buildUser(t.db);
    const as = asUser(t.app, user.token);
    const id = (await as({ method: 'POST', url: '/api/v1/job-alerts', payload: body })).json().data.id;
    const res = await as({ method: 'PUT', url: `/api/v1/job-alerts/${id}`, payload: { ...body, min_salary: 20000, max_salary: 100 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.max_salary).toBeTruthy();
  });
});

describe('limits', () => {
  it('allows 10 creations a day, then answers 429 with the spec message, deletions included', async () => {
    const user = await buildUser(t.db);
    const as = asUser(t.app, user.token);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await as({ method: 'POST', url: '/api/v1/job-alerts', payload: { ...body, city: `Cidade ${i}` } });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    const over = await as({ method: 'POST', url: '/api/v1/job-alerts', payload: body });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: ALERTS_DAILY_LIMIT_MESSAGE });
    expect(over.json().message).toBe('Limite de alertas diários atingido. Tente novamente amanhã.');
    // Deleting does not give the day's creations back.
    expect((await as({ method: 'DELETE', url: `/api/v1/job-alerts/${ids[0]}` })).statusCode).toBe(204);
    expect((await as({ method: 'POST', url: '/api/v1/job-alerts', payload: body })).statusCode).toBe(429);
    // Updating is not creating.
    expect((await as({ method: 'PUT', url: `/api/v1/job-alerts/${ids[1]}`, payload: body })).statusCode).toBe(200);
    // Yesterday's creations do not count.
    await t.db
      .update(jobAlertCreations)
      .set({ createdAt: sql`now() - interval '1 day 1 hour'` })
      .where(sql`${jobAlertCreations.userId} = ${user.id}`);
    expect((await as({ method: 'POST', url: '/api/v1/job-alerts', payload: body })).statusCode).toBe(201);
  });

  it('counts concurrent creations exactly (no overshoot)', async () => {
    const user = await buildUser(t.db);
    const as = asUser(t.app, user.token);
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => as({ method: 'POST', url: '/api/v1/job-alerts', payload: { ...body, city: `Paralela ${i}` } })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });

  it('caps a user at 20 alerts with a clear 422', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 20; i++) await buildAlert(t.db, user.id, { city: `Antiga ${i}` });
    const res = await asUser(t.app, user.token)({ method: 'POST', url: '/api/v1/job-alerts', payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/20 alertas/);
    const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM ${jobAlerts} WHERE user_id = ${user.id}`)) as [{ n: number }];
    expect(n).toBe(20);
  });
});

describe('OpenAPI', () => {
  it('documents every job-alert endpoint', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/v1/job-alerts', '/api/v1/job-alerts/{id}', '/api/v1/job-alerts/positions', '/api/v1/job-alerts/types', '/api/v1/job-alerts/unsubscribe']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
