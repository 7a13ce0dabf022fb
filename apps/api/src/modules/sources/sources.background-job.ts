import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { BackgroundJob } from '../../background-jobs.ts';
import { rowsOf, type Db } from '../../db/database.ts';
import { clearJobSearchCaches } from '../jobs/index.ts';
import { feedClientFor } from './feed-client.ts';
import { closeAbandonedRuns, syncSource, type SyncOptions, type SyncOutcome } from './source-sync.ts';

export const SOURCES_SYNC_JOB = 'sources-sync';

/** The next enabled source whose time has come and whose lease is free, oldest due first. */
async function nextDueSource(db: Db, skip: string[]): Promise<string | undefined> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT id FROM job_sources
      WHERE enabled AND next_sync_at <= now() AND (lease_until IS NULL OR lease_until < now())
        AND NOT (id::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(skip)}::jsonb)))
      ORDER BY next_sync_at, id LIMIT 1`),
  );
  return row?.id;
}

/**
 * One pass of the scheduler (docs/decisions/1502): runs left 'running' by a stopped instance are
 * closed as failed, then every due source is synced, one at a time. Each sync moves its source's
 * `next_sync_at` (interval, or backoff after failures), so the pass ends. Search caches are cleared
 * after a run that changed jobs.
 */
export async function runDueSyncs(db: Db, options: SyncOptions, shouldStop: () => boolean = () => false): Promise<SyncOutcome[]> {
  await closeAbandonedRuns(db);
  const tried: string[] = [];
  const outcomes: SyncOutcome[] = [];
  while (!shouldStop()) {
    const id = await nextDueSource(db, tried);
    if (!id) break;
    tried.push(id);
    const outcome = await syncSource(db, id, options);
    if (outcome.status === 'done' && outcome.changedJobs) clearJobSearchCaches(db);
    outcomes.push(outcome);
  }
  return outcomes;
}

/** The in-server scheduler: every SOURCES_TICK_MS (0 = off), and at once when the console asks for a sync. */
export const sourcesSyncJob: BackgroundJob = {
  name: SOURCES_SYNC_JOB,
  intervalMs: (deps) => deps.config.sourcesTickMs,
  run: async (deps: AppDeps) => {
    await runDueSyncs(deps.db, { client: feedClientFor(deps), log: deps.log }, () => deps.lifecycle.draining);
  },
};
