// CPU per request, one request at a time (no queue, no load generator): starts the bench API
// server (lib/api-server.ts, pinned like `npm run bench`), then sends the detail and search-mix
// requests of `npm run bench` one after the other and reads the server's CPU (all its threads, the
// PGlite worker included) and its PostgreSQL backends' CPU per request. On a shared machine this
// moves far less than throughput does, so it is how code versions are compared (docs/decisions/1804).
//
//   node bench/request-cost.ts pglite|postgres [REQUESTS=1500]
// Environment: as `npm run bench` (BENCH_PG_DATABASE, BENCH_PGLITE_DIR, BENCH_PG_JOBS, BENCH_PGLITE_JOBS).
import { startServer } from './lib/processes.ts';
import { apiScenarios, type ApiInfo } from './lib/scenarios.ts';

const kind = process.argv[2];
const requests = Number(process.argv[3] ?? 1500);
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('usage: request-cost.ts pglite|postgres [REQUESTS]');
const jobs = kind === 'pglite' ? Number(process.env.BENCH_PGLITE_JOBS ?? 100_000) : Number(process.env.BENCH_PG_JOBS ?? 1_000_000);

const server = await startServer<ApiInfo>('api-server.ts', [kind, String(jobs)]);
try {
  for (const scenario of apiScenarios(server.info).filter((s) => s.key === 'detail' || s.key === 'search-mix')) {
    const paths = scenario.kinds.flatMap((k) => Array.from({ length: k.weight }, () => k.paths).flat());
    const headers = { authorization: `Bearer ${scenario.token}` };
    const send = async (i: number) => {
      const res = await fetch(`${server.info.url}${paths[i % paths.length]}`, { headers });
      if (res.status !== 200) throw new Error(`${scenario.key}: ${res.status}`);
      await res.arrayBuffer();
    };
    // Every URL once (cold caches), then a warm-up round, then the measured requests.
    for (let i = 0; i < paths.length + 300; i++) await send(i);
    await server.stats(true);
    const started = performance.now();
    for (let i = 0; i < requests; i++) await send(i * 7);
    const wallMs = performance.now() - started;
    const stats = await server.stats(true);
    const per = (ms: number | undefined) => (ms === undefined ? '–' : (ms / requests).toFixed(3));
    console.log(
      `${kind} ${scenario.key}: ${requests} requests one at a time, server CPU ${per(stats.cpuMs)} ms/req, PostgreSQL CPU ${per(stats.dbCpuMs)} ms/req, wall ${(wallMs / requests).toFixed(2)} ms/req`,
    );
  }
} finally {
  await server.stop();
}
