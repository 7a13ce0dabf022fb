// The table and the target checks of `npm run bench`.
import type { ColdResult } from './cold-search.ts';
import type { FloorResult } from './cold-floor.ts';
import type { ScenarioKey } from './scenarios.ts';

export type Row = {
  key: ScenarioKey | 'bare-node' | 'bare-fastify';
  scenario: string;
  engine: string;
  engineKind: 'node' | 'fastify' | 'pglite' | 'postgres';
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  eldP99: number;
  rssPeakMiB: number;
  generatorCpu: number;
  /** Server process CPU time over wall time (share of its one core) and per completed request. */
  serverCpu: number;
  serverCpuMsPerRequest: number;
  /** PostgreSQL engine: CPU of its backends per request (PGlite runs inside the server process). */
  dbCpuMsPerRequest: number | undefined;
};

/** Distinct searches no cache had seen, on one engine (lib/cold-search.ts). */
/** `serverCpuMs`, `dbCpuMs`: CPU per search of the server process (all its threads) and of its PostgreSQL backends (none for PGlite). */
export type ColdRow = ColdResult & { engine: string; engineKind: 'pglite' | 'postgres'; serverCpuMs?: number | undefined; dbCpuMs?: number | undefined };

export type TargetCheck = { target: string; figure: string; ok: boolean | null };

const find = (rows: Row[], key: Row['key'], kind?: Row['engineKind']) => rows.find((r) => r.key === key && (!kind || r.engineKind === kind));
const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;

export function checkTargets(rows: Row[], cold: ColdRow[] = []): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const node = find(rows, 'bare-node');
  const fastify = find(rows, 'bare-fastify');
  const ratio = (target: string, a: Row | undefined, b: Row | undefined, min: number) => {
    if (!a || !b) return checks.push({ target, figure: 'not measured', ok: null });
    checks.push({ target, figure: `${pct(a.reqPerSec, b.reqPerSec)} (${a.reqPerSec} / ${b.reqPerSec} req/s)`, ok: a.reqPerSec >= b.reqPerSec * min });
  };
  const p99Below = (target: string, subjects: (Row | undefined)[], limit: number) => {
    const present = subjects.filter((r): r is Row => r !== undefined);
    if (present.length === 0) return checks.push({ target, figure: 'not measured', ok: null });
    const worst = present.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    checks.push({ target, figure: present.map((r) => `${r.p99} ms`).join(', '), ok: worst.p99 < limit });
  };

  ratio('Fastify schema endpoint ≥ 85% of bare node:http', fastify, node, 0.85);
  // Issue 18's targets: server cost per request against a bare node:http endpoint of the same run.
  ratio('job detail on PostgreSQL ≥ 20% of bare node:http', find(rows, 'detail', 'postgres'), node, 0.2);
  ratio('search mix on PostgreSQL ≥ 8% of bare node:http', find(rows, 'search-mix', 'postgres'), node, 0.08);
  p99Below('search on PostgreSQL, selective: p99 < 50 ms', [find(rows, 'search-selective', 'postgres')], 50);
  p99Below('search on PostgreSQL, broad (no query; desenvolvedor): p99 < 150 ms', [find(rows, 'search-broad-all', 'postgres'), find(rows, 'search-broad-text', 'postgres')], 150);
  ratio('PGlite ≥ 40% of PostgreSQL on the search mix', find(rows, 'search-mix', 'pglite'), find(rows, 'search-mix', 'postgres'), 0.4);
  const coldBelow = (target: string, kind: ColdRow['engineKind'], concurrency: number, limit: number) => {
    const c = cold.find((r) => r.engineKind === kind && r.concurrency === concurrency);
    if (!c) return checks.push({ target, figure: 'not measured', ok: null });
    const failed = Object.values(c.failures).reduce((a, b) => a + b, 0);
    checks.push({ target, figure: `p99 ${c.p99} ms (p50 ${c.p50}, max ${c.max}; ${c.requests} searches${failed ? `, ${failed} failed` : ''})`, ok: c.p99 < limit && failed === 0 });
  };
  coldBelow('cold search on PostgreSQL, one at a time: p99 < 100 ms', 'postgres', 1, 100);
  coldBelow('cold search on PostgreSQL, 8 at a time: p99 < 250 ms', 'postgres', 8, 250);
  coldBelow('cold search on PGlite, one at a time: p99 < 150 ms', 'pglite', 1, 150);
  if (rows.length) {
    const worst = rows.reduce((a, b) => (b.eldP99 > a.eldP99 ? b : a));
    checks.push({ target: 'event-loop delay p99 < 50 ms (every row)', figure: `worst ${worst.eldP99} ms (${worst.engine}, ${worst.key})`, ok: worst.eldP99 < 50 });
    const failed = rows.filter((r) => r.errors > 0);
    checks.push({
      target: 'no errors (non-2xx or socket) in any row',
      figure: failed.length ? failed.map((r) => `${r.engine} ${r.key}: ${r.errors} ${JSON.stringify(r.statuses)}`).join('; ') : '0',
      ok: failed.length === 0,
    });
  }
  return checks;
}

