import { sql, type SQL } from 'drizzle-orm';
import type { HighlightState } from '@rumo/contract';
import { highlights } from '../../db/schema/index.ts';

// Decision 1606: a highlight's state is computed here, in the query, from `published_at` and the
// app's clock — never stored, never flipped by a timer (Ghost's scheduled posts fail silently when
// theirs does not run). Every learner query filters with `isLive`; the console reads `stateOf`.

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** What learners may see: a publication date that has been reached. */
export const isLive = (now: Date): SQL => sql`(${highlights.publishedAt} IS NOT NULL AND ${highlights.publishedAt} <= ${at(now)})`;

export const stateOf = (now: Date): SQL<HighlightState> =>
  sql<HighlightState>`(CASE WHEN ${highlights.publishedAt} IS NULL THEN 'draft' WHEN ${highlights.publishedAt} > ${at(now)} THEN 'scheduled' ELSE 'published' END)`;

/** The console's state filter, the same rule as `stateOf`. */
export function stateCondition(state: HighlightState, now: Date): SQL {
  if (state === 'draft') return sql`${highlights.publishedAt} IS NULL`;
  if (state === 'scheduled') return sql`${highlights.publishedAt} > ${at(now)}`;
  return isLive(now);
}
