import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { progress } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { issueMissingCertificates } from '../certificates/index.ts';
import { userHasFeature } from '../plans/index.ts';
import { loadCatalogue, type Catalogue } from './journey-catalogue.ts';
import { deriveJourney, type JourneyState, type NodeKind, type ProgressRecord } from './progress-engine.ts';

export const JOURNEY_FEATURE = 'journey';
export const JOURNEY_NOT_IN_PLAN = 'Seu plano não inclui a Jornada. Conheça os planos para desbloquear.';
/** Decision 0400: a plan without the journey gets 403 on every /v1/steps call. */
export async function assertJourneyAccess(db: Db, userId: string): Promise<void> {
  if (!(await userHasFeature(db, userId, JOURNEY_FEATURE))) throw forbidden(JOURNEY_NOT_IN_PLAN);
}

export async function loadProgress(db: Db, userId: string): Promise<Map<string, ProgressRecord>> {
  const rows = await db.select({ nodeId: progress.nodeId, accessibleAt: progress.accessibleAt, endedAt: progress.endedAt }).from(progress).where(eq(progress.userId, userId));
  return new Map(rows.map((r) => [r.nodeId, { accessibleAt: r.accessibleAt, endedAt: r.endedAt }]));
}

/**
 * Stores what the rules derived: rows for newly opened nodes and end stamps for finished ones.
 * Safe under concurrent requests: an existing row keeps its first accessible_at and ended_at.
 * A course's end issues its certificate right after the stamp, on the same connection — inside
 * next-content's transaction, so the course never ends without it (decision 1703).
 */
export async function persistDerived(db: Db, userId: string, state: JourneyState, now: Date): Promise<void> {
  const writes = new Map<string, { kind: NodeKind; endedAt: Date | null }>();
  for (const ref of state.unlocks) writes.set(ref.id, { kind: ref.kind, endedAt: null });
  for (const ref of state.ends) writes.set(ref.id, { kind: ref.kind, endedAt: now });
  if (writes.size === 0) return;
  await db
    .insert(progress)
    .values([...writes].map(([nodeId, w]) => ({ userId, nodeId, nodeKind: w.kind, accessibleAt: now, endedAt: w.endedAt })))
    .onConflictDoUpdate({
      target: [progress.userId, progress.nodeId],
      set: { endedAt: sql`coalesce(${progress.endedAt}, excluded.ended_at)` },
    });
  if (state.ends.some((ref) => ref.kind === 'course')) await issueMissingCertificates(db, userId);
}

/** Marks one content finished (creating its row if the rules had opened it without one). */
export async function storeContentEnded(db: Db, userId: string, contentId: string, now: Date): Promise<void> {
  await db
    .insert(progress)
    .values({ userId, nodeId: contentId, nodeKind: 'content', accessibleAt: now, endedAt: now })
    .onConflictDoUpdate({ target: [progress.userId, progress.nodeId], set: { endedAt: sql`coalesce(${progress.endedAt}, excluded.ended_at)` } });
}

export type SyncedJourney = { catalogue: Catalogue; state: JourneyState; closedSteps: ReadonlySet<string> };

/** Steps whose plan gate (a plan feature besides 'journey') the user's plan lacks (decision 1603). */
export async function stepsClosedByPlan(db: Db, userId: string, catalogue: Catalogue): Promise<Set<string>> {
  const closed = new Set<string>();
  const features = [...new Set(catalogue.flatMap((s) => (s.requiredFeature ? [s.requiredFeature] : [])))];
  for (const feature of features) {
    if (await userHasFeature(db, userId, feature)) continue;
    for (const step of catalogue) if (step.requiredFeature === feature) closed.add(step.id);
  }
  return closed;
}

/**
 * Reads the catalogue and the user's rows, applies the rules and stores what they open or end.
 * Called by every journey read, so rows are created lazily (the very first content opens on the
 * first visit) and the stored rows heal themselves when the catalogue grows.
 */
export async function syncJourney(db: Db, userId: string): Promise<SyncedJourney> {
  const now = new Date();
  const catalogue = await loadCatalogue(db);
  const rows = await loadProgress(db, userId);
  const closedSteps = await stepsClosedByPlan(db, userId, catalogue);
  const state = deriveJourney(catalogue, rows, now, closedSteps);
  await persistDerived(db, userId, state, now);
  return { catalogue, state, closedSteps };
}
