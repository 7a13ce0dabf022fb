// Issue 18 item 1, the engine that would (NOT a test; docs/decisions/1821). Run from the repository
// root, after `npm run bench` has made its data (PostgreSQL rumo_bench, 1M jobs; PGlite, 100k):
//   node --max-old-space-size=4096 bench/search-postings.bench.ts             PostgreSQL
//   node --max-old-space-size=4096 bench/search-postings.bench.ts pglite      PGlite (in its worker, as the API runs it)
// The cold searches of `npm run bench` (the same 500 one at a time, the same 500 eight at a time),
// answered by an inverted index of job_search held in this process (lib/postings-index.ts) for
// the text, the exact counts (no cap) and every facet, and by the database for what it does
// cheaply: the text's words (websearch_to_tsquery), the typo fallback's dictionary (fuzzyMatch),
// ts_rank_cd over the window's 480 vectors by id, and the page's 12 rows (rowsByIds). No HTTP: compare with
// the API's figures minus its server CPU per search. Checks its totals against the database's
// exact count on the first searches and prints any difference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { JOBS_PER_PAGE, SEARCH_COUNT_CAP } from '@rumo/contract';
import { openPglite, openPostgres, rowsOf, type Db } from '../apps/api/src/db/database.ts';
import { queryWords, tsQuery } from '../apps/api/src/modules/jobs/job-filters.ts';
import { fuzzyMatch, fuzzyWords, RANK_WINDOW, rowsByIds } from '../apps/api/src/modules/jobs/job-search.ts';
import { searchVisible } from '../apps/api/src/modules/jobs/job-search-table.ts';
import { coldSearches, inTurns, percentile, round, type ColdSearch } from './lib/cold-search.ts';
import { answer, evaluate, loadPostingsIndex, parseTsquery, type PostingsIndex } from './lib/postings-index.ts';

const pgBaseUrl = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const url = `${pgBaseUrl}/${process.env.BENCH_PG_DATABASE ?? 'rumo_bench'}`;
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? '/tmp/rumo-npm-bench-pglite';
const engine = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
const COLD_SEARCHES = Number(process.env.BENCH_COLD_SEARCHES ?? 500);
const CHECKED = Number(process.env.BENCH_POSTINGS_CHECKED ?? 100);

