import type { JobDetail } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { ListenedCache } from '../../lib/listened-cache.ts';
import type { JobRow } from './job-search.ts';

/**
 * Job rows this instance read, kept in memory while it hears the jobs' changes (decision 1809): the
 * detail as answered, and the rows of search pages by id. Any UPDATE, DELETE or TRUNCATE of jobs
 * empties both, on every instance (migration 0021). What changes with the clock alone is a job's
 * expiry, so a row is kept no later than its `expired_at`: the visibility rules stay in SQL
 * (job-visibility.ts), asked again once that instant has come.
 */
export type JobRowCaches = { details: ListenedCache<JobDetail>; rows: ListenedCache<JobRow> };

const JOB_ROWS_TTL_MS = 30_000;
/** A row is 1–10 KB with its description: at most ~20 MB per cache. */
const JOB_ROWS_ENTRIES = 2_000;

const cachesByDb = new WeakMap<Db, JobRowCaches>();

/** One pair per database, as the search caches (tests run many databases in one process). */
export function jobRowCaches(db: Db): JobRowCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      details: new ListenedCache<JobDetail>({ ttlMs: JOB_ROWS_TTL_MS, maxEntries: JOB_ROWS_ENTRIES }),
      rows: new ListenedCache<JobRow>({ ttlMs: JOB_ROWS_TTL_MS, maxEntries: JOB_ROWS_ENTRIES }),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Until when a row read now stays as it was read, by the clock alone: its expiry, when still ahead. */
export const heldUntil = (expiredAt: Date | null): number | undefined => expiredAt?.getTime();
