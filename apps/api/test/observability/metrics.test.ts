// @long-running (waits for event-loop and pool samples): started first by scripts/long-files-first.ts (decision 0711).
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createJobRunner } from '../../src/background-jobs.ts';
import { wrapPglite, type Database } from '../../src/db/database.ts';
import { outboxEmails } from '../../src/db/schema/index.ts';
import { PgliteWorkerClient } from '../../src/db/pglite-worker/client.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { createAppMetrics } from '../../src/lib/metrics/app-metrics.ts';
import { buildUser } from '../factories.ts';
import { silentLog, testConfig, useTestApp } from '../test-app.ts';
import { createTestDatabase } from '../test-database.ts';
import { until } from '../wait-until.ts';

// GET /api/metrics (docs/decisions/0707) on the real app and database: who may read it, and what it says.
const TOKEN = 'token-de-metricas-0123456789abcdef';
const NOT_FOUND = { message: 'Recurso não encontrado.' };
const off = useTestApp();

describe('without METRICS_TOKEN', () => {
  it('answers 404 exactly as an unknown path does, whatever the request carries', async () => {
    const unknown = await off.app.inject({ method: 'GET', url: '/api/nada-aqui' });
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const res = await off.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.body).toBe(unknown.body);
    }
  });
});

/** The value of one sample line, e.g. `rumo_emails_sent_total{transport="smtp"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('with METRICS_TOKEN', () => {
  let database: Database;
  let app: FastifyInstance;
  let failing = true;
  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // A real nodemailer transport that fails while `failing`: the mailer shares the app's metrics.
    const transport = nodemailer.createTransport({
      name: 'teste',
      version: '1',
      send: (_mail: unknown, callback: (err: Error | null, info?: unknown) => void) =>
        failing ? callback(new Error('SMTP fora do ar')) : callback(null, { envelope: {}, messageId: 'x' }),
    } as never);
    const metrics = createAppMetrics(database);
    const mailer = createMailer(database.db, { transport, from: 'Rumo <nao-responda@rumo.app>', log: silentLog, metrics });
    app = await buildApp({ database, config: testConfig({ metricsToken: TOKEN }), mailer, metrics, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers only the right bearer token; a missing or wrong one, or a user session, gets the 404', async () => {
    const user = await buildUser(database.db);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, user.headers.authorization]) {
      const res = await app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const res = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP /m);
  });

  it('times requests by route pattern and status, with every unknown path under one label', async () => {
    const user = await buildUser(database.db);
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
      await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: user.headers });
    }
    for (const path of ['/api/a1', '/api/b2?x=1', '/qualquer/coisa.js']) await app.inject({ method: 'GET', url: path });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/jobs/:uuid",status_code="404"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(3);
    expect(text).not.toMatch(/route="\/api\/a1"|00000000-0000-4000-8000-000000000001/);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/jobs\/:uuid",status_code="404"\} \d+$/m);
  });

  it('reports the event-loop delay and the database pool', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    if (database.kind === 'postgres') {
      expect(sample(text, 'rumo_db_pool_max{database="postgres"}')).toBe(5);
      expect(sample(text, 'rumo_db_pool_in_use{database="postgres"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'rumo_db_pool_waiting{database="postgres"}')).toBe(0);
    } else {
      // PGlite on the test's own thread has no pool and no queue: no gauges rather than made-up zeros.
      expect(text).not.toContain('rumo_db_pool_');
    }
  });

  it('counts background job runs and failures', async () => {
    app.deps.jobs.kick('rate-limit-housekeeping');
    await app.deps.jobs.idle();
    const broken = createJobRunner(() => app.deps, silentLog, [
      {
        name: 'quebrada',
        intervalMs: () => 0,
        run: async () => {
          throw new Error('falhou');
        },
      },
    ]);
    broken.kick('quebrada');
    await broken.idle();
    const text = await scrape();
    expect(sample(text, 'rumo_background_job_runs_total{job="rate-limit-housekeeping"}')).toBe(1);
    expect(sample(text, 'rumo_background_job_failures_total{job="rate-limit-housekeeping"}')).toBeUndefined();
    expect(sample(text, 'rumo_background_job_runs_total{job="quebrada"}')).toBe(1);
    expect(sample(text, 'rumo_background_job_failures_total{job="quebrada"}')).toBe(1);
  });

  it('counts e-mails sent and failed delivery attempts (a reset link through SMTP down, then up)', async () => {
    const user = await buildUser(database.db);
    failing = true;
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(202);
    await app.deps.jobs.idle();
    let text = await scrape();
    expect(sample(text, 'rumo_emails_failed_total{transport="smtp"}')).toBe(1);
    expect(sample(text, 'rumo_emails_sent_total{transport="smtp"}')).toBeUndefined();
    failing = false;
    await database.db.update(outboxEmails).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await app.deps.mailer.deliverPending()).toBe(1);
    text = await scrape();
    expect(sample(text, 'rumo_emails_sent_total{transport="smtp"}')).toBe(1);
    expect(sample(text, 'rumo_emails_failed_total{transport="smtp"}')).toBe(1);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite in its worker thread (the server default)', () => {
  it("reports the worker's queue as the pool: one connection, in use while a query runs, the rest waiting", async () => {
    const client = new PgliteWorkerClient({ dataDir: undefined, loadDataDir: fs.readFileSync(inject('pgliteTemplate')) });
    const database = wrapPglite(client);
    const app = await buildApp({ database, config: testConfig({ metricsToken: TOKEN }), logger: false });
    try {
      await app.ready();
      const scrape = async () => (await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      // Idle once the start's own requests are answered: the LISTEN of decision 1809 may still be in
      // the worker's queue on a loaded machine (the start waits 10 s for it at most).
      await until(async () => sample(await scrape(), 'rumo_db_pool_in_use{database="pglite"}') === 0);
      const idle = await scrape();
      expect(sample(idle, 'rumo_db_pool_max{database="pglite"}')).toBe(1);
      expect(sample(idle, 'rumo_db_pool_in_use{database="pglite"}')).toBe(0);
      // Three slow queries sent at once (drizzle sends a query when it is awaited): the worker runs one, two wait behind it.
      const slow = Promise.all(Array.from({ length: 3 }, () => database.db.execute(sql`SELECT pg_sleep(0.3)`)));
      const busy = await scrape();
      expect(sample(busy, 'rumo_db_pool_in_use{database="pglite"}')).toBe(1);
      expect(sample(busy, 'rumo_db_pool_waiting{database="pglite"}')).toBe(2);
      await slow;
      expect(sample(await scrape(), 'rumo_db_pool_in_use{database="pglite"}')).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
