import { verifyLedger } from '../lib/fixtures.ts';
import { HttpClient, isErrorShape, type Outcome } from '../lib/http.ts';
import { fmtMs, Recorder, type Row } from '../lib/stats.ts';
import { runLoops, WriteLedger } from '../lib/workload.ts';
import { sleep, virtualUsers, type SuiteContext } from './context.ts';

const CONNECTIONS = 32;
const OUTAGE_MS = 5000;
const RECOVERY_LIMIT_MS = 5000;
const FAIL_FAST_MS = 1000;

/**
 * PostgreSQL stopped (fast shutdown: sessions terminated) and restarted while 32 connections
 * read and write. During the outage every answer must be a 503 in the error shape, within 1 s;
 * after the restart the server must serve again by itself within 5 s, and no acknowledged
 * write may be missing.
 */
export async function databaseOutage(ctx: SuiteContext): Promise<Row> {
  const http = new HttpClient(ctx.server.baseUrl, CONNECTIONS);
  const ledger = new WriteLedger();
  const outcomes: Outcome[] = [];
  let stopAt = 0;
  let downAt = 0;
  let readyAt = 0;
  let running = true;
  const users = virtualUsers(ctx, http, ledger, CONNECTIONS);
  const load = runLoops(
    users,
    () => !running,
    (o) => {
      outcomes.push({ ...o, body: o.status >= 500 || o.status === 0 ? o.body : undefined });
    },
  );

  await sleep(3000);
  stopAt = Date.now();
  await ctx.pg.stop('fast');
  downAt = Date.now();
  await sleep(OUTAGE_MS);
  await ctx.pg.start();
  readyAt = Date.now();
  // Keep the load on long enough to see the recovery and some steady state after it.
  await sleep(RECOVERY_LIMIT_MS + 3000);
  running = false;
  await load;
  http.close();

  const before = new Recorder();
  const outage = new Recorder();
  const after = new Recorder();
  const badOutage: Outcome[] = [];
  for (const o of outcomes) {
    // Requests still in flight when the stop began belong to the outage: a 503 is right for them.
    if (o.startedAt + o.ms < stopAt) before.add(o);
    else if (o.startedAt < readyAt) {
      outage.add(o);
      const ok = (o.status === 503 && isErrorShape(o.body)) || (o.status >= 200 && o.status < 300);
      if (!ok) badOutage.push(o);
    } else after.add(o);
  }
  // Recovery: from PostgreSQL accepting connections to the start of the first request after
  // which the server never failed again. A 4xx is an answer the server computed from the
  // database (for example the CV limit), so only 5xx and lost connections count as failures;
  // they are still listed in the figures.
  const afterReady = outcomes.filter((o) => o.startedAt >= readyAt).sort((a, b) => a.startedAt - b.startedAt);
  let lastFailure = -1;
  afterReady.forEach((o, i) => {
    if (o.status === 0 || o.status >= 500) lastFailure = i;
  });
  const firstGood = afterReady[lastFailure + 1];
  const recoveryMs = firstGood ? Math.max(0, firstGood.startedAt - readyAt) : Number.POSITIVE_INFINITY;
  const check = await verifyLedger(ctx.databaseUrl, ledger);

  const failures: string[] = [];
  if (outage.count((k) => k === '503') === 0) failures.push('no 503 during the outage: the database was not really down?');
  if (badOutage.length > 0) {
    const sample = badOutage.slice(0, 3).map((o) => `${o.route} → ${o.status || o.error} ${JSON.stringify(o.body)}`);
    failures.push(`${badOutage.length} outage answers were neither 2xx nor a 503 in the error shape: ${sample.join('; ')}`);
  }
  if (outage.max > FAIL_FAST_MS) {
    const slow = outcomes
      .filter((o) => o.startedAt + o.ms >= stopAt && o.startedAt < readyAt && o.ms > FAIL_FAST_MS)
      .slice(0, 5)
      .map((o) => `${o.route} started ${o.startedAt - stopAt} ms after the stop: ${o.status || o.error} in ${fmtMs(o.ms)}`);
    failures.push(`slowest outage answer took ${fmtMs(outage.max)} (limit ${FAIL_FAST_MS} ms): ${slow.join('; ')}`);
  }
  if (before.count((k) => !/^2\d\d$/.test(k)) > 0) failures.push(`failures before the outage: ${before.statusSummary()}`);
  if (recoveryMs > RECOVERY_LIMIT_MS) failures.push(`recovered after ${fmtMs(recoveryMs)} (limit ${RECOVERY_LIMIT_MS} ms); after-restart statuses ${after.statusSummary()}`);
  if (check.missing.length > 0) failures.push(`${check.missing.length} acknowledged writes missing: ${check.missing.slice(0, 5).join('; ')}`);
  return {
    scenario: 'PostgreSQL stop/restart under load',
    figures: `stop ${fmtMs(downAt - stopAt)}, down ${fmtMs(readyAt - downAt)} · outage ${outage.total} req ${outage.statusSummary()} max ${fmtMs(outage.max)} · recovery ${fmtMs(recoveryMs)} · after ${after.statusSummary()} · writes acked ${ledger.acknowledged}, lost ${check.missing.length}`,
    verdict: failures.length ? 'FAIL' : 'ok',
    detail: failures.join('\n  '),
  };
}