const log = (line: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

type Answered = { ms: number; engineMs: number; rankMs: number; states: string; query: string; total: number; phrases: number; fuzzy: boolean };

/** A state facet's counts as one comparable text ('RJ:12,SP:40'). */
const stateCounts = (index: PostingsIndex, counts: Int32Array) =>
  [...counts]
    .flatMap((n, code) => (n > 0 ? [`${index.dict.state[code]}:${n}`] : []))
    .sort()
    .join(',');

/** One search as the API answers it, with the index doing the counting, the facets and the window. */
async function search(db: Db, index: PostingsIndex, s: ColdSearch): Promise<Answered> {
  const started = performance.now();
  let engineMs = 0;
  const seen = { phrases: 0 };
  const stateCode = s.state === null ? null : index.dict.state.indexOf(s.state);
  const run = (query: string) => {
    const at = performance.now();
    const tree = parseTsquery(query);
    const matches = tree ? evaluate(index, tree, seen) : new Int32Array(0);
    const result = answer(index, matches, stateCode, RANK_WINDOW, Date.now());
    engineMs += performance.now() - at;
    return result;
  };
  const [{ q }] = rowsOf<{ q: string }>(await db.execute(sql`SELECT ${tsQuery(s.text)}::text AS q`)) as [{ q: string }];
  let query = q;
  let result = run(query);
  let fuzzy = false;
  // The typo fallback when the text matches no open job at all (as listJobs).
  if (!result.matchedAny && fuzzyWords(s.text).length > 0) {
    fuzzy = true;
    const m = await fuzzyMatch(db, queryWords(s.text).join(' '));
    if (m.kind === 'fuzzy' && m.query !== null) {
      query = m.query;
      result = run(query);
    }
  }
  const afterIndex = performance.now();
  if (result.newest.length > 0) {
    const ranked = rowsOf<{ id: string }>(
      await db.execute(sql`
        SELECT id::text FROM job_search WHERE id = ANY(${`{${result.newest.map((d) => index.ids[d]).join(',')}}`}::uuid[])
        ORDER BY ts_rank_cd(search_vector, ${query}::tsquery) DESC, published_at DESC, id DESC`),
    ).map((r) => r.id);
    const offset = (s.page - 1) * JOBS_PER_PAGE;
    await rowsByIds(db, ranked.slice(offset, offset + JOBS_PER_PAGE));
  }
  return {
    ms: performance.now() - started,
    engineMs,
    rankMs: performance.now() - afterIndex,
    total: result.total,
    states: stateCounts(index, result.states),
    query,
    phrases: seen.phrases,
    fuzzy,
  };
}

async function measure(db: Db, index: PostingsIndex, searches: ColdSearch[], concurrency: number) {
  const done: Answered[] = [];
  await inTurns(searches, concurrency, async (s) => {
    done.push(await search(db, index, s));
  });
  const ms = done.map((d) => d.ms).sort((a, b) => a - b);
  const engine = done.map((d) => d.engineMs).sort((a, b) => a - b);
  const rank = done.map((d) => d.rankMs).sort((a, b) => a - b);
  return {
    concurrency,
    searches: done.length,
    p50: round(percentile(ms, 50)),
    p99: round(percentile(ms, 99)),
    max: round(ms[ms.length - 1] ?? 0),
    engineP50: round(percentile(engine, 50)),
    engineP99: round(percentile(engine, 99)),
    engineMax: round(engine[engine.length - 1] ?? 0),
    rankP50: round(percentile(rank, 50)),
    rankP99: round(percentile(rank, 99)),
    overCap: done.filter((d) => d.total > SEARCH_COUNT_CAP).length,
    withPhrase: done.filter((d) => d.phrases > 0).length,
    fuzzy: done.filter((d) => d.fuzzy).length,
  };
}

/**
 * The index's total and state facet against the database's exact count (no cap) of the same query —
 * the text's, or the typo fallback's — and state, and its count per state of the query's matches,
 * for the first `n` searches.
 */
async function check(db: Db, index: PostingsIndex, searches: ColdSearch[], n: number) {
  const differences: string[] = [];
  let checked = 0;
  for (const s of searches.slice(0, n)) {
    const { total, states, query } = await search(db, index, s);
    checked++;
    const perState = rowsOf<{ state: string | null; n: number }>(
      await db.execute(sql`
        SELECT state, count(*)::int AS n FROM job_search
        WHERE ${searchVisible} AND search_vector @@ ${query}::tsquery
        GROUP BY state`),
    );
    const exact = perState.reduce((sum, r) => sum + (s.state === null || r.state === s.state ? r.n : 0), 0);
    const exactStates = perState
      .filter((r) => r.state !== null)
      .map((r) => `${r.state}:${r.n}`)
      .sort()
      .join(',');
    if (exact !== total) differences.push(`${s.path}: total ${total} in the index, ${exact} in the database`);
    if (exactStates !== states) differences.push(`${s.path}: state counts differ`);
  }
  return { checked, differences };
}

async function main() {
  // As the API opens them: a pool of 8 for PostgreSQL, PGlite in its worker thread.
  const database = engine === 'pglite' ? openPglite(PGLITE_DIR) : openPostgres(url, 8);
  const source = engine === 'pglite' ? `PGlite ${PGLITE_DIR}` : url.replace(/\/\/[^@]*@/, '//');
  log(`loading job_search from ${source} into memory…`);
  const loadStarted = performance.now();
  const index = await loadPostingsIndex(database.db, (n) => n % 200_000 === 0 && log(`  ${n} jobs`));
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  global.gc?.();
  const memory = process.memoryUsage();
  log(
    `loaded ${index.docs} jobs, ${index.postings.size} lexemes, ${index.postingsCount} postings in ${loadSeconds.toFixed(0)} s; heap ${mib(memory.heapUsed)}, array buffers ${mib(memory.arrayBuffers)}, RSS ${mib(memory.rss)}`,
  );

  try {
    const searches = coldSearches(COLD_SEARCHES * 2);
    const verified = await check(database.db, index, searches, CHECKED);
    log(
      `totals and state counts checked against the database's exact counts: ${verified.checked} searches, ${verified.differences.length} different${verified.differences.length ? `: ${verified.differences.slice(0, 5).join('; ')}` : ''}`,
    );
    const rows = [];
    for (const [concurrency, slice] of [
      [1, searches.slice(0, COLD_SEARCHES)],
      [8, searches.slice(COLD_SEARCHES)],
    ] as const) {
      const r = await measure(database.db, index, slice, concurrency);
      rows.push(r);
      log(
        `${concurrency} at a time: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms (the index's part: p50 ${r.engineP50}, p99 ${r.engineP99}, max ${r.engineMax} ms; ranking and rows: p50 ${r.rankP50}, p99 ${r.rankP99} ms)`,
      );
    }
    const load = (n: number) => `${n.toFixed(2)}`;
    const report = [
      `# search-postings.bench, ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${new Date().toISOString()}`,
      '',
      `- Index: ${index.docs} open jobs of ${source}, ${index.postings.size} lexemes, ${index.postingsCount} postings, built in ${loadSeconds.toFixed(0)} s; heap ${mib(memory.heapUsed)} + array buffers ${mib(memory.arrayBuffers)}, RSS ${mib(memory.rss)}`,
      `- Totals and state counts against the database's exact counts (no cap), first ${CHECKED} searches: ${verified.checked} checked, ${verified.differences.length} different${verified.differences.length ? ` (${verified.differences.join('; ')})` : ''}`,
      '',
      '| Cold searches | p50 ms | p99 ms | max ms | index part p50 / p99 / max ms | ranking and rows (the database) p50 / p99 ms | total > 10,000 (exact) | with a phrase | typo fallback |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.searches}, ${r.concurrency} at a time | ${r.p50} | ${r.p99} | ${r.max} | ${r.engineP50} / ${r.engineP99} / ${r.engineMax} | ${r.rankP50} / ${r.rankP99} | ${r.overCap} | ${r.withPhrase} | ${r.fuzzy} |`,
      ),
      '',
      `Load average when done: ${os.loadavg().map(load).join(' ')}`,
    ].join('\n');
    // Beside npm run bench's reports.
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `search-postings-${engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${report}\n`);
    console.log(`${report}\n\n${path.relative(process.cwd(), file)}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
