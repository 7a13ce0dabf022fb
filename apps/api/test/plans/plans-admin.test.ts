import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, plans, users } from '../../src/db/schema/index.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Issue 16 item 4 (docs/decisions/1601): the console's 'Planos' — name, price, ribbon, features,
// order, new and withdrawn plans — and a change applies to the plan's users on their next request.

const t = useTestApp();
let admin: TestUser;
let ids: Record<string, number>;

type AdminPlanBody = {
  id: number;
  key: string;
  name: string;
  price: number;
  is_highlighter: boolean;
  active: boolean;
  users_count: number;
  features: { key: string; enabled: boolean }[];
};

const adminGet = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/v1/plans', headers: admin.headers })).json().data as { plans: AdminPlanBody[]; features: { key: string }[] };
const patch = (id: number, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/v1/plans/${id}`, headers: admin.headers, payload });
const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/v1/plans', headers: admin.headers, payload });
const move = (id: number, direction: string) => t.app.inject({ method: 'POST', url: `/api/admin/v1/plans/${id}/move`, headers: admin.headers, payload: { direction } });
const seekerPlans = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/plans', headers: user.headers })).json().data as {
    id: number;
    name: string;
    price: number;
    is_current: boolean;
    is_highlighter: boolean;
  }[];
const lastAudit = async (action: string) => (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

async function userOn(planKey: string) {
  const user = await buildUser(t.db);
  await t.db.update(users).set({ planId: ids[planKey]! }).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  await seedPlans(t.db);
  ids = Object.fromEntries((await t.db.select({ id: plans.id, key: plans.key }).from(plans)).map((p) => [p.key, p.id]));
  admin = await buildUser(t.db, { name: 'Ana Admin' });
  expect((await runCommand(t.deps, 'grant-role', [admin.email, 'admin'])).ok).toBe(true);
});

describe('the console plans editor', () => {
  it('lists every plan in order with price, ribbon, features and how many users hold it (no plan counts as free)', async () => {
    const before = await adminGet();
    await userOn('premium');
    await buildUser(t.db);
    const { plans: list, features } = await adminGet();
    expect(list.map((p) => p.key).slice(0, 3)).toEqual(['free', 'pro', 'premium']);
    expect(list[1]).toMatchObject({ name: 'Profissional', price: 29.9, is_highlighter: true, active: true });
    expect(list[1]!.features.find((f) => f.key === 'journey')).toEqual({ key: 'journey', enabled: true });
    expect(features.map((f) => f.key)).toContain('mentorship');
    const count = (body: typeof before, key: string) => body.plans.find((p) => p.key === key)!.users_count;
    expect(count({ plans: list, features }, 'premium')).toBe(count(before, 'premium') + 1);
    // The admin and the plain user have no plan: both count on the free plan.
    expect(count({ plans: list, features }, 'free')).toBeGreaterThanOrEqual(count(before, 'free') + 1);
  });

  it('turning journey off for a plan locks its user out on the next request, and on again opens it', async () => {
    const learner = await userOn('pro');
    const steps = () => t.app.inject({ method: 'GET', url: '/api/v1/steps', headers: learner.headers });
    expect((await steps()).statusCode).toBe(200);
    expect((await patch(ids.pro!, { features: { journey: false } })).statusCode).toBe(200);
    expect((await steps()).statusCode).toBe(403);
    const audit = await lastAudit('plan.update');
    expect(audit).toMatchObject({ entity: 'plan', entityId: 'pro', actorEmail: admin.email });
    expect((audit!.before as { features: string[] }).features).toContain('Jornada de aprendizagem');
    expect((audit!.after as { features: string[] }).features).not.toContain('Jornada de aprendizagem');
    expect((await patch(ids.pro!, { features: { journey: true } })).statusCode).toBe(200);
    expect((await steps()).statusCode).toBe(200);
  });

  it('changes name and price typed the Brazilian way, audited in words; the seeker sees it at once', async () => {
    const res = await patch(ids.premium!, { name: 'Premium Plus', price: '64,90' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Premium Plus', price: 64.9 });
    const audit = await lastAudit('plan.update');
    expect(audit!.before).toMatchObject({ name: 'Premium', price: 'R$ 59,90' });
    expect(audit!.after).toMatchObject({ name: 'Premium Plus', price: 'R$ 64,90' });
    const seeker = await buildUser(t.db);
    expect((await seekerPlans(seeker)).find((p) => p.id === ids.premium)).toMatchObject({ name: 'Premium Plus', price: 64.9 });
    await patch(ids.premium!, { name: 'Premium', price: 59.9 });
  });

  it('refuses bad input with pt-BR 422s, an unknown plan with 404, and saves nothing', async () => {
    const auditsBefore = (await t.db.select().from(auditLog).where(eq(auditLog.entity, 'plan'))).length;
    for (const price of ['-1', '29,999', 'grátis', -5, 100_000_000]) {
      const res = await patch(ids.pro!, { price });
      expect(res.statusCode, String(price)).toBe(422);
      expect(res.json().message).toMatch(/[Pp]reço|inválidos/);
    }
    expect((await patch(ids.pro!, { name: ' ' })).statusCode).toBe(422);
    expect((await patch(ids.pro!, {})).statusCode).toBe(422);
    const unknownFeature = await patch(ids.pro!, { name: 'Outro nome', features: { teleporte: true } });
    expect(unknownFeature.statusCode).toBe(422);
    expect(unknownFeature.json().message).toBe('Recurso desconhecido: teleporte.');
    const freeHidden = await patch(ids.free!, { active: false });
    expect(freeHidden.statusCode).toBe(422);
    expect(freeHidden.json().message).toBe('O plano Gratuito é o de quem não tem outro plano e não pode ser retirado.');
    const missing = await patch(999_999, { name: 'Nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Plano não encontrado.' });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/v1/plans/abc', headers: admin.headers, payload: { name: 'X' } })).statusCode).toBe(422);
    const [pro] = await t.db.select().from(plans).where(eq(plans.id, ids.pro!));
    expect(pro).toMatchObject({ name: 'Profissional', price: 29.9 });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.entity, 'plan'))).length).toBe(auditsBefore);
  });

  it('keeps one ribbon: highlighting a plan takes it off the other', async () => {
    expect((await patch(ids.premium!, { is_highlighter: true })).statusCode).toBe(200);
    const seeker = await buildUser(t.db);
    expect((await seekerPlans(seeker)).filter((p) => p.is_highlighter).map((p) => p.id)).toEqual([ids.premium]);
    await patch(ids.pro!, { is_highlighter: true });
    expect((await seekerPlans(seeker)).filter((p) => p.is_highlighter).map((p) => p.id)).toEqual([ids.pro]);
  });

  it('creates a plan with a key from its name, last in the order, features off unless switched on; 409 on a taken key', async () => {
    const res = await create({ name: 'Anual Ágil', price: '299,00', features: { job_search: true, journey: true } });
    expect(res.statusCode).toBe(201);
    const plan = res.json().data as AdminPlanBody;
    expect(plan).toMatchObject({ key: 'anual_agil', name: 'Anual Ágil', price: 299, active: true, users_count: 0, is_highlighter: false });
    expect(plan.features.filter((f) => f.enabled).map((f) => f.key)).toEqual(['job_search', 'journey']);
    expect(plan.features).toHaveLength((await adminGet()).features.length);
    expect((await adminGet()).plans.at(-1)!.key).toBe('anual_agil');
    expect(await lastAudit('plan.create')).toMatchObject({ entityId: 'anual_agil', before: null });
    const seeker = await buildUser(t.db);
    expect((await seekerPlans(seeker)).at(-1)).toMatchObject({ name: 'Anual Ágil', price: 299 });

    const again = await create({ name: 'Anual Ágil', price: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Já existe um plano com a chave anual_agil. Escolha outra chave.');
    expect((await create({ name: 'Outro', key: 'pro', price: 1 })).statusCode).toBe(409);
    expect((await create({ name: 'Chave ruim', key: 'Com Espaço', price: 1 })).statusCode).toBe(422);
    const hidden = await create({ name: 'Em preparo', price: '10', active: false });
    expect(hidden.json().data).toMatchObject({ key: 'em_preparo', active: false });
    expect((await seekerPlans(seeker)).map((p) => p.name)).not.toContain('Em preparo');
    expect((await create({ name: '!!', price: 1 })).json().message).toBe('Não foi possível gerar uma chave a partir do nome. Informe a chave.');
  });

  it('moves a plan up and down, and the seeker list follows the order', async () => {
    const seeker = await buildUser(t.db);
    const order = async () => (await seekerPlans(seeker)).map((p) => p.id);
    const start = await order();
    expect(start.slice(0, 3)).toEqual([ids.free, ids.pro, ids.premium]);
    const moved = await move(ids.premium!, 'up');
    expect(moved.statusCode).toBe(200);
    expect((await order()).slice(0, 3)).toEqual([ids.free, ids.premium, ids.pro]);
    expect((await lastAudit('plan.move'))!.after).toMatchObject({ order: expect.arrayContaining(['Premium']) });
    await move(ids.premium!, 'down');
    expect(await order()).toEqual(start);
    // At the top, 'up' changes nothing.
    expect((await move(ids.free!, 'up')).statusCode).toBe(200);
    expect(await order()).toEqual(start);
    expect((await move(ids.free!, 'sideways')).statusCode).toBe(422);
    expect((await move(999_999, 'up')).statusCode).toBe(404);
  });

  it('withdraws a plan: hidden from the seeker list and from new interest, still the current plan of its users', async () => {
    const holder = await userOn('premium');
    const other = await buildUser(t.db);
    expect((await patch(ids.premium!, { active: false })).statusCode).toBe(200);
    expect((await seekerPlans(other)).map((p) => p.id)).not.toContain(ids.premium);
    expect((await seekerPlans(holder)).find((p) => p.id === ids.premium)).toMatchObject({ is_current: true });
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/subscribes-intent',
      headers: other.headers,
      payload: { user_id: other.id, plan_id: ids.premium },
    });
    expect(intent.statusCode).toBe(404);
    expect((await lastAudit('plan.update'))!).toMatchObject({ before: expect.objectContaining({ visible: true }), after: expect.objectContaining({ visible: false }) });
    // Its users keep what it includes.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/steps', headers: holder.headers })).statusCode).toBe(200);
    await patch(ids.premium!, { active: true });
    expect((await seekerPlans(other)).map((p) => p.id)).toContain(ids.premium);
  });

  it('answers 403 to roles without plans:manage', async () => {
    const editor = await buildUser(t.db);
    await runCommand(t.deps, 'grant-role', [editor.email, 'editor']);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/v1/plans/${ids.pro}`, headers: editor.headers, payload: { price: 0 } });
    expect(res.statusCode).toBe(403);
    const [pro] = await t.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, ids.pro!)));
    expect(pro!.price).toBe(29.9);
  });
});
