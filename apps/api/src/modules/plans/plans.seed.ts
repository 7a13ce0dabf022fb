import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { planFeatures, planFeatureValues, plans, users } from '../../db/schema/index.ts';
import type { Seeder } from '../../seed/seed.ts';
import { featureCatalog, planCatalog } from './plans.catalog.ts';

const DEMO_PLAN_KEY = 'premium';

/**
 * Inserts the plan catalogue without touching rows that already exist (an operator may have
 * changed a price). Exported so test files, which start from an empty database, can call it.
 */
export async function seedPlans(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(planCatalog.map((p, i) => ({ key: p.key, name: p.name, price: p.price, isHighlighter: p.isHighlighter, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing({ target: plans.key });
  await db
    .insert(planFeatures)
    .values(featureCatalog.map((f, i) => ({ key: f.key, label: f.label, description: f.description, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing({ target: planFeatures.key });
  const rows = await db.select({ id: plans.id, key: plans.key }).from(plans);
  const idByKey = new Map(rows.map((r) => [r.key, r.id]));
  const values = planCatalog.flatMap((p) => {
    const planId = idByKey.get(p.key);
    if (planId === undefined) return [];
    return featureCatalog.map((f) => ({ planId, featureKey: f.key, enabled: p.features.includes(f.key) }));
  });
  if (values.length > 0) await db.insert(planFeatureValues).values(values).onConflictDoNothing();
}

/** Decision 0400: the demo user has the top plan (only set when they have none yet). */
export async function grantDemoPlan(db: Db, demoEmail: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ planId: sql`(SELECT ${plans.id} FROM ${plans} WHERE ${plans.key} = ${DEMO_PLAN_KEY})`, updatedAt: new Date() })
    .where(and(eq(users.email, demoEmail), isNull(users.planId)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Reference data: the plan catalogue, on every start (docs/decisions/0707). */
export const plansSeeder: Seeder = { name: 'plans', run: ({ db }) => seedPlans(db) };

/** Demo data: the demo user gets the top plan. */
export function demoPlanSeeder(demoEmail: string): Seeder {
  return {
    name: 'demo-plan',
    run: async ({ db, log }) => {
      if (await grantDemoPlan(db, demoEmail)) log(`plano ${DEMO_PLAN_KEY} concedido a ${demoEmail}`);
    },
  };
}
