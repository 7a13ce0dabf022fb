import { verifyLedger } from '../lib/fixtures.ts';
import { HttpClient } from '../lib/http.ts';
import { fmtMs, Recorder, type Row } from '../lib/stats.ts';
import { runLoops, WriteLedger } from '../lib/workload.ts';
import { virtualUsers, type SuiteContext } from './context.ts';

const CONNECTIONS = 64;

/** 64 connections of logged-in reads and writes for RESILIENCE_LOAD_SECONDS (default 60): no 5xx, no acknowledged write lost. */
export async function mixedLoad(ctx: SuiteContext): Promise<Row> {
  const seconds = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
  const http = new HttpClient(ctx.server.baseUrl, CONNECTIONS);
  const ledger = new WriteLedger();
  const rec = new Recorder(2000);
  const byRoute = new Map<string, Recorder>();
  const users = virtualUsers(ctx, http, ledger, CONNECTIONS);
  const end = Date.now() + seconds * 1000;
  await runLoops(
    users,
    () => Date.now() >= end,
    (o) => {
      rec.add(o);
      const r = byRoute.get(o.route) ?? new Recorder();
      r.add(o);
      byRoute.set(o.route, r);
    },
  );
  http.close();
  for (const [route, r] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `    ${route.padEnd(30)} ${String(r.total).padStart(6)} req  p50 ${fmtMs(r.percentile(50)).padStart(9)}  p99 ${fmtMs(r.percentile(99)).padStart(9)}  ${r.statusSummary()}`,
    );
  }
  const check = await verifyLedger(ctx.databaseUrl, ledger);
  const failures: string[] = [];
  const unexpected = rec.count((k) => !/^2\d\d$/.test(k));
  if (rec.serverErrors > 0) failures.push(`${rec.serverErrors} responses ≥ 500`);
  if (unexpected > 0) failures.push(`${unexpected} responses that were not 2xx (${rec.statusSummary()})`);
  if (check.missing.length > 0) failures.push(`${check.missing.length} acknowledged writes missing: ${check.missing.slice(0, 5).join('; ')}`);
  if (ledger.acknowledged === 0) failures.push('no write was acknowledged: the workload did not run');
  return {
    scenario: `mixed load ${CONNECTIONS} conn ${seconds}s`,
    figures: `${rec.total} req (${Math.round(rec.total / seconds)}/s) · ${rec.statusSummary()} · p50 ${fmtMs(rec.percentile(50))} p99 ${fmtMs(rec.percentile(99))} max ${fmtMs(rec.max)} · writes acked ${ledger.acknowledged}, checked ${check.checked}, lost ${check.missing.length}`,
    verdict: failures.length ? 'FAIL' : 'ok',
    detail: failures.join('\n  '),
  };
}
