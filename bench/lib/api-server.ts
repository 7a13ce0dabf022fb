// Bench launcher for the real API (started by bench/run.ts, pinned to its own core):
//   api-server.ts pglite|postgres JOBS
// Opens the engine's bench database, migrates, runs the app's seeders, makes sure JOBS jobs exist,
// prepares the bench users, then builds the production app with buildApp() and adds ONE bench-only
// route (STATS_PATH: event-loop delay and memory of this process) before listening. Nothing here is
// part of the production server.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite, openPostgres, rowsOf, type Database } from '../../apps/api/src/db/database.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { seedDatabase } from '../../apps/api/src/seed/seed.ts';
import { prepareBenchUsers } from './bench-user.ts';
import { APPLICATION_NAME, pgBackendCpu } from './pg-backend-cpu.ts';
import { ensureJobs } from './prepare-jobs.ts';
import { announce, createStatsRecorder, STATS_PATH } from './server-stats.ts';

const PG_BASE_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'rumo_bench';
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? '/tmp/rumo-npm-bench-pglite';
/** The production default (DB_POOL_SIZE). */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);

async function open(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return openPglite(PGLITE_DIR);
  const admin = new pg.Client({ connectionString: `${PG_BASE_URL}/postgres` });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_DATABASE]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${PG_DATABASE.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  // application_name marks this pool's backends, whose CPU time the stats route reports.
  return openPostgres(`${PG_BASE_URL}/${PG_DATABASE}?application_name=${APPLICATION_NAME}`, POOL_SIZE);
}

async function main(kind: string | undefined, wanted: number): Promise<void> {
  if ((kind !== 'pglite' && kind !== 'postgres') || !Number.isInteger(wanted) || wanted < 1) throw new Error('usage: api-server.ts pglite|postgres JOBS');
  const log = (line: string) => process.stderr.write(`[${kind}] ${line}\n`);
  const started = Date.now();
  const database = await open(kind);
  await migrateDatabase(database);
  // What the embedded default's start seeds (demo user, plans, content; SEED_DEMO=1 on PostgreSQL, docs/decisions/0707); idempotent.
  await seedDatabase({ db: database.db, scryptLogN: 17, log }, { demo: true });
  const { jobs, generatedSeconds } = await ensureJobs(database, wanted, log);
  const users = await prepareBenchUsers(database.db);
  const version = rowsOf<{ server_version: string }>(await database.db.execute(sql`SHOW server_version`))[0]?.server_version;

  // The load comes from a few bench users: limits on (one bucket upsert per limited request) but never refusing (decision 0705).
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', ALERTS_INTERVAL_MS: '0', DB_POOL_SIZE: String(POOL_SIZE) }),
    webDist: undefined,
    rateLimitFactor: 100_000,
  };
  const app = await buildApp({ database, config, logger: false });
  const stats = createStatsRecorder();
  const dbCpu = kind === 'postgres' ? await pgBackendCpu(`${PG_BASE_URL}/${PG_DATABASE}`) : null;
  app.get<{ Querystring: { reset?: string } }>(STATS_PATH, async (req) => {
    const reset = req.query.reset === '1';
    return { ...stats.read(reset), dbCpuMs: dbCpu ? await dbCpu.read(reset) : undefined };
  });
  stats.attach(app.server);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // What one API process holds once ready (issue 41's cost per process).
  const memory = { rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20), heapMiB: Math.round(process.memoryUsage().heapUsed / 2 ** 20) };

  announce({ url, jobs, version, generatedSeconds, prepareSeconds: (Date.now() - started) / 1000, memory, ...users });
  const stop = () => {
    void app
      .close()
      .then(() => dbCpu?.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main(process.argv[2], Number(process.argv[3])).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
