// The floor of a cold search on PostgreSQL (issue 18 item 1): for each cold search, only the counts
// its answer must show exactly up to 10,000 — the text's matches (the state filter lists the other
// states with their counts) and, past the cap, the state's on their own. It is the least any design
// on PostgreSQL does: a GIN index gives the matching rows, not a count, so PostgreSQL visits each
// match's heap page to count it (no index-only scan for GIN, no skip-fetch in 15.20;
// docs/decisions/1821). Nothing else: no facet grouping, no window, no ranking, no rows, no HTTP. Run right after the API's own
// cold searches of the same texts, so every page they read is still cached: the floor is generous.
import pg from 'pg';
import { SEARCH_COUNT_CAP } from '@rumo/contract';
import { percentile, round, type ColdSearch } from './cold-search.ts';

export type FloorResult = { searches: number; p50: number; p99: number; max: number; heapPagesP50: number; heapPagesP99: number };

/** The bounded counts of each search, one at a time; then, apart, the heap pages they visited. */
export async function measureFloor(databaseUrl: string, searches: ColdSearch[]): Promise<FloorResult> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'rumo-npm-bench-floor' });
  await client.connect();
  try {
    // As the API counts (bitmapOnly in job-search-table.ts): the text index gives the matches.
    await client.query('SET enable_seqscan = off; SET enable_indexscan = off; SET enable_indexonlyscan = off; SET jit = off');
    const count = `SELECT count(*)::int AS n FROM (
        SELECT 1 FROM job_search
        WHERE published_at <= now() AND (expired_at IS NULL OR expired_at > now())
          AND search_vector @@ websearch_to_tsquery('public.rumo_pt', translate($1, '/.@', '   '))
          AND ($2::text IS NULL OR state = $2)
        LIMIT ${SEARCH_COUNT_CAP + 1}) AS matches`;
    // The text's matches up to the cap (the other states' counts of the state filter come from them);
    // past the cap they cannot give the state's total, which is then counted on its own.
    const counts = async (s: ColdSearch, run: (state: string | null) => Promise<number>) => {
      const textMatches = await run(null);
      if (s.state && textMatches > SEARCH_COUNT_CAP) await run(s.state);
    };
    const ms: number[] = [];
    for (const s of searches) {
      const started = performance.now();
      await counts(s, async (state) => (await client.query<{ n: number }>(count, [s.text, state])).rows[0]!.n);
      ms.push(performance.now() - started);
    }
    // Apart, so the timings above carry no EXPLAIN overhead: the heap pages the same counts visit.
    const pages: number[] = [];
    for (const s of searches) {
      let visited = 0;
      await counts(s, async (state) => {
        const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${count}`, [s.text, state]);
        const plan = rows[0]!['QUERY PLAN'];
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
    await client.end();
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
