// How one table row is measured. On a shared machine the load changes from minute to minute, so
// the rows are not measured one after the other: every row's measured time is split into rounds
// and the rounds of all rows run round-robin (row 1 round 1, row 2 round 1, …, row 1 round 2, …).
// Every row then sees the same mix of quiet and busy moments, which keeps the ratios between
// rows (the targets) meaningful. autocannon's latency histograms of a row's rounds are merged
// exactly; the server-side event-loop p99 of a row is the worst of its rounds.
import autocannon from 'autocannon';
import type { LoadJob, LoadResult, RawResult, RequestKind } from './load-generator.ts';
import { drain, runLoad, type RunningServer } from './processes.ts';
import type { Row } from './report.ts';

export type Plan = {
  row: Pick<Row, 'key' | 'scenario' | 'engine' | 'engineKind'>;
  server: RunningServer<{ url: string }>;
  kinds: RequestKind[];
  token?: string;
};
type Round = { load: LoadResult; eldP99: number; rssPeakMiB: number; serverCpuMs: number; serverWallMs: number; dbCpuMs?: number };
export type Measured = { plan: Plan; rounds: Round[]; coldMs: number[] };

const aggregate = (autocannon as unknown as { aggregateResult: (results: RawResult[], opts: { url: string; connections: number }) => autocannon.Result }).aggregateResult;

const job = (plan: Plan, connections: number, seconds: number): LoadJob => ({ url: plan.server.info.url, connections, seconds, token: plan.token, kinds: plan.kinds });

/**
 * The first request to each distinct URL of a scenario, four at a time, before any timed load:
 * it fills the search caches (a cold count over 1M jobs takes seconds) the way real traffic
 * would, and its latencies are reported apart. Kinds with many URLs (1,000 job ids) are skipped.
 */
export async function prime(plan: Plan): Promise<number[]> {
  const paths = [...new Set(plan.kinds.filter((k) => k.method === 'GET' && k.paths.length <= 32).flatMap((k) => k.paths))];
  const headers = plan.token ? { authorization: `Bearer ${plan.token}` } : undefined;
  const times: number[] = [];
  const worker = async () => {
    for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
      const started = performance.now();
      const res = await fetch(`${plan.server.info.url}${path}`, { headers });
      await res.arrayBuffer();
      times.push(Math.round(performance.now() - started));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return times;
}

export async function warmUp(plan: Plan, connections: number, seconds: number): Promise<void> {
  if (seconds > 0) await runLoad(job(plan, connections, seconds));
  await drain(plan.server);
}

/** One measured round; the server's event-loop histogram and RSS peak are reset just before it. */
export async function runRound(plan: Plan, connections: number, seconds: number): Promise<Round> {
  await drain(plan.server);
  await plan.server.stats(true);
  const load = await runLoad(job(plan, connections, seconds));
  await drain(plan.server);
  const stats = await plan.server.stats(true);
  return { load, eldP99: stats.eventLoopDelayMs.p99, rssPeakMiB: stats.rssPeakMiB, serverCpuMs: stats.cpuMs, serverWallMs: stats.wallMs, dbCpuMs: stats.dbCpuMs };
}

export function toRow({ plan, rounds }: Measured, connections: number): Row {
  const merged = aggregate(
    rounds.map((r) => r.load.raw),
    { url: plan.server.info.url, connections },
  );
  const seconds = rounds.reduce((s, r) => s + r.load.raw.duration, 0);
  const completed = rounds.reduce((s, r) => s + r.load.raw.totalCompletedRequests, 0);
  const statuses = Object.fromEntries(Object.entries(merged.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
  return {
    ...plan.row,
    reqPerSec: Math.round(completed / seconds),
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    errors: merged.non2xx + merged.errors,
    statuses,
    eldP99: Math.max(...rounds.map((r) => r.eldP99)),
    rssPeakMiB: Math.max(...rounds.map((r) => r.rssPeakMiB)),
    generatorCpu: Math.max(...rounds.map((r) => r.load.generatorCpu)),
    serverCpu: rounds.reduce((s, r) => s + r.serverCpuMs, 0) / rounds.reduce((s, r) => s + r.serverWallMs, 0),
    serverCpuMsPerRequest: rounds.reduce((s, r) => s + r.serverCpuMs, 0) / Math.max(1, completed),
    dbCpuMsPerRequest: rounds.every((r) => r.dbCpuMs !== undefined) ? rounds.reduce((s, r) => s + r.dbCpuMs!, 0) / Math.max(1, completed) : undefined,
  };
}
