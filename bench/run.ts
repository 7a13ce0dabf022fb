// `npm run bench`: prepares the data, measures every scenario and prints ONE table (also written
// to bench/results/bench-<timestamp>.md). The servers run pinned to core 0 (one under load at a
// time); autocannon runs in its own process pinned to core 1. Nothing needs building: the API
// runs from its TypeScript sources (Node strips the types; the same code as the built bundle, 0710).
//
// Environment (all optional):
//   BENCH_SECONDS=10            measured seconds per scenario (after BENCH_WARMUP_SECONDS of warm-up, default 3),
//   BENCH_ROUNDS=3              split into this many rounds, run round-robin across all scenarios (see lib/measure.ts)
//   BENCH_CONNECTIONS=16        autocannon connections
//   BENCH_ENGINES=pglite,postgres
//   BENCH_ONLY=search-mix,detail  only these scenario keys (bare endpoints are always measured; cold-search: the cold searches)
//   BENCH_COLD_SEARCHES=500     distinct cold searches per pass (one at a time, then as many again 8 at a time)
//   BENCH_PGLITE_JOBS=100000, BENCH_PG_JOBS=1000000
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432, BENCH_PG_DATABASE=rumo_bench, BENCH_PGLITE_DIR=/tmp/rumo-npm-bench-pglite
//   BENCH_CPU_PROF=1            servers write V8 CPU profiles to BENCH_PROFILE_DIR (default /tmp/rumo-bench-profiles)
// Then, unless BENCH_ONLY leaves out `lighthouse`, issue 18 item 2: bench/lighthouse.ts (Lighthouse
// mobile on the login and the nine logged-in screens, its LIGHTHOUSE_* settings), whose table and
// targets close the report, so one command prints every target of issue 18 beside its figure.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prime, runRound, toRow, warmUp, type Measured, type Plan } from './lib/measure.ts';
import { allowedCpus, hasTaskset, LOAD_CORE, SERVER_CORE, startServer, type RunningServer } from './lib/processes.ts';
import { coldSearches, measureCold } from './lib/cold-search.ts';
import { measureFloor, type FloorResult } from './lib/cold-floor.ts';
import { checkTargets, formatTables, type ColdRow } from './lib/report.ts';
import { apiScenarios, type ApiInfo } from './lib/scenarios.ts';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP = Number(env.BENCH_WARMUP_SECONDS ?? Math.min(3, SECONDS));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Math.max(1, Math.min(Number(env.BENCH_ROUNDS ?? 3), Math.floor(SECONDS)));
const ENGINES = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim()) as ('pglite' | 'postgres')[];
const ONLY = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const JOBS = { pglite: Number(env.BENCH_PGLITE_JOBS ?? 100_000), postgres: Number(env.BENCH_PG_JOBS ?? 1_000_000) };
const COLD_SEARCHES = Number(env.BENCH_COLD_SEARCHES ?? 500);
const PG_URL = `${(env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')}/${env.BENCH_PG_DATABASE ?? 'rumo_bench'}`;
const PROFILE_DIR = env.BENCH_PROFILE_DIR ?? '/tmp/rumo-bench-profiles';
const nodeFlags = env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];

