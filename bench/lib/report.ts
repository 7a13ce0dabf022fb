// The table and the target checks of `npm run bench`.
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

export type TargetCheck = { target: string; figure: string; ok: boolean | null };

const find = (rows: Row[], key: Row['key'], kind?: Row['engineKind']) => rows.find((r) => r.key === key && (!kind || r.engineKind === kind));
const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;

export function checkTargets(rows: Row[]): TargetCheck[] {
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
  ratio('job detail on PostgreSQL ≥ 15% of bare node:http', find(rows, 'detail', 'postgres'), node, 0.15);
  p99Below('search on PostgreSQL, selective: p99 < 50 ms', [find(rows, 'search-selective', 'postgres')], 50);
  p99Below('search on PostgreSQL, broad (no query; desenvolvedor): p99 < 150 ms', [find(rows, 'search-broad-all', 'postgres'), find(rows, 'search-broad-text', 'postgres')], 150);
  ratio('PGlite ≥ 35% of PostgreSQL on the search mix', find(rows, 'search-mix', 'pglite'), find(rows, 'search-mix', 'postgres'), 0.35);
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

export function formatTables(rows: Row[], checks: TargetCheck[]): string {
  const lines = [
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
