import { and, asc, eq, or } from 'drizzle-orm';
import type { Plan, PlanFeature, SubscribesIntent } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { planFeatures, planFeatureValues, plans, subscriptionIntents, users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { DbOrTx } from '../staff/index.ts';
import { FREE_PLAN_KEY } from './plans.catalog.ts';

export const PLAN_NOT_FOUND = 'Plano não encontrado.';
export const ALREADY_ON_PLAN = 'Este já é o seu plano atual.';
export const DOWNGRADE_THROUGH_SUPPORT = 'Para mudar para este plano, fale com o Suporte.';

/**
 * Plans in the order the console sets (docs/decisions/1601; seeded and migrated by ascending price,
 * the spec's order), each with every feature's flag. `is_current` marks the caller's plan; a user
 * without one is on the free plan. A withdrawn plan (`active` false) is left out, except for its own
 * users, who still see it as 'Seu plano atual'.
 */
export async function listPlans(db: Db, user: { planId: number | null }): Promise<Plan[]> {
  const own = user.planId === null ? eq(plans.key, FREE_PLAN_KEY) : eq(plans.id, user.planId);
  const rows = await db
    .select()
    .from(plans)
    .where(or(eq(plans.active, true), own))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
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
  // A withdrawn plan is no longer offered (docs/decisions/1601).
  if (!plan || !plan.active) throw notFound(PLAN_NOT_FOUND);
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
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  const result = await setUserPlan(db, user?.id ?? null, planKey);
  if ('error' in result) return result;
  return { userName: result.userName, planName: result.after.name };
}

export type PlanSummary = { key: string; name: string };

/** The plan a `users.plan_id` stands for: null is the free plan. */
export async function planSummaryOf(db: DbOrTx, planId: number | null): Promise<PlanSummary> {
  const where = planId === null ? eq(plans.key, FREE_PLAN_KEY) : eq(plans.id, planId);
  const [row] = await db.select({ key: plans.key, name: plans.name }).from(plans).where(where).limit(1);
  return row ?? { key: FREE_PLAN_KEY, name: 'Gratuito' };
}

/**
 * Puts a user (by id) on a plan (by key; null = no plan, i.e. the free one) and says what it was
 * before, for the audit log of the console's 'Alterar plano' and 'Converter' (decisions 1404, 1405).
 * Pass the caller's transaction so the change and its audit entry are saved together.
 */
export async function setUserPlan(
  db: DbOrTx,
  userId: string | null,
  planKey: string | null,
): Promise<{ userName: string; userEmail: string; before: PlanSummary; after: PlanSummary } | { error: 'user' | 'plan' }> {
  const plan = planKey === null ? null : (await db.select().from(plans).where(eq(plans.key, planKey.trim().toLowerCase())).limit(1))[0];
  if (plan === undefined) return { error: 'plan' };
  if (userId === null) return { error: 'user' };
  const [current] = await db.select({ planId: users.planId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) return { error: 'user' };
  const before = await planSummaryOf(db, current.planId);
  const [user] = await db
    .update(users)
    .set({ planId: plan?.id ?? null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ name: users.name, email: users.email });
  if (!user) return { error: 'user' };
  return { userName: user.name, userEmail: user.email, before, after: plan ? { key: plan.key, name: plan.name } : await planSummaryOf(db, null) };
}

export async function planKeys(db: Db): Promise<string[]> {
  return (await planOptions(db)).map((r) => r.key);
}

/** Every plan's key and name (withdrawn ones too: staff may still grant them), in the console's order. */
export async function planOptions(db: Db): Promise<PlanSummary[]> {
  return db.select({ key: plans.key, name: plans.name }).from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
}
