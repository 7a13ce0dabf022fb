import { and, asc, eq } from 'drizzle-orm';
import type { Plan, PlanFeature, SubscribesIntent } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { planFeatures, planFeatureValues, plans, subscriptionIntents, users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { FREE_PLAN_KEY } from './plans.catalog.ts';

export const PLAN_NOT_FOUND = 'Plano não encontrado.';
export const ALREADY_ON_PLAN = 'Este já é o seu plano atual.';
export const DOWNGRADE_THROUGH_SUPPORT = 'Para mudar para este plano, fale com o Suporte.';

/**
 * Plans by ascending price (spec: the grid is sorted that way), each with every feature's flag.
 * `is_current` marks the caller's plan; a user without one is on the free plan.
 */
export async function listPlans(db: Db, user: { planId: number | null }): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.price), asc(plans.id));
  const values = await db
    .select({ planId: planFeatureValues.planId, key: planFeatureValues.featureKey, enabled: planFeatureValues.enabled })
    .from(planFeatureValues)
    .innerJoin(planFeatures, eq(planFeatures.key, planFeatureValues.featureKey))
    .orderBy(asc(planFeatures.sortOrder), asc(planFeatures.key));
  return rows.map((p) => ({
    uuid: p.uuid,
    id: p.id,
    name: p.name,
    price: Number(p.price),
    is_highlighter: p.isHighlighter,
    is_current: user.planId === null ? p.key === FREE_PLAN_KEY : user.planId === p.id,
    features: values.filter((v) => v.planId === p.id).map((v) => ({ key: v.key, enabled: v.enabled })),
  }));
}

export async function listPlanFeatures(db: Db): Promise<PlanFeature[]> {
  return db
    .select({ key: planFeatures.key, label: planFeatures.label, description: planFeatures.description })
    .from(planFeatures)
    .orderBy(asc(planFeatures.sortOrder), asc(planFeatures.key));
}

/** A plan named by its numeric id or its uuid. */
export async function findPlan(db: Db, ref: number | string) {
  const where = typeof ref === 'number' ? eq(plans.id, ref) : eq(plans.uuid, ref);
  const [row] = await db.select().from(plans).where(where).limit(1);
  return row;
}

/** The price of the caller's plan; a user without one is on the free plan. */
async function currentPlanPrice(db: Db, planId: number | null): Promise<number> {
  const where = planId === null ? eq(plans.key, FREE_PLAN_KEY) : eq(plans.id, planId);
  const [row] = await db.select({ price: plans.price }).from(plans).where(where).limit(1);
  return Number(row?.price ?? 0);
}

/**
 * "Começar agora": records the intent once per user and plan (the sales team follows up).
 * `created` is false when the same user already asked for the same plan. Only a plan above the
 * caller's (a higher price) can be asked for: their own plan and lower ones are 409 (DECISIONS,
 * Learning journey: a downgrade goes through support; docs/decisions/1301).
 */
export async function recordSubscriptionIntent(
  db: Db,
  input: { user_id: string; plan_id: number | string },
  user: { id: string; planId: number | null },
): Promise<{ intent: SubscribesIntent; created: boolean }> {
  // The spec sends the user's uuid; it may only ever be the caller's own.
  if (input.user_id.toLowerCase() !== user.id.toLowerCase()) throw forbidden('Você só pode registrar interesse em seu próprio nome.');
  const plan = await findPlan(db, input.plan_id);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const isOwn = user.planId === null ? plan.key === FREE_PLAN_KEY : plan.id === user.planId;
  if (isOwn) throw conflict(ALREADY_ON_PLAN);
  if (Number(plan.price) <= (await currentPlanPrice(db, user.planId))) throw conflict(DOWNGRADE_THROUGH_SUPPORT);
  const inserted = await db.insert(subscriptionIntents).values({ userId: user.id, planId: plan.id }).onConflictDoNothing().returning();
  const row =
    inserted[0] ??
    (await db
      .select()
      .from(subscriptionIntents)
      .where(and(eq(subscriptionIntents.userId, user.id), eq(subscriptionIntents.planId, plan.id)))
      .then((r) => r[0]));
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return {
    intent: { user_id: row.userId, plan_id: plan.id, plan_uuid: plan.uuid, created_at: row.createdAt.toISOString() },
    created: inserted.length > 0,
  };
}

/** Operator command: puts a user (by e-mail) on a plan (by key). */
export async function grantPlan(db: Db, email: string, planKey: string): Promise<{ userName: string; planName: string } | { error: 'user' | 'plan' }> {
  const [plan] = await db.select().from(plans).where(eq(plans.key, planKey.trim().toLowerCase())).limit(1);
  if (!plan) return { error: 'plan' };
  const [user] = await db.update(users).set({ planId: plan.id, updatedAt: new Date() }).where(eq(users.email, email.trim().toLowerCase())).returning({ name: users.name });
  if (!user) return { error: 'user' };
  return { userName: user.name, planName: plan.name };
}

export async function planKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ key: plans.key }).from(plans).orderBy(asc(plans.price));
  return rows.map((r) => r.key);
}
