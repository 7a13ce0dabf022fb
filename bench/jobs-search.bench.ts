// Job search and job detail under load (NOT a test). Run from the repository root:
//   node bench/jobs-search.bench.ts                  both targets (PGlite 100k, PostgreSQL 1M)
//   node bench/jobs-search.bench.ts --target postgres --duration 10
// PostgreSQL: database rumo_bench (or BENCH_PG_DB) on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432),
// created and filled on the first run, reused afterwards. The bench user has a CV, so the list answers
// its compatibility scores and `sort=compatibility` is measured beside the plain search (decision 1704). PGlite: BENCH_PGLITE_DIR (/tmp/rumo-bench-pglite).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serve, type ServerInfo } from './lib/bench-server.ts';

const { values: opts } = parseArgs({
  options: {
    target: { type: 'string', default: 'all' },
    'pglite-jobs': { type: 'string', default: '100000' },
    'pg-jobs': { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    serve: { type: 'string' },
    jobs: { type: 'string' },
  },
});
const pgBaseUrl = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');

type Kind = 'pglite' | 'postgres';
type Row = {
  target: string;
  cache: string;
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses?: Record<string, number>;
  load?: number;
};

const SKILLS = ['react', 'python', 'java', 'flutter', 'kubernetes', 'figma', 'sql', 'golang', 'laravel', 'spark', 'terraform', 'cypress', 'django', 'node', 'azure', 'redes'];
const UFS = ['SP', 'RJ', 'MG', 'PR', 'SC', 'RS', 'PE', 'BA', 'CE', 'DF', 'GO', 'AM', 'PA', 'ES'];
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** Scenarios: a fixed path, or a function giving each request its own path. */
function scenarios(info: ServerInfo): [string, string | (() => string), 'selective' | 'broad' | 'detail' | 'compatibility'][] {
  return [
    ['selective: query=flutter&state=PE&seniority=Sênior', '/api/v1/jobs?query=flutter&state=PE&seniority=S%C3%AAnior', 'selective'],
    ['selective: query=react&state=SP', '/api/v1/jobs?query=react&state=SP', 'selective'],
    [
      'selective, rotating: query=<16 skills>&state=<14 UFs>&page=1..3',
      () => `/api/v1/jobs?query=${pick(SKILLS)}&state=${pick(UFS)}&page=${1 + Math.floor(Math.random() * 3)}`,
      'selective',
    ],
    ['broad: no query (page 1)', '/api/v1/jobs', 'broad'],
    ['broad: no query, page 1..50', () => `/api/v1/jobs?page=${1 + Math.floor(Math.random() * 50)}`, 'broad'],
    ['broad: query=desenvolvedor', '/api/v1/jobs?query=desenvolvedor', 'broad'],
    ['detail: /jobs/{uuid} (500 ids)', () => `/api/v1/jobs/${pick(info.jobIds)}`, 'detail'],
    // Compatibility (decision 1704): per user, never cached; the window is the text ranking's.
    ['compatibility: query=react&state=SP&sort=compatibility', '/api/v1/jobs?query=react&state=SP&sort=compatibility', 'compatibility'],
    ['compatibility: no query, sort=compatibility', '/api/v1/jobs?sort=compatibility', 'compatibility'],
    ['compatibility: query=desenvolvedor&sort=compatibility', '/api/v1/jobs?query=desenvolvedor&sort=compatibility', 'compatibility'],
    ['compatibility: /jobs/{uuid}/match (500 ids)', () => `/api/v1/jobs/${pick(info.jobIds)}/match`, 'compatibility'],
    ['compatibility: /jobs/for-you', '/api/v1/jobs/for-you', 'compatibility'],
  ];
}

async function load(url: string, pathOf: string | (() => string), token: string | null): Promise<Omit<Row, 'target' | 'cache' | 'scenario'>> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const result = await autocannon({
    url,
    connections: Number(opts.connections),
    duration: Number(opts.duration),
    headers,
    requests: [typeof pathOf === 'string' ? { path: pathOf } : { setupRequest: (req) => ({ ...req, path: pathOf() }) }],
  });
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function startServer(kind: Kind, jobs: number) {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [...process.execArgv, self, '--serve', kind, '--jobs', String(jobs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as ServerInfo));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { info, stop: () => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGTERM'))) };
}

async function runTarget(kind: Kind, jobs: number): Promise<Row[]> {
  const { info, stop } = await startServer(kind, jobs);
  const target = `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${info.jobs.toLocaleString('en')} jobs`;
  console.error(`[${kind}] ready: ${info.jobs} jobs (prepared in ${info.seedSeconds.toFixed(0)} s)`);
  const rows: Row[] = [];
  /** Waits until the API has finished every request, then returns the status codes it answered. */
  const settle = async () => {
    for (;;) {
      const state = (await (await fetch(`${info.bareUrl}/state`)).json()) as { inFlight: number; statuses: Record<string, number> };
      if (state.inFlight === 0) return state.statuses;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const record = (cache: string, scenario: string, r: Omit<Row, 'target' | 'cache' | 'scenario'>) => {
    rows.push({ target, cache, scenario, ...r, load: os.loadavg()[0] });
    console.error(
      `[${kind}] ${cache.padEnd(9)} ${scenario.padEnd(62)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.non2xx + r.errors ? `  non-2xx ${r.non2xx} errors ${r.errors} ${JSON.stringify(r.statuses)}` : ''}  (load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  };
  try {
    record('-', 'bare Fastify GET /bare', await load(info.bareUrl, '/bare', null));
    for (const cache of ['cache on', 'cache off']) {
      await fetch(`${info.bareUrl}/cache?on=${cache === 'cache on' ? 1 : 0}`, { method: 'POST' });
      for (const [name, pathOf] of scenarios(info)) {
        // One request first, outside the measurement: with the cache on this is the cold miss.
        await fetch(`${info.apiUrl}${typeof pathOf === 'string' ? pathOf : pathOf()}`, { headers: { authorization: `Bearer ${info.token}` } });
        await settle();
        const result = await load(info.apiUrl, pathOf, info.token);
        record(cache, name, { ...result, statuses: await settle() });
      }
    }
  } finally {
    await stop();
  }
  return rows;
}

async function main() {
  if (opts.serve) return serve(opts.serve as Kind, Number(opts.jobs), pgBaseUrl);
  const targets: [Kind, number][] = [];
  if (opts.target !== 'postgres') targets.push(['pglite', Number(opts['pglite-jobs'])]);
  if (opts.target !== 'pglite') targets.push(['postgres', Number(opts['pg-jobs'])]);
  const rows: Row[] = [];
  for (const [kind, jobs] of targets) rows.push(...(await runTarget(kind, jobs)));

  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}; ${opts.connections} connections, ${opts.duration} s each\n`,
  );
  console.log('| Target | Cache | Scenario | req/s | p50 ms | p99 ms | non-2xx | load avg |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const bad = r.non2xx + r.errors ? `${r.non2xx + r.errors} ${JSON.stringify(r.statuses ?? {})}` : '0';
    console.log(`| ${r.target} | ${r.cache} | ${r.scenario} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${bad} | ${r.load?.toFixed(1) ?? ''} |`);
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `jobs-search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memGb: Math.round(os.totalmem() / 2 ** 30) }, options: opts, rows }, null, 2),
  );
  console.log(`\n${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
