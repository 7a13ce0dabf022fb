import { verifyLedger } from '../lib/fixtures.ts';
import { HttpClient, type Outcome } from '../lib/http.ts';
import { fmtMs, Recorder, type Row } from '../lib/stats.ts';
import { WriteLedger } from '../lib/workload.ts';
import { sleep, virtualUsers, type SuiteContext } from './context.ts';

const CONNECTIONS = 32;
const EXIT_LIMIT_MS = 10_000;

/**
 * SIGTERM while 32 keep-alive connections read and write. The server drains: for 750 ms it
 * keeps serving and answers with `Connection: close`, then stops listening and exits. Each
 * client behaves like a load balancer: once told `Connection: close`, it sends nothing more to
 * this instance. Every request sent until then (including those in flight at the signal) must
 * get its full, successful answer: no reset, no 5xx. Exit code 0 within 10 s.
 */
export async function sigtermUnderLoad(ctx: SuiteContext): Promise<Row> {
  const http = new HttpClient(ctx.server.baseUrl, CONNECTIONS);
  const ledger = new WriteLedger();
  const rec = new Recorder();
  const failed: Outcome[] = [];
  let signalledAt = 0;
  let exitedAt = 0;
  let refused = 0;
  let closeHeaders = 0;
  const users = virtualUsers(ctx, http, ledger, CONNECTIONS);
  const load = Promise.all(
    users.map(async (u) => {
      for (;;) {
        const o = await u.step();
        record(o);
        if (o.headers.connection === 'close' || o.status === 0 || exitedAt > 0) return;
      }
    }),
  );
  function record(o: Outcome): void {
    if (o.error === 'ECONNREFUSED') {
      refused++;
      return;
    }
    rec.add(o);
    if (o.headers.connection === 'close') closeHeaders++;
    if (o.status === 0 || o.status >= 500) failed.push(o);
  }
  await sleep(3000);
  signalledAt = Date.now();
  ctx.server.signal('SIGTERM');
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  let exitError = '';
  try {
    exit = await ctx.server.waitForExit(EXIT_LIMIT_MS + 5000);
  } catch (err) {
    exitError = (err as Error).message;
  }
  exitedAt = Date.now();
  await load;
  http.close();
  const exitMs = exitedAt - signalledAt;
  const check = await verifyLedger(ctx.databaseUrl, ledger);

  const failures: string[] = [];
  if (refused > 0) failures.push(`${refused} requests refused: sent before the client was told to close, yet the server had stopped listening`);
  if (failed.length > 0)
    failures.push(
      `${failed.length} accepted requests failed: ${failed
        .slice(0, 5)
        .map((o) => `${o.route} → ${o.status || o.error}`)
        .join('; ')}`,
    );
  if (exitError || !exit) failures.push(exitError || 'no exit');
  else if (exit.code !== 0) failures.push(`exit code ${exit.code} (signal ${exit.signal})`);
  if (exitMs > EXIT_LIMIT_MS) failures.push(`exited after ${fmtMs(exitMs)} (limit ${EXIT_LIMIT_MS} ms)`);
  if (check.missing.length > 0) failures.push(`${check.missing.length} acknowledged writes missing`);
  return {
    scenario: `SIGTERM under load (${CONNECTIONS} conn)`,
    figures: `${rec.total} answered ${rec.statusSummary()} (${closeHeaders} with Connection: close) · failed in flight ${failed.length} · refused ${refused} · p99 ${fmtMs(rec.percentile(99))} · exit ${exit?.code ?? '?'} after ${fmtMs(exitMs)}`,
    verdict: failures.length ? 'FAIL' : 'ok',
    detail: failures.join('\n  '),
  };
}