const mark = (ok: boolean | null) => (ok === null ? '–' : ok ? '✓' : '✗');

export function formatTables(rows: Row[], checks: TargetCheck[], cold: ColdRow[] = [], floor: FloorResult | null = null): string {
  const lines = [
    ...(cold.length
      ? [
          'Cold searches: distinct texts no cache had seen (lib/cold-search.ts), right after the server started.',
          '',
          '| Engine | At a time | Searches | p50 ms | p95 ms | p99 ms | max ms | failed | totals exact / capped | server CPU ms/search | PostgreSQL CPU ms/search |',
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...cold.map(
            (c) =>
              `| ${c.engine} | ${c.concurrency} | ${c.requests} | ${c.p50} | ${c.p95} | ${c.p99} | ${c.max} | ${Object.values(c.failures).reduce((a, b) => a + b, 0)} | ${c.exactTotals} / ${c.cappedTotals} | ${c.serverCpuMs ?? '–'} | ${c.dbCpuMs ?? (c.engineKind === 'pglite' ? 'in process' : '–')} |`,
          ),
          '',
          'Slowest cold searches:',
          '',
          ...cold.flatMap((c) => c.slowest.slice(0, 4).map((s) => `- ${c.engine}, ${c.concurrency} at a time: ${s.ms} ms, ${s.total} matches — \`${decodeURIComponent(s.path)}\``)),
          '',
          ...(floor
            ? [
                `PostgreSQL's floor for the same ${floor.searches} texts, one at a time, straight on the database right after the API's searches (lib/cold-floor.ts, docs/decisions/1821): the text's matches counted up to the cap, and the state's on their own past it — no facets, window, ranking, rows or HTTP. p50 ${floor.p50} ms, p99 ${floor.p99} ms, max ${floor.max} ms; heap pages visited p50 ${floor.heapPagesP50}, p99 ${floor.heapPagesP99}.`,
                '',
              ]
            : []),
        ]
      : []),
    '| Scenario | Engine | req/s | p50 ms | p99 ms | errors | event-loop p99 ms | RSS peak MiB |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.scenario} | ${r.engine} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.eldP99} | ${r.rssPeakMiB} |`),
    '',
    '| Target | Measured | |',
    '|---|---|:-:|',
    ...checks.map((c) => `| ${c.target} | ${c.figure} | ${mark(c.ok)} |`),
  ];
  lines.push(
    '',
    'Where the time went: CPU of the server process (share of its core while measured, and per request), of the PostgreSQL backends serving it (per request; PGlite runs inside the server process) and of autocannon (share of its core, worst round). A server well below 100% of its core was waiting: on the database, or for a CPU that other processes of the machine held.',
    '',
    '| Scenario | Engine | server CPU | server CPU ms/req | PostgreSQL CPU ms/req | autocannon CPU |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.key} | ${r.engine} | ${Math.round(r.serverCpu * 100)}% | ${r.serverCpuMsPerRequest.toFixed(2)} | ${r.dbCpuMsPerRequest === undefined ? (r.engineKind === 'pglite' ? 'in process' : '–') : r.dbCpuMsPerRequest.toFixed(2)} | ${Math.round(r.generatorCpu * 100)}% |`,
    ),
  );
  return lines.join('\n');
}