const log = (line: string) => process.stderr.write(`${line}\n`);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
/** What the API process held once ready, as api-server.ts announces it. */
type ProcessMemory = { rssMiB: number; heapMiB: number };
const describeMemory = (memory: ProcessMemory) => `API process once ready: RSS ${memory.rssMiB} MiB, heap ${memory.heapMiB} MiB`;
const shortNumber = (n: number) => (n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}M` : n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

const running = new Set<RunningServer<{ url: string }>>();
async function stopAll(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
  running.clear();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().finally(() => process.exit(130)));

async function start<I extends { url: string }>(file: string, args: string[]): Promise<RunningServer<I>> {
  const server = await startServer<I>(file, args, nodeFlags);
  running.add(server);
  return server;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  const started = new Date();
  const uptimeBefore = uptime();
  if (!hasTaskset) log('WARNING: taskset not found (apt-get install -y util-linux): server and load generator are NOT pinned to separate cores.');
  log(`npm run bench: ${CONNECTIONS} connections, ${SECONDS} s per scenario in ${ROUNDS} rounds, after ${WARMUP} s of warm-up; ${uptimeBefore}`);

  // Every server is started first and stays up (idle when not measured), so rounds can alternate.
  const plans: Plan[] = [];
  const pinning: string[] = [];
  const engines: string[] = [];
  const coldRows: ColdRow[] = [];
  let floor: FloorResult | null = null;
  for (const [kind, engine, scenario] of [
    ['node', 'node:http', 'bare JSON endpoint (JSON.stringify)'],
    ['fastify', 'Fastify', 'bare JSON endpoint, response schema (fast-json-stringify)'],
  ] as const) {
    const server = await start<{ url: string; path: string }>('bare-server.ts', [kind]);
    pinning.push(`${engine} pid ${server.pid} → cpus ${allowedCpus(server.pid)}`);
    plans.push({
      row: { key: kind === 'node' ? 'bare-node' : 'bare-fastify', scenario, engine, engineKind: kind },
      server,
      kinds: [{ weight: 1, method: 'GET', paths: [server.info.path] }],
    });
  }
  for (const kind of ENGINES) {
    log(`[${kind}] preparing ${JOBS[kind]} jobs…`);
    const server = await start<ApiInfo & { version: string; prepareSeconds: number; generatedSeconds: number; memory: ProcessMemory }>('api-server.ts', [kind, String(JOBS[kind])]);
    const { info } = server;
    const engine = `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${shortNumber(info.jobs)}`;
    engines.push(
      `${engine}: PostgreSQL ${info.version}, ${info.jobs} jobs, ready in ${info.prepareSeconds.toFixed(0)} s${info.generatedSeconds ? ` (${info.generatedSeconds.toFixed(0)} s generating jobs)` : ' (rows reused)'}; ${describeMemory(info.memory)}`,
    );
    pinning.push(`${engine} pid ${server.pid} → cpus ${allowedCpus(server.pid)}`);
    log(`[${kind}] ready: ${engines[engines.length - 1]}`);
    if (!ONLY || ONLY.has('cold-search')) {
      // Before anything primes a cache: every text is new to the server (issue 18).
      const searches = coldSearches(COLD_SEARCHES * 2);
      for (const [concurrency, slice] of [
        [1, searches.slice(0, COLD_SEARCHES)],
        [8, searches.slice(COLD_SEARCHES)],
      ] as const) {
        await server.stats(true);
        const result = await measureCold(info.url, info.token, slice, concurrency);
        // CPU per search (server, PostgreSQL's backends): moves far less with the machine's load than the latencies (decision 1804).
        const cpu = await server.stats(true);
        const perSearch = (ms: number | undefined) => (ms === undefined ? undefined : Math.round((ms / Math.max(1, result.requests)) * 10) / 10);
        const row = { ...result, engine, engineKind: kind, serverCpuMs: perSearch(cpu.cpuMs), dbCpuMs: perSearch(cpu.dbCpuMs) };
        coldRows.push(row);
        log(
          `  ${engine} cold searches ${concurrency} at a time: p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, failed ${JSON.stringify(result.failures)}, CPU per search: server ${row.serverCpuMs ?? '–'} ms, PostgreSQL ${row.dbCpuMs ?? 'in process'} ms`,
        );
      }
      if (kind === 'postgres') {
        // The least PostgreSQL must do for the same texts (docs/decisions/1821): their counts alone.
        floor = await measureFloor(PG_URL, searches.slice(0, COLD_SEARCHES));
        log(
          `  ${engine} floor, the counts alone, one at a time: p50 ${floor.p50} ms, p99 ${floor.p99} ms, max ${floor.max} ms; heap pages p50 ${floor.heapPagesP50}, p99 ${floor.heapPagesP99}`,
        );
      }
    }
    for (const s of apiScenarios(info)) {
      if (ONLY && !ONLY.has(s.key)) continue;
      plans.push({ row: { key: s.key, scenario: s.name, engine, engineKind: kind }, server, kinds: s.kinds, token: s.token });
    }
  }

  const measured: Measured[] = [];
  log(`warm-up: first request of each URL, then ${WARMUP} s of load, per scenario`);
  for (const plan of plans) {
    const coldMs = await prime(plan);
    await warmUp(plan, CONNECTIONS, WARMUP);
    measured.push({ plan, rounds: [], coldMs });
    if (coldMs.length) log(`  ${plan.row.engine.padEnd(14)} ${plan.row.key.padEnd(18)} cold first requests: max ${Math.max(...coldMs)} ms, median ${median(coldMs)} ms`);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    log(`round ${round}/${ROUNDS} (load ${os.loadavg()[0]!.toFixed(1)})`);
    for (const m of measured) {
      const r = await runRound(m.plan, CONNECTIONS, SECONDS / ROUNDS);
      m.rounds.push(r);
      const raw = r.load.raw;
      log(
        `  ${m.plan.row.engine.padEnd(14)} ${m.plan.row.key.padEnd(18)} ${String(Math.round(raw.totalCompletedRequests / raw.duration)).padStart(6)} req/s  non-2xx ${raw.non2xx}  errors ${raw.errors}` +
          `  loop p99 ${r.eldP99} ms  server cpu ${Math.round((r.serverCpuMs / r.serverWallMs) * 100)}%  autocannon cpu ${Math.round(r.load.generatorCpu * 100)}%`,
      );
    }
  }
  await stopAll();

  const rows = measured.map((m) => toRow(m, CONNECTIONS));
  const uptimeAfter = uptime();
  const checks = checkTargets(rows, coldRows);
  const cpu = os.cpus();
  // search-mix reuses URLs already primed by the other search rows: its first requests are not cold.
  const cold = measured.filter((m) => m.coldMs.length && m.plan.row.key.startsWith('search') && m.plan.row.key !== 'search-mix');
  const header = [
    `# npm run bench — ${started.toISOString()}`,
    '',
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; ${os.type()} ${os.release()}`,
    `- Load: ${CONNECTIONS} connections (autocannon), ${SECONDS} s measured per scenario in ${ROUNDS} round-robin rounds, after a warm-up (first request of each URL, then ${WARMUP} s of load)`,
    `- Pinning: ${hasTaskset ? `servers on core ${SERVER_CORE}, load generator on core ${LOAD_CORE} (taskset)` : 'NONE (taskset missing)'}: ${pinning.join('; ')}. PostgreSQL's own backends are not pinned (a shared system service).`,
    ...engines.map((e) => `- ${e}`),
    `- uptime before: \`${uptimeBefore}\``,
    `- uptime after: \`${uptimeAfter}\``,
    '',
  ].join('\n');
  const coldNote = cold.length
    ? `\n\nCold first request per distinct search URL (caches empty, before the warm-up; not in the table): ${cold.map((m) => `${m.plan.row.engine} ${m.plan.row.key} max ${Math.max(...m.coldMs)} ms / median ${median(m.coldMs)} ms`).join('; ')}.`
    : '';
  const lighthouse = !ONLY || ONLY.has('lighthouse') ? `\n## Issue 18 item 2: the first screen on a slow phone (bench/lighthouse.ts)\n${await runLighthouse()}` : '';
  const report = `${header}\n${formatTables(rows, checks, coldRows, floor)}${coldNote}\n${lighthouse}`;
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${started.toISOString().replace(/[:.]/g, '-')}.md`);
  fs.writeFileSync(file, report);
  console.log(`\n${report}\n${path.relative(process.cwd(), file)}`);
}

/**
 * bench/lighthouse.ts in its own process, after every API server has stopped (a quiet machine): its
 * progress goes to stderr as it runs, and its summary (from the table on) is returned for the report.
 */
function runLighthouse(): Promise<string> {
  log(`Lighthouse (issue 18 item 2); ${uptime()}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./lighthouse.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    // It exits 0 whether or not the targets are met (its lines say which); anything else is a failed run.
    child.on('close', (code) => (code === 0 ? resolve(out.slice(Math.max(0, out.indexOf('\nLighthouse ')))) : reject(new Error(`bench/lighthouse.ts exited with ${code}`))));
  });
}

main().catch(async (err: unknown) => {
  console.error(err);
  await stopAll();
  process.exit(1);
});
