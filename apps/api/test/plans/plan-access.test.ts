import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planFeatureValues, plans, users } from '../../src/db/schema/index.ts';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { userHasFeature } from '../../src/modules/plans/plan-access.ts';
import { grantDemoPlan, seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedPlans(t.db);
});

async function planIdOf(userId: string) {
  const [row] = await t.db.select({ planId: users.planId }).from(users).where(eq(users.id, userId));
  return row?.planId;
}

describe('userHasFeature', () => {
  it('treats a user without a plan as the free plan', async () => {
    const user = await buildUser(t.db);
    expect(await userHasFeature(t.db, user.id, 'job_search')).toBe(true);
    expect(await userHasFeature(t.db, user.id, 'journey')).toBe(false);
  });

  it('follows the granted plan', async () => {
    const user = await buildUser(t.db);
    const [pro] = await t.db.select().from(plans).where(eq(plans.key, 'pro'));
    await t.db.update(users).set({ planId: pro!.id }).where(eq(users.id, user.id));
    expect(await userHasFeature(t.db, user.id, 'journey')).toBe(true);
    expect(await userHasFeature(t.db, user.id, 'mentorship')).toBe(false);
  });

  it('fails closed for unknown users, unknown features and malformed ids', async () => {
    const user = await buildUser(t.db);
    expect(await userHasFeature(t.db, user.id, 'teleporte')).toBe(false);
    expect(await userHasFeature(t.db, '00000000-0000-4000-8000-000000000000', 'job_search')).toBe(false);
    expect(await userHasFeature(t.db, "x' OR 1=1 --", 'job_search')).toBe(false);
  });

  it('reads the stored flags, so disabling a feature for a plan takes effect at once', async () => {
    const user = await buildUser(t.db);
    const [free] = await t.db.select().from(plans).where(eq(plans.key, 'free'));
    await t.db.update(planFeatureValues).set({ enabled: false }).where(eq(planFeatureValues.planId, free!.id));
    expect(await userHasFeature(t.db, user.id, 'job_search')).toBe(false);
    await t.db.update(planFeatureValues).set({ enabled: true }).where(eq(planFeatureValues.planId, free!.id));
    await t.db.update(planFeatureValues).set({ enabled: false }).where(eq(planFeatureValues.featureKey, 'journey'));
    await seedPlans(t.db);
    // Seeding again never overwrites what is stored.
    const [journey] = await t.db.select().from(planFeatureValues).where(eq(planFeatureValues.featureKey, 'journey'));
    expect(journey?.enabled).toBe(false);
    await t.db.delete(planFeatureValues);
    await seedPlans(t.db);
    expect(await userHasFeature(t.db, user.id, 'job_search')).toBe(true);
  });
});

describe('grant-plan command', () => {
  it('puts the user on the plan and unlocks the journey', async () => {
    const user = await buildUser(t.db, { email: 'grant.me@teste.rumo.app', name: 'Bia Lima' });
    expect(await userHasFeature(t.db, user.id, 'journey')).toBe(false);
    const result = await runCommand(t.deps, 'grant-plan', ['  Grant.Me@teste.rumo.app ', 'premium']);
    expect(result).toEqual({ ok: true, output: ['Plano Premium concedido a Bia Lima <grant.me@teste.rumo.app>.'] });
    expect(await userHasFeature(t.db, user.id, 'journey')).toBe(true);
    // The journey gate sees it through the API too: the session reads plan_id on each request.
    const back = await runCommand(t.deps, 'grant-plan', [user.email, 'free']);
    expect(back.ok).toBe(true);
    expect(await userHasFeature(t.db, user.id, 'journey')).toBe(false);
    expect(await planIdOf(user.id)).not.toBeNull();
  });

  it('explains operator mistakes and changes nothing', async () => {
    const user = await buildUser(t.db);
    const unknownPlan = await runCommand(t.deps, 'grant-plan', [user.email, 'ouro']);
    expect(unknownPlan.ok).toBe(false);
    expect(unknownPlan.output).toEqual(['Plano desconhecido: ouro. Planos: free, pro, premium.']);
    const unknownUser = await runCommand(t.deps, 'grant-plan', ['ninguem@teste.rumo.app', 'pro']);
    expect(unknownUser).toEqual({ ok: false, output: ['Nenhum usuário com o e-mail ninguem@teste.rumo.app.'] });
    const usage = await runCommand(t.deps, 'grant-plan', [user.email]);
    expect(usage.ok).toBe(false);
    expect(usage.output[0]).toMatch(/^Uso: grant-plan EMAIL PLANO/);
    expect(await planIdOf(user.id)).toBeNull();
  });
});

describe('demo plan seed', () => {
  it('gives the demo user the premium plan only when they have none', async () => {
    const demo = await buildUser(t.db, { email: 'demo.seed@teste.rumo.app' });
    expect(await grantDemoPlan(t.db, demo.email)).toBe(true);
    expect(await userHasFeature(t.db, demo.id, 'mentorship')).toBe(true);
    await runCommand(t.deps, 'grant-plan', [demo.email, 'pro']);
    expect(await grantDemoPlan(t.db, demo.email)).toBe(false);
    expect(await userHasFeature(t.db, demo.id, 'mentorship')).toBe(false);
  });
});
