import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule of what a job seeker may see (DECISIONS, Jobs; decision 1402): a job is listed,
 * counted, matched by alerts and opened only while it is published by moderation, its publication
 * date has come, it has not expired and it is not filled. Computed in every query, never by a timer
 * flipping statuses. `alias` names the jobs table in the query ('j' for `FROM jobs j`).
 *
 * Every seeker path uses this (job list and search, facet counts, alert matching and digests,
 * applying); the detail page uses `isPublicDetail`, which also opens filled and expired jobs.
 */
export function seekerVisible(alias?: 'j'): SQL {
  const c = (column: string) => sql.raw(alias ? `${alias}.${column}` : column);
  return sql`(${c('moderation_status')} = 'published' AND ${c('published_at')} <= now() AND (${c('expired_at')} IS NULL OR ${c('expired_at')} > now()) AND ${c('filled_at')} IS NULL)`;
}

/**
 * A job's detail page opens for seekers when the job was public at some point and still is or has
 * only closed: published and its date come. Filled and expired jobs open and say so; a pending or
 * rejected job (never public, or withdrawn) and a job scheduled for later are 404.
 */
export const isPublicDetail = sql`(moderation_status = 'published' AND published_at <= now())`;
