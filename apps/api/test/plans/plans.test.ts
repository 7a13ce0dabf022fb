import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plans, subscriptionIntents } from '../../src/db/schema/index.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedPlans(t.db);
});

async function planByKey(key: string) {
  const [row] = await t.db.select().from(plans).where(eq(plans.key, key));
  if (!row) throw new Error(`plan ${key} missing`);
  return row;
}

describe('GET /api/v1/plans', () => {
  it('lists the three plans by ascending price, with a flag for every feature', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((p: { name: string }) => p.name)).toEqual(['Gratuito', 'Profissional', 'Premium']);
    expect(data.map((p: { price: number }) => p.price)).toEqual([0, 29.9, 59.9]);
    expect(data.map((p: { is_highlighter: boolean }) => p.is_highlighter)).toEqual([false, true, false]);
    const [free, pro, premium] = data;
    expect(Object.keys(free).sort()).toEqual(['features', 'id', 'is_current', 'is_highlighter', 'name', 'price', 'uuid']);
    // A user without a plan is on the free plan.
    expect(data.map((p: { is_current: boolean }) => p.is_current)).toEqual([true, false, false]);
    expect(typeof free.id).toBe('number');
    expect(free.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const flags = (p: { features: { key: string; enabled: boolean }[] }) => Object.fromEntries(p.features.map((f) => [f.key, f.enabled]));
    expect(free.features[0]).toEqual({ key: 'job_search', enabled: true });
    expect(flags(free)).toMatchObject({ job_search: true, journey: false, mentorship: false });
    expect(flags(pro)).toMatchObject({ journey: true, highlights_premium: true, mentorship: false });
    expect(Object.values(flags(premium)).every(Boolean)).toBe(true);
    expect(free.features.length).toBe(premium.features.length);
  });

  it('follows the console order (sort_order), not the price, when plans are added later (decision 1601)', async () => {
    await t.db.insert(plans).values([
      { key: 'estudante', name: 'Estudante', price: 9.9, sortOrder: 15 },
      { key: 'basico', name: 'Básico', price: 4.9, sortOrder: 40 },
    ]);
    const user = await buildUser(t.db);
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/plans', headers: user.headers })).json();
    expect(data.map((p: { name: string }) => p.name)).toEqual(['Gratuito', 'Estudante', 'Profissional', 'Premium', 'Básico']);
    await t.db.delete(plans).where(inArray(plans.key, ['estudante', 'basico']));
  });

  it("marks the caller's granted plan as current", async () => {
    const pro = await planByKey('pro');
    const user = await buildUser(t.db, { planId: pro.id });
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/plans', headers: user.headers })).json();
    expect(data.map((p: { is_current: boolean }) => p.is_current)).toEqual([false, true, false]);
  });

  it('requires login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/plans' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/plans/features' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/plans/features', () => {
  it('lists the features with pt-BR labels and descriptions, in display order', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans/features', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data[0]).toEqual({ key: 'job_search', label: 'Busca de vagas', description: expect.any(String) });
    const keys = data.map((f: { key: string }) => f.key);
    for (const key of ['job_search', 'applications', 'curriculum', 'job_alerts', 'journey', 'highlights_premium', 'mentorship']) expect(keys).toContain(key);
    expect(data.find((f: { key: string }) => f.key === 'journey').label).toBe('Jornada de aprendizagem');
  });
});

describe('POST /api/v1/subscriptions/subscribes-intent', () => {
  const url = '/api/v1/subscriptions/subscribes-intent';

  it('records the intent once per user and plan (201, then 200 with the same row)', async () => {
    const user = await buildUser(t.db);
    const pro = await planByKey('pro');
    const first = await t.app.inject({ method: 'POST', url, headers: user.headers, payload: { user_id: user.id, plan_id: pro.uuid } });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ user_id: user.id, plan_id: pro.id, plan_uuid: pro.uuid });
    // Same plan by numeric id, then as a digit string: still the same row.
    const again = await t.app.inject({ method: 'POST', url, headers: user.headers, payload: { user_id: user.id, plan_id: pro.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const asText = await t.app.inject({ method: 'POST', url, headers: user.headers, payload: { user_id: user.id, plan_id: String(pro.id) } });
    expect(asText.statusCode).toBe(200);
    const rows = await t.db.select().from(subscriptionIntents).where(eq(subscriptionIntents.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('records a different plan separately, and another user separately', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const pro = await planByKey('pro');
    const premium = await planByKey('premium');
    expect((await t.app.inject({ method: 'POST', url, headers: a.headers, payload: { user_id: a.id, plan_id: pro.id } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url, headers: a.headers, payload: { user_id: a.id, plan_id: premium.id } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url, headers: b.headers, payload: { user_id: b.id, plan_id: pro.id } })).statusCode).toBe(201);
    expect(await t.db.select().from(subscriptionIntents).where(eq(subscriptionIntents.userId, a.id))).toHaveLength(2);
  });

  it("refuses another user's uuid with 403 and records nothing", async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const pro = await planByKey('pro');
    const res = await t.app.inject({ method: 'POST', url, headers: a.headers, payload: { user_id: b.id, plan_id: pro.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
    expect(await t.db.select().from(subscriptionIntents).where(eq(subscriptionIntents.userId, b.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown plan and 422 for malformed input', async () => {
    const user = await buildUser(t.db);
    const unknown = await t.app.inject({ method: 'POST', url, headers: user.headers, payload: { user_id: user.id, plan_id: randomUUID() } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Plano não encontrado.' });
    expect((await t.app.inject({ method: 'POST', url, headers: user.headers, payload: { user_id: user.id, plan_id: 999999 } })).statusCode).toBe(404);
    for (const payload of [
      { user_id: user.id },
      { user_id: 'x', plan_id: 1 },
      { user_id: user.id, plan_id: 'abc' },
      { user_id: user.id, plan_id: -1 },
      { user_id: user.id, plan_id: 1.5 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url, headers: user.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
  });

  it("refuses the caller's own plan and lower plans with 409 and records nothing (a downgrade goes through support)", async () => {
    const premium = await planByKey('premium');
    const top = await buildUser(t.db, { planId: premium.id });
    for (const key of ['free', 'pro']) {
      const res = await t.app.inject({ method: 'POST', url, headers: top.headers, payload: { user_id: top.id, plan_id: (await planByKey(key)).uuid } });
      expect(res.statusCode, key).toBe(409);
      expect(res.json()).toEqual({ message: 'Para mudar para este plano, fale com o Suporte.' });
    }
    const own = await t.app.inject({ method: 'POST', url, headers: top.headers, payload: { user_id: top.id, plan_id: premium.id } });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: 'Este já é o seu plano atual.' });
    // A user without a plan is on the free plan: asking for it is asking for their own.
    const free = await buildUser(t.db);
    const freeOwn = await t.app.inject({ method: 'POST', url, headers: free.headers, payload: { user_id: free.id, plan_id: (await planByKey('free')).id } });
    expect(freeOwn.statusCode).toBe(409);
    expect(freeOwn.json()).toEqual({ message: 'Este já é o seu plano atual.' });
    expect(await t.db.select().from(subscriptionIntents).where(eq(subscriptionIntents.userId, top.id))).toHaveLength(0);
    expect(await t.db.select().from(subscriptionIntents).where(eq(subscriptionIntents.userId, free.id))).toHaveLength(0);
  });

  it('requires login', async () => {
    const pro = await planByKey('pro');
    const res = await t.app.inject({ method: 'POST', url, payload: { user_id: randomUUID(), plan_id: pro.id } });
    expect(res.statusCode).toBe(401);
  });
});
