import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JourneyStep } from '@rumo/contract';
import { planFeatures, planFeatureValues, plans, steps } from '../../src/db/schema/index.ts';
import type { TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJourney, buildLearner, ensureTestPlans, type TestJourney } from './journey.factory.ts';

/** Locked steps say what unlocks them (decision 1703). */
const t = useTestApp();
let j: TestJourney;
beforeAll(async () => {
  await ensureTestPlans(t.db);
  j = await buildJourney(t.db);
});

const stepsOf = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/v1/steps', headers: user.headers })).json().data as JourneyStep[];

describe('locked_reason on GET /api/v1/steps', () => {
  it('is null on an open step and names the step to finish on a locked one, until it is finished', async () => {
    const user = await buildLearner(t.db);
    const [first, second] = await stepsOf(user);
    expect(first).toMatchObject({ is_locked: false, locked_reason: null });
    expect(second).toMatchObject({ is_locked: true, locked_reason: { kind: 'previous_step', step_order: 1, step_name: 'Fundamentos' } });
  });

  it('names the cheapest active plan that includes a plan-gated step’s feature, and the course answers 403 naming it', async () => {
    await t.db.insert(planFeatures).values({ key: 'mentorship', label: 'Mentoria', description: 'Sessões.' }).onConflictDoNothing();
    const created = await t.db
      .insert(plans)
      .values([
        { key: 'lr-pro', name: 'Profissional', price: 49.9 },
        { key: 'lr-premium', name: 'Premium', price: 99.9 },
        // Cheaper, but withdrawn from sale: never offered.
        { key: 'lr-old', name: 'Antigo', price: 19.9, active: false },
        // Cheapest on sale, but without the feature.
        { key: 'lr-basic', name: 'Básico', price: 9.9 },
      ])
      .returning();
    const id = (key: string) => created.find((p) => p.key === key)!.id;
    await t.db.insert(planFeatureValues).values([
      { planId: id('lr-pro'), featureKey: 'mentorship', enabled: true },
      { planId: id('lr-premium'), featureKey: 'mentorship', enabled: true },
      { planId: id('lr-old'), featureKey: 'mentorship', enabled: true },
      { planId: id('lr-basic'), featureKey: 'mentorship', enabled: false },
    ]);
    await t.db.update(steps).set({ requiredFeature: 'mentorship' }).where(eq(steps.id, j.steps[0]));
    try {
      const user = await buildLearner(t.db);
      const [first, second] = await stepsOf(user);
      expect(first).toMatchObject({ is_locked: true, locked_reason: { kind: 'plan', feature: 'mentorship', plan_name: 'Profissional' } });
      // A plan-gated step does not hold back the next one (decision 1603): step 2 opens.
      expect(second).toMatchObject({ is_locked: false, locked_reason: null });
      const course = await t.app.inject({ method: 'GET', url: `/api/v1/steps/${j.courseA}`, headers: user.headers });
      expect([course.statusCode, course.json()]).toEqual([403, { message: 'Disponível no plano Profissional. Conheça os planos para desbloquear esta etapa da Jornada.' }]);

      // No plan on sale includes it: the reason says so without a name, the 403 keeps the general message.
      await t.db.update(plans).set({ active: false }).where(eq(plans.key, 'lr-pro'));
      await t.db.update(plans).set({ active: false }).where(eq(plans.key, 'lr-premium'));
      expect((await stepsOf(user))[0]!.locked_reason).toEqual({ kind: 'plan', feature: 'mentorship', plan_name: null });
      const general = await t.app.inject({ method: 'GET', url: `/api/v1/steps/${j.courseA}`, headers: user.headers });
      expect(general.json()).toEqual({ message: 'Seu plano não inclui esta etapa da Jornada. Conheça os planos para desbloqueá-la.' });
    } finally {
      await t.db.update(steps).set({ requiredFeature: null }).where(eq(steps.id, j.steps[0]));
    }
  });
});
