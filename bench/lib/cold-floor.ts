// The floor of a cold search on PostgreSQL (issue 18 item 1): for each cold search, only the counts
// its answer must show exactly up to 10,000 — the text's matches (the state filter lists the other
// states with their counts) and, past the cap, the state's on their own. It is the least any design
// on PostgreSQL does: a GIN index gives the matching rows, not a count, so PostgreSQL visits each
// match's heap page to count it (no index-only scan for GIN, no skip-fetch in 15.20;
// docs/decisions/1821). Nothing else: no facet grouping, no window, no ranking, no rows, no HTTP.
// Run right after the API's own cold searches of the same texts, so every page they read is still
// cached: the floor is generous.
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@rumo/contract';
import { openPostgres, rowsOf } from '../../apps/api/src/db/database.ts';
import { boundedCount, boundedCountQuery } from '../../apps/api/src/modules/jobs/job-facets.ts';
import { and, facetConditions } from '../../apps/api/src/modules/jobs/job-filters.ts';
import { matchCondition } from '../../apps/api/src/modules/jobs/job-search.ts';
import { bitmapOnly } from '../../apps/api/src/modules/jobs/job-search-table.ts';
import { percentile, round, type ColdSearch } from './cold-search.ts';

export type FloorResult = { searches: number; p50: number; p99: number; max: number; heapPagesP50: number; heapPagesP99: number };

/**
 * The bounded counts of each search, one at a time, with the API's own statement and settings
 * (boundedCount: bitmap plans only); then, apart, the heap pages the same statements visit.
 */
export async function measureFloor(databaseUrl: string, searches: ColdSearch[]): Promise<FloorResult> {
  const { db, close } = openPostgres(databaseUrl, 1);
  try {
    const condition = (s: ColdSearch, state: string | null) =>
      and([matchCondition({ kind: 'fts', text: s.text }), ...Object.values(facetConditions({ state: state ?? undefined }))]);
    // The text's matches up to the cap (the other states' counts of the state filter come from them);
    // past the cap they cannot give the state's total, which is then counted on its own.
    const counts = async (s: ColdSearch, run: (state: string | null) => Promise<number>) => {
      const textMatches = await run(null);
      if (s.state && textMatches > SEARCH_COUNT_CAP) await run(s.state);
    };
    const ms: number[] = [];
    for (const s of searches) {
      const started = performance.now();
      await counts(s, (state) => boundedCount(db, condition(s, state), SEARCH_COUNT_CAP));
      ms.push(performance.now() - started);
    }
    // Apart, so the timings above carry no EXPLAIN overhead.
    const pages: number[] = [];
    for (const s of searches) {
      let visited = 0;
      await counts(s, async (state) => {
        const explained = await bitmapOnly(db, sql`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${boundedCountQuery(condition(s, state), SEARCH_COUNT_CAP)}`);
        const plan = rowsOf<{ 'QUERY PLAN': unknown }>(explained)[0]!['QUERY PLAN'];
        visited += heapBlocks(plan);
        return matchesCounted(plan);
      });
      pages.push(visited);
    }
    const sorted = [...ms].sort((a, b) => a - b);
    const sortedPages = [...pages].sort((a, b) => a - b);
    return {
      searches: ms.length,
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? 0),
      heapPagesP50: percentile(sortedPages, 50),
      heapPagesP99: percentile(sortedPages, 99),
    };
  } finally {
    await close();
  }
}

/** The count a plan's top aggregate returned: the rows its bitmap heap scan passed up. */
function matchesCounted(plan: unknown): number {
  const root = (plan as { Plan: { Plans?: { 'Actual Rows'?: number }[] } }[])[0]!.Plan;
  return Number(root.Plans?.[0]?.['Actual Rows'] ?? 0);
}

/** The heap pages a plan's bitmap heap scans visited. */
function heapBlocks(plan: unknown): number {
  let blocks = 0;
  const walk = (node: Record<string, unknown>) => {
    blocks += Number(node['Exact Heap Blocks'] ?? 0) + Number(node['Lossy Heap Blocks'] ?? 0);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  for (const root of plan as { Plan: Record<string, unknown> }[]) walk(root.Plan);
  return blocks;
}
