import type { AlertFrequency } from '@rumo/contract';

/**
 * An alert is due when its last delivery is at least this many days old (docs/decisions/0601).
 * Months are 30 days: a fixed length keeps "due" a single comparison in SQL.
 */
export const PERIOD_DAYS: Record<AlertFrequency, number> = { daily: 1, weekly: 7, monthly: 30 };

/**
 * Jobs are candidates when published or added after `last_delivered_at` minus this overlap. The
 * overlap catches jobs inserted by a transaction that had not committed when the previous digest
 * was chosen; `alert_digest_items` keeps them from being mailed twice.
 */
export const CANDIDATE_OVERLAP_MINUTES = 60;

/**
 * A job added since the last delivery but published earlier at its source (an import of a
 * crawled posting) still counts as new when it was published at most this many days before the
 * window: older postings imported late are not alerted. The bound also keeps the search on the
 * jobs' (city, published_at) index.
 */
export const LATE_IMPORT_DAYS = 3;

/** At most this many jobs per alert in one digest (decision 0602). */
export const JOBS_PER_ALERT = 10;

/** A sender owns a digest for this long; after it (a crash), another pass may send it. */
export const SEND_LEASE_MINUTES = 15;

/** After this many failed sends a digest is given up ('failed') and logged. */
export const MAX_SEND_ATTEMPTS = 12;

/**
 * Minutes to wait before trying a failed digest again: the first retry is immediate (next pass),
 * then 2, 4, 8… minutes, capped at 6 hours (an SMTP outage of about a day is ridden out).
 */
export function retryDelayMinutes(attempts: number): number {
  if (attempts <= 1) return 0;
  return Math.min(2 ** (attempts - 1), 360);
}
