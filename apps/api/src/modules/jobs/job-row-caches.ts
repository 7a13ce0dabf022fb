import type { JobDetail } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { ListenedCache } from '../../lib/listened-cache.ts';
import type { JobRow } from './job-search.ts';
import type { SearchPageText } from './search-response.ts';

/**
 * Job rows this instance read, kept in memory while it hears the jobs' changes (decision 1809): the
 * detail as answered, the rows of search pages by id, and the part of a search page that is the
 * same for everyone, as sent (decision 1811). Any UPDATE, DELETE or TRUNCATE of jobs empties all
 * three, on every instance (migration 0021). What changes with the clock alone is a job's expiry,
 * so a row is kept no later than its `expired_at`: the visibility rules stay in SQL
 * (job-visibility.ts), asked again once that instant has come.
 */
export type JobRowCaches = { details: ListenedCache<JobDetail>; rows: ListenedCache<JobRow>; pages: ListenedCache<SearchPageText> };

const JOB_ROWS_TTL_MS = 30_000;
/** A row is 1–10 KB with its description: at most ~20 MB per cache. */
const JOB_ROWS_ENTRIES = 2_000;
/**
 * A new job sends no notification (migration 0021), so a kept page may miss one published on
 * another instance: for at most this long (decision 1811). Its counts are older already (minutes).
 */
const SEARCH_PAGES_TTL_MS = 10_000;
/** A page is 20 cards with their descriptions, ~20 KB (0.5 KB descriptions) to ~200 KB (10 KB ones): 6–60 MB. */
const SEARCH_PAGES_ENTRIES = 300;

const cachesByDb = new WeakMap<Db, JobRowCaches>();

/** One set per database, as the search caches (tests run many databases in one process). */
export function jobRowCaches(db: Db): JobRowCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      details: new ListenedCache<JobDetail>({ ttlMs: JOB_ROWS_TTL_MS, maxEntries: JOB_ROWS_ENTRIES }),
      rows: new ListenedCache<JobRow>({ ttlMs: JOB_ROWS_TTL_MS, maxEntries: JOB_ROWS_ENTRIES }),
      pages: new ListenedCache<SearchPageText>({ ttlMs: SEARCH_PAGES_TTL_MS, maxEntries: SEARCH_PAGES_ENTRIES }),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Until when a row read now stays as it was read, by the clock alone: its expiry, when still ahead. */
export const heldUntil = (expiredAt: Date | null): number | undefined => expiredAt?.getTime();
