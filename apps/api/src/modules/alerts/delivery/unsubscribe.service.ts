import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { jobAlerts, jobPositions } from '../../../db/schema/index.ts';
import { unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token.ts';

export type UnsubscribeResult =
  { status: 'invalid' } | { status: 'not-found' } | { status: 'unsubscribed' | 'already-unsubscribed'; position: string; city: string; state: string };

/**
 * Switches off the alert a genuine token names. The signature is checked before the database is
 * read, so a forged token learns nothing about which alerts exist. Idempotent: a second click
 * finds the alert already off.
 */
export async function unsubscribe(db: Db, token: unknown): Promise<UnsubscribeResult> {
  if (typeof token !== 'string' || token.length > 200) return { status: 'invalid' };
  const alertId = verifyUnsubscribeToken(await unsubscribeKey(db), token);
  if (alertId === null) return { status: 'invalid' };
  const switchedOff = await db
    .update(jobAlerts)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.isActive, true)))
    .returning({ id: jobAlerts.id });
  const [alert] = await db
    .select({ position: jobPositions.position, city: jobAlerts.city, state: jobAlerts.state })
    .from(jobAlerts)
    .innerJoin(jobPositions, eq(jobPositions.id, jobAlerts.jobPositionId))
    .where(eq(jobAlerts.id, alertId));
  if (!alert) return { status: 'not-found' };
  return { status: switchedOff.length > 0 ? 'unsubscribed' : 'already-unsubscribed', ...alert };
}
