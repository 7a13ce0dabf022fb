// Bench-only instrumentation that runs INSIDE a measured server process: event-loop delay (the
// histogram of perf_hooks) and resident memory. Never imported by production code; the bench
// launchers expose it on STATS_PATH.
import type { Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const STATS_PATH = '/__bench/stats';

export type ServerStats = {
  /** Event-loop delay percentiles since the last reset, in milliseconds. */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** Highest resident set size sampled since the last reset, and the current one, in MiB. */
  rssPeakMiB: number;
  rssMiB: number;
  heapUsedMiB: number;
  /** CPU time this process used since the last reset, and the wall time that covers, in ms. */
  cpuMs: number;
  wallMs: number;
  /** PostgreSQL engine only: CPU ms of the API's database backends over the same window. */
  dbCpuMs?: number;
  /** Requests the server is still working on (the load generator stopped, the server did not yet). */
  inFlight: number;
};

const MIB = 1024 * 1024;

export function createStatsRecorder() {
  // 10 ms sampling (the default): a blocked loop shows up as a delay of the blocking time.
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let rssPeak = process.memoryUsage.rss();
  // Sampling RSS reads /proc (not free under load): every 500 ms is enough for the peak of a scenario.
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 500);
  sampler.unref();
  let inFlight = 0;
  let cpuSince = process.cpuUsage();
  let wallSince = performance.now();

  /** Figures since the last read (a read resets them, so each scenario sees only its own window). */
  const read = (reset: boolean): ServerStats => {
    const rss = process.memoryUsage.rss();
    const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
    const stats: ServerStats = {
      eventLoopDelayMs: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
      rssPeakMiB: Math.round(Math.max(rssPeak, rss) / MIB),
      rssMiB: Math.round(rss / MIB),
      heapUsedMiB: Math.round(process.memoryUsage().heapUsed / MIB),
      cpuMs: Math.round(((cpu) => (cpu.user + cpu.system) / 1000)(process.cpuUsage(cpuSince))),
      wallMs: Math.round(performance.now() - wallSince),
      // Minus one: the stats request itself.
      inFlight: Math.max(0, inFlight - 1),
    };
    if (reset) {
      histogram.reset();
      rssPeak = rss;
      cpuSince = process.cpuUsage();
      wallSince = performance.now();
    }
    return stats;
  };
  /** Counts requests in flight on `server`, so the bench can wait for one scenario's backlog to drain. */
  const attach = (server: Server) => {
    server.on('request', (_req, res) => {
      inFlight++;
      res.once('close', () => inFlight--);
    });
  };
  return { read, attach };
}

/** Tells the parent (bench/run.ts) where the server listens, as one JSON line on stdout. */
export function announce(info: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(info)}\n`);
}
