import { planKeyFromName, type AdminPlan, type PlanCreateRequest, type PlanMoveRequest, type PlanUpdateRequest } from '@rumo/contract';
import { and, asc, count, eq, inArray, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { planFeatures, planFeatureValues, plans, users } from '../../db/schema/index.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { recordAudit, type AuditActor, type DbOrTx } from '../staff/index.ts';
import { FREE_PLAN_KEY } from './plans.catalog.ts';
import { listPlanFeatures, PLAN_NOT_FOUND } from './plans.service.ts';

// The console's 'Planos' (docs/decisions/1601). Features are read from the tables on every request
// (plan-access.ts has no cache), so what is saved here applies to the plan's users at once.

export const FREE_PLAN_STAYS = 'O plano Gratuito é o de quem não tem outro plano e não pode ser retirado.';
export const DUPLICATE_KEY = (key: string) => `Já existe um plano com a chave ${key}. Escolha outra chave.`;
export const NO_KEY_FROM_NAME = 'Não foi possível gerar uma chave a partir do nome. Informe a chave.';
export const UNKNOWN_FEATURE = (key: string) => `Recurso desconhecido: ${key}.`;

type PlanRow = typeof plans.$inferSelect;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** What the audit screen shows of a plan: values in words (decision 1405's diff shows only what changed). */
async function auditView(db: DbOrTx, plan: PlanRow) {
  const included = await db
    .select({ label: planFeatures.label })
    .from(planFeatureValues)
    .innerJoin(planFeatures, eq(planFeatures.key, planFeatureValues.featureKey))
    .where(and(eq(planFeatureValues.planId, plan.id), eq(planFeatureValues.enabled, true)))
    .orderBy(asc(planFeatures.sortOrder), asc(planFeatures.key));
  return {
    name: plan.name,
    price: brl.format(Number(plan.price)).replace(/\u00a0/g, ' '),
    highlighted: plan.isHighlighter,
    visible: plan.active,
    position: plan.sortOrder,
    features: included.map((f) => f.label),
  };
}

async function planRow(db: DbOrTx, id: number, lock = false): Promise<PlanRow> {
  const query = db.select().from(plans).where(eq(plans.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return row;
}

/** Every plan in the seeker's order, with its flags and how many users hold it. */
export async function listAdminPlans(db: DbOrTx): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
  const [values, holders, [withoutPlan]] = await Promise.all([
    db
      .select({ planId: planFeatureValues.planId, key: planFeatureValues.featureKey, enabled: planFeatureValues.enabled })
      .from(planFeatureValues)
      .innerJoin(planFeatures, eq(planFeatures.key, planFeatureValues.featureKey))
      .orderBy(asc(planFeatures.sortOrder), asc(planFeatures.key)),
    db.select({ planId: users.planId, n: count() }).from(users).groupBy(users.planId),
    db.select({ n: count() }).from(users).where(isNull(users.planId)),
  ]);
  const held = new Map(holders.map((h) => [h.planId, h.n]));
  return rows.map((p) => ({
    id: p.id,
    uuid: p.uuid,
    key: p.key,
    name: p.name,
    price: Number(p.price),
    is_highlighter: p.isHighlighter,
    active: p.active,
    sort_order: p.sortOrder,
    // A user without a plan is on the free one (plan-access.ts).
    users_count: (held.get(p.id) ?? 0) + (p.key === FREE_PLAN_KEY ? (withoutPlan?.n ?? 0) : 0),
    features: values.filter((v) => v.planId === p.id).map((v) => ({ key: v.key, enabled: v.enabled })),
  }));
}

export async function adminPlansPage(db: Db) {
  const [list, features] = await Promise.all([listAdminPlans(db), listPlanFeatures(db)]);
  return { plans: list, features };
}

async function adminPlan(db: DbOrTx, id: number): Promise<AdminPlan> {
  const plan = (await listAdminPlans(db)).find((p) => p.id === id);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/** Refuses unknown feature keys with a 422 naming the first one. */
async function checkFeatures(db: DbOrTx, switches: Record<string, boolean>): Promise<void> {
  const keys = Object.keys(switches);
  if (keys.length === 0) return;
  const known = new Set((await db.select({ key: planFeatures.key }).from(planFeatures).where(inArray(planFeatures.key, keys))).map((r) => r.key));
  const unknown = keys.find((k) => !known.has(k));
  if (unknown) throw unprocessable(UNKNOWN_FEATURE(unknown), { features: UNKNOWN_FEATURE(unknown) });
}

/** One ribbon on the seeker's grid: highlighting a plan takes it off the one that had it. */
async function clearOtherHighlight(tx: DbOrTx, planId: number): Promise<void> {
  await tx
    .update(plans)
    .set({ isHighlighter: false })
    .where(and(eq(plans.isHighlighter, true), ne(plans.id, planId)));
}

async function writeFeatures(tx: DbOrTx, planId: number, switches: Record<string, boolean>): Promise<void> {
  for (const [featureKey, enabled] of Object.entries(switches)) {
    await tx
      .insert(planFeatureValues)
      .values({ planId, featureKey, enabled })
      .onConflictDoUpdate({ target: [planFeatureValues.planId, planFeatureValues.featureKey], set: { enabled } });
  }
}

/** A new plan, last in the order, every feature stored (off unless switched on); 409 on a taken key. */
export async function createPlan(db: Db, actor: AuditActor, input: PlanCreateRequest & { price: number }): Promise<AdminPlan> {
  const key = input.key ?? planKeyFromName(input.name);
  if (key.length < 2) throw unprocessable(NO_KEY_FROM_NAME, { key: NO_KEY_FROM_NAME });
  const switches = input.features ?? {};
  await checkFeatures(db, switches);
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.key, key)).limit(1);
    if (taken) throw conflict(DUPLICATE_KEY(key), { key: DUPLICATE_KEY(key) });
    const [last] = await tx.select({ n: max(plans.sortOrder) }).from(plans);
    if (input.is_highlighter) await clearOtherHighlight(tx, -1);
    const inserted = await tx
      .insert(plans)
      .values({ key, name: input.name, price: input.price, isHighlighter: input.is_highlighter ?? false, active: input.active ?? true, sortOrder: (last?.n ?? 0) + 10 })
      .onConflictDoNothing({ target: plans.key })
      .returning();
    const plan = inserted[0];
    // A concurrent create with the same key won the race.
    if (!plan) throw conflict(DUPLICATE_KEY(key), { key: DUPLICATE_KEY(key) });
    const all = await tx.select({ key: planFeatures.key }).from(planFeatures);
    if (all.length > 0) await tx.insert(planFeatureValues).values(all.map((f) => ({ planId: plan.id, featureKey: f.key, enabled: switches[f.key] ?? false })));
    await recordAudit(tx, { actor, action: 'plan.create', entity: 'plan', entityId: plan.key, before: null, after: await auditView(tx, plan) });
    return plan.id;
  });
  return adminPlan(db, id);
}

