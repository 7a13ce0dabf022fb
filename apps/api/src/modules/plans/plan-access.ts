import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/database.ts';
import { FREE_PLAN_KEY } from './plans.catalog.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * Whether the user's plan includes a feature. A user without a plan (`plan_id` null) is on the
 * plan with key 'free'. Unknown users, unknown features and missing plans all answer false, so a
 * gate built on this fails closed.
 */
export async function userHasFeature(db: Db, userId: string, featureKey: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const result = await db.execute(sql`
    SELECT fv.enabled
    FROM users u
    JOIN plans p ON p.id = COALESCE(u.plan_id, (SELECT f.id FROM plans f WHERE f.key = ${FREE_PLAN_KEY}))
    JOIN plan_feature_values fv ON fv.plan_id = p.id AND fv.feature_key = ${featureKey}
    WHERE u.id = ${userId}::uuid
  `);
  return rowsOf<{ enabled: boolean }>(result)[0]?.enabled === true;
}

/**
 * The name of the cheapest plan on sale (active) that includes the feature, for 'Disponível no plano X'
 * (docs/decisions/1703); ties go to the seeker's grid order. Null when no plan on sale includes it.
 */
export async function cheapestPlanWithFeature(db: Db, featureKey: string): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT p.name
    FROM plans p
    JOIN plan_feature_values fv ON fv.plan_id = p.id AND fv.feature_key = ${featureKey} AND fv.enabled
    WHERE p.active
    ORDER BY p.price, p.sort_order, p.id
    LIMIT 1
  `);
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}
