import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/**
 * The narrow search table `job_search` (decision 1803, migration 0019): one row per job seekers may
 * find, with what the search filters, counts and ranks on, kept by triggers on jobs. Counting and
 * ranking read it instead of the jobs table (~170-byte rows, the vector out of the row, instead of
 * 1.8 KB); the page's rows come from jobs by id.
 */

/**
 * `seekerVisible` over job_search: its rows are the jobs published by moderation and not filled (the
 * triggers keep no other), so what is left to test is the dates.
 */
export const searchVisible = sql`(published_at <= now() AND (expired_at IS NULL OR expired_at > now()))`;

/**
 * Runs a query on job_search with bitmap plans only, and the settings given (`work_mem`…). Its
 * vectors live out of the rows, so a plan that tests the text row by row (a walk of the date index,
 * a sequential scan) reads one vector from the TOAST table per row it passes: 'produto remota' in
 * PR walked 280,000 rows in 2.3 s. The planner does not count that cost, so it is not offered the
 * choice: the text index gives the matches, the rows are read for what is left. JIT off: a disabled
 * plan's cost would switch it on.
 */
export async function bitmapOnly(db: Db, query: SQL, settings: Record<string, string> = {}): Promise<unknown> {
  return withSettings(db, { enable_seqscan: 'off', enable_indexscan: 'off', enable_indexonlyscan: 'off', jit: 'off', ...settings }, query);
}

/** Runs `query` in a transaction whose planner settings are `settings` (SET LOCAL, in one statement). */
export async function withSettings(db: Db, settings: Record<string, string>, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT ${sql.join(
        Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return tx.execute(query);
  });
}