/** Name, price, ribbon, visibility and features in one transaction with its audit entry; a no-op records nothing. */
export async function updatePlan(db: Db, actor: AuditActor, id: number, input: Omit<PlanUpdateRequest, 'price'> & { price?: number }): Promise<AdminPlan> {
  if (input.features) await checkFeatures(db, input.features);
  await db.transaction(async (tx) => {
    const current = await planRow(tx, id, true);
    if (input.active === false && current.key === FREE_PLAN_KEY) throw unprocessable(FREE_PLAN_STAYS, { active: FREE_PLAN_STAYS });
    const before = await auditView(tx, current);
    if (input.is_highlighter) await clearOtherHighlight(tx, id);
    const set = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.price !== undefined && { price: input.price }),
      ...(input.is_highlighter !== undefined && { isHighlighter: input.is_highlighter }),
      ...(input.active !== undefined && { active: input.active }),
    };
    const [updated] = Object.keys(set).length ? await tx.update(plans).set(set).where(eq(plans.id, id)).returning() : [current];
    if (input.features) await writeFeatures(tx, id, input.features);
    const after = await auditView(tx, updated ?? current);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, { actor, action: 'plan.update', entity: 'plan', entityId: current.key, before, after });
    }
  });
  return adminPlan(db, id);
}

/** 'Subir' / 'Descer': swaps the plan's place with its neighbour's; at either end nothing changes. */
export async function movePlan(db: Db, actor: AuditActor, id: number, { direction }: PlanMoveRequest): Promise<AdminPlan[]> {
  await db.transaction(async (tx) => {
    // Lock every plan: two moves at once must not read the same order.
    const ordered = await tx.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id)).for('update');
    const at = ordered.findIndex((p) => p.id === id);
    if (at < 0) throw notFound(PLAN_NOT_FOUND);
    const other = ordered[direction === 'up' ? at - 1 : at + 1];
    if (!other) return;
    const before = ordered.map((p) => p.name);
    // Renumber all (10, 20, …) so that equal sort orders from old data cannot stall a move.
    const next = [...ordered];
    next.splice(at, 1);
    next.splice(direction === 'up' ? at - 1 : at + 1, 0, ordered[at]!);
    for (const [i, p] of next.entries()) {
      if (p.sortOrder !== (i + 1) * 10)
        await tx
          .update(plans)
          .set({ sortOrder: (i + 1) * 10 })
          .where(eq(plans.id, p.id));
    }
    await recordAudit(tx, { actor, action: 'plan.move', entity: 'plan', entityId: ordered[at]!.key, before: { order: before }, after: { order: next.map((p) => p.name) } });
  });
  return listAdminPlans(db);
}
