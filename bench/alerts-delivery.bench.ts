// Job-alert delivery pass under volume (NOT a test). Run from the repository root:
//   node bench/alerts-delivery.bench.ts                         both targets, defaults below
//   node bench/alerts-delivery.bench.ts --target postgres --jobs 200000 --users 5000
// PostgreSQL: database rumo_bench_alerts on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432),
// dropped and recreated on every run. PGlite: in memory.
// Every user gets two daily alerts that are due; the mailer only counts (SMTP is not measured).
// Scenarios: "1 day of new jobs" (created_at = published_at, so only jobs of the last day are
// candidates: the normal case) and "all jobs new" (everything just imported: the worst case).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createAppDeps, type AppDeps } from '../apps/api/src/app-deps.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres, pgliteExtensions, rowsOf, wrapPglite, type Database } from '../apps/api/src/db/database.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedAlertReferenceData } from '../apps/api/src/modules/alerts/alerts.seed.ts';
import { runDeliveryPass, type PassReport } from '../apps/api/src/modules/alerts/delivery/delivery-pass.ts';
import { STATE_CITIES } from '../apps/api/src/modules/jobs/job-generator-data.ts';
import { seedGeneratedJobs } from '../apps/api/src/modules/jobs/jobs.commands.ts';

const { values: opts } = parseArgs({
  options: {
    target: { type: 'string', default: 'all' },
    jobs: { type: 'string', default: '100000' },
    users: { type: 'string', default: '2000' },
    /** Keep the PostgreSQL database afterwards (to EXPLAIN queries on it). */
    keep: { type: 'boolean', default: false },
  },
});
const pgBaseUrl = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const POSITIONS = [
  'Desenvolvedor Front-end',
  'Desenvolvedor Back-end',
  'Desenvolvedor Full Stack',
  'Desenvolvedor Java',
  'Desenvolvedor Python',
  'Engenheiro de Dados',
  'Cientista de Dados',
  'Analista de Dados',
  'Analista de QA',
  'Designer UX/UI',
  'Engenheiro DevOps',
  'Tech Lead',
];
const TYPES = ['CLT', 'CLT', 'CLT', 'PJ', 'Estágio'];

type Row = { target: string; scenario: string; seconds: number; digests: number; jobs: number; emails: number; failures: number };

async function open(kind: 'pglite' | 'postgres'): Promise<{ database: Database; second?: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const client = new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    const database = wrapPglite(client);
    return { database, drop: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: `${pgBaseUrl}/postgres` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS rumo_bench_alerts WITH (FORCE)');
  await admin.query('CREATE DATABASE rumo_bench_alerts');
  await admin.end();
  const database = openPostgres(`${pgBaseUrl}/rumo_bench_alerts`, 10);
  // A second pool: the second "server instance" of the concurrency scenario.
  const second = openPostgres(`${pgBaseUrl}/rumo_bench_alerts`, 10);
  const drop = async () => {
    await second.close();
    await database.close();
    if (!opts.keep) await dropBenchDatabase();
  };
  return { database, second, drop };
}

async function dropBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${pgBaseUrl}/postgres` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS rumo_bench_alerts WITH (FORCE)');
  await admin.end();
}

async function prepare(database: Database, jobs: number, users: number): Promise<void> {
  const { db } = database;
  await migrateDatabase(database);
  await seedAlertReferenceData(db);
  await seedGeneratedJobs(db, jobs, { parallel: database.kind === 'postgres' ? 2 : 1 });
  await db.execute(
    sql`INSERT INTO users (name, email, password_hash, tel) SELECT 'Pessoa ' || i, 'bench-' || i || '@teste.rumo.app', 'x', '11999999999' FROM generate_series(1, ${users}) AS i`,
  );
  const places = STATE_CITIES.flatMap(([uf, , cities]) => cities.slice(0, 3).map((city) => ({ uf, city })));
  const userIds = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM users ORDER BY email`)).map((r) => r.id);
  const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;
  const values = userIds.flatMap((id, i) =>
    [0, 1].map((k) => {
      const place = pick(places, i * 7 + k * 3);
      return sql`(${id}::uuid, (SELECT id FROM job_positions WHERE position = ${pick(POSITIONS, i + k * 5)}), (SELECT id FROM job_types WHERE type = ${pick(TYPES, i + k)}), ${place.city}, ${place.uf}, ${k === 0 ? 0 : 5000}, 0, 'daily')`;
    }),
  );
  for (let i = 0; i < values.length; i += 1000) {
    await db.execute(
      sql`INSERT INTO job_alerts (user_id, job_position_id, job_type_id, city, state, min_salary, max_salary, frequency) VALUES ${sql.join(values.slice(i, i + 1000), sql`, `)}`,
    );
  }
  await db.execute(sql`ANALYZE`);
}

