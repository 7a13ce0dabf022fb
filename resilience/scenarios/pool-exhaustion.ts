import pg from 'pg';
import { HttpClient, isErrorShape, type Outcome } from '../lib/http.ts';
import { fmtMs, Recorder, type Row } from '../lib/stats.ts';
import { sleep, type SuiteContext } from './context.ts';

const WAITERS = 40;
// The pool waits 800 ms for a connection (apps/api/src/db/database.ts), then the 503 goes out.
const LIMIT_MS = 1000;

/**
 * The server runs with DB_POOL_SIZE=2. A separate connection locks the sessions table, so the
 * first two logged-in requests take both pool connections and block on the lock (slow queries).
 * Every request arriving meanwhile must get a 503 in the error shape within ~1 s instead of
 * queueing; once the lock goes, the two blocked requests finish and the server serves again.
 */
export async function poolExhaustion(ctx: SuiteContext): Promise<Row> {
  const http = new HttpClient(ctx.server.baseUrl, WAITERS + 2);
  const token = ctx.accounts[0]!.token;
  const locker = new pg.Client({ connectionString: ctx.databaseUrl });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');

  const holders = [0, 1].map(() => http.request('/api/v1/users/me', { token, route: 'holder', timeoutMs: 30_000 }));
  await sleep(300);
  const waiterRec = new Recorder();
  const waiters: Outcome[] = await Promise.all(
    Array.from({ length: WAITERS }, (_, i) => http.request(i % 2 ? '/api/v1/users/me' : '/api/v1/jobs?query=dados', { token, route: 'waiter', timeoutMs: 10_000 })),
  );
  waiters.forEach((o) => waiterRec.add(o));
  await sleep(500);
  await locker.query('COMMIT');
  await locker.end();
  const held = await Promise.all(holders);
  const afterwards = await http.request('/api/v1/users/me', { token, timeoutMs: 5000 });
  http.close();

  const failures: string[] = [];
  const bad = waiters.filter((o) => !(o.status === 503 && isErrorShape(o.body)));
  if (bad.length > 0)
    failures.push(
      `${bad.length}/${WAITERS} waiting requests were not a 503 in the error shape: ${bad
        .slice(0, 3)
        .map((o) => `${o.status || o.error} ${JSON.stringify(o.body)}`)
        .join('; ')}`,
    );
  if (waiterRec.max > LIMIT_MS) failures.push(`slowest 503 took ${fmtMs(waiterRec.max)} (limit ${LIMIT_MS} ms)`);
  const heldBad = held.filter((o) => o.status !== 200);
  if (heldBad.length > 0) failures.push(`requests holding the pool did not finish once the lock was released: ${heldBad.map((o) => o.status || o.error).join(', ')}`);
  if (afterwards.status !== 200) failures.push(`the server did not serve again after the exhaustion: ${afterwards.status || afterwards.error}`);
  return {
    scenario: 'pool exhaustion (DB_POOL_SIZE=2)',
    figures: `${WAITERS} waiting req: ${waiterRec.statusSummary()} p50 ${fmtMs(waiterRec.percentile(50))} max ${fmtMs(waiterRec.max)} · 2 pool holders ${held.map((o) => o.status).join('/')} after ${fmtMs(Math.max(...held.map((o) => o.ms)))} · then ${afterwards.status}`,
    verdict: failures.length ? 'FAIL' : 'ok',
    detail: failures.join('\n  '),
  };
}