/** Every alert due again, nothing mailed yet. */
async function reset(database: Database, allJobsNew: boolean): Promise<void> {
  await database.db.execute(sql`DELETE FROM alert_digests`);
  await database.db.execute(sql`UPDATE job_alerts SET last_delivered_at = now() - interval '1 day 1 minute'`);
  await database.db.execute(allJobsNew ? sql`UPDATE jobs SET created_at = now()` : sql`UPDATE jobs SET created_at = published_at`);
}

function deps(database: Database, counter: { n: number }): AppDeps {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ALERTS_INTERVAL_MS: '0' }), publicUrl: 'https://rumo.example' };
  const base = createAppDeps({ database, config, log: pino({ level: 'silent' }) });
  return { ...base, mailer: { ...base.mailer, send: async () => void counter.n++ } };
}

async function timed(target: string, scenario: string, run: () => Promise<PassReport[]>, counter: { n: number }): Promise<Row> {
  counter.n = 0;
  const started = performance.now();
  const reports = await run();
  const seconds = (performance.now() - started) / 1000;
  const sum = (f: (r: PassReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  const row = {
    target,
    scenario,
    seconds: Number(seconds.toFixed(2)),
    digests: sum((r) => r.digestsCreated),
    jobs: sum((r) => r.jobsChosen),
    emails: counter.n,
    failures: sum((r) => r.failures),
  };
  console.error(`  ${scenario}: ${row.seconds} s, ${row.digests} digests, ${row.jobs} jobs, ${row.emails} e-mails`);
  return row;
}

async function runTarget(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const jobs = Number(opts.jobs);
  const users = Number(opts.users);
  const target = `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${jobs.toLocaleString('en')} jobs, ${users.toLocaleString('en')} users × 2 alerts`;
  console.error(`[${kind}] preparing ${target}…`);
  const { database, second, drop } = await open(kind);
  const counter = { n: 0 };
  const rows: Row[] = [];
  try {
    const started = performance.now();
    await prepare(database, jobs, users);
    console.error(`[${kind}] prepared in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const one = deps(database, counter);
    await reset(database, false);
    rows.push(await timed(target, 'one pass, 1 day of new jobs', async () => [await runDeliveryPass(one)], counter));
    rows.push(await timed(target, 'next pass, nothing due', async () => [await runDeliveryPass(one)], counter));
    await reset(database, true);
    rows.push(await timed(target, 'one pass, all jobs new (worst case)', async () => [await runDeliveryPass(one)], counter));
    await reset(database, false);
    const other = second ? deps(second, counter) : one;
    rows.push(await timed(target, 'two runners at once, 1 day of new jobs', () => Promise.all([runDeliveryPass(one), runDeliveryPass(other)]), counter));
    const last = rows.at(-1)!;
    if (last.emails !== last.digests) throw new Error(`two runners: ${last.emails} e-mails for ${last.digests} digests`);
  } finally {
    await drop();
  }
  return rows;
}

const rows: Row[] = [];
if (opts.target === 'all' || opts.target === 'pglite') rows.push(...(await runTarget('pglite')));
if (opts.target === 'all' || opts.target === 'postgres') rows.push(...(await runTarget('postgres')));
console.table(rows);
const dir = path.resolve('bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `alerts-delivery-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ opts, rows }, null, 2));
console.error(`results: ${file}`);
process.exit(0);
