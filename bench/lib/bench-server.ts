// The server side of the jobs benchmark, run as a child process so that the load generator
// (autocannon) and the API do not share one event loop.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite, openPostgres, rowsOf, type Database } from '../../apps/api/src/db/database.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { createSession } from '../../apps/api/src/modules/accounts/accounts.service.ts';
import { createCurriculum } from '../../apps/api/src/modules/curriculum/curriculum.service.ts';
import { seedGeneratedJobs } from '../../apps/api/src/modules/jobs/jobs.commands.ts';
import { jobSearchCaches, newJobSearchCaches } from '../../apps/api/src/modules/jobs/jobs.service.ts';

export type ServerInfo = { apiUrl: string; bareUrl: string; token: string; jobIds: string[]; jobs: number; seedSeconds: number };

async function openTarget(kind: 'pglite' | 'postgres', pgBaseUrl: string): Promise<Database> {
  if (kind === 'pglite') return openPglite(process.env.BENCH_PGLITE_DIR ?? '/tmp/rumo-bench-pglite');
  // BENCH_PG_DB: another database than rumo_bench, e.g. for a branch whose migrations rumo_bench must not get.
  const name = process.env.BENCH_PG_DB ?? 'rumo_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_PG_DB inválido: ${name}`);
  const admin = new pg.Client({ connectionString: `${pgBaseUrl}/postgres` });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return openPostgres(`${pgBaseUrl}/${name}`, 10);
}

const countJobs = async (database: Database) => rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM jobs`))[0]!.n;

export async function serve(kind: 'pglite' | 'postgres', wanted: number, pgBaseUrl: string): Promise<void> {
  const log = (line: string) => process.stderr.write(`[${kind}] ${line}\n`);
  const database = await openTarget(kind, pgBaseUrl);
  await migrateDatabase(database);
  const db = database.db;

  // Reuse the rows when the database already has them: generating 1M jobs takes minutes.
  const started = Date.now();
  let jobs = await countJobs(database);
  if (jobs < wanted) {
    log(`gerando vagas: ${jobs} → ${wanted}`);
    await seedGeneratedJobs(db, wanted, {
      parallel: kind === 'postgres' ? 2 : 1,
      progress: (done) => done % 100_000 === 0 && log(`  ${done}`),
    });
    // The visibility map lets index-only scans skip the heap; fresh rows need a VACUUM for it.
    if (kind === 'postgres') await db.execute(sql`VACUUM (ANALYZE) jobs`);
    jobs = await countJobs(database);
  }
  const seedSeconds = (Date.now() - started) / 1000;

  const [user] = await db
    .insert(users)
    .values({ name: 'Bench', email: `bench-${randomBytes(6).toString('hex')}@rumo.app`, passwordHash: 'x', tel: '11999999999', linkedin: '' })
    .returning({ id: users.id });
  const token = await createSession(db, user!.id);
  // A CV for compatibility (docs/decisions/1704): every factor applies to most generated jobs.
  await createCurriculum(db, user!.id, {
    name: 'Bench',
    role: 'Desenvolvedora Full Stack',
    role_description: null,
    location: 'São Paulo',
    state: 'SP',
    summary: 'Currículo do benchmark.',
    worked_before: true,
    last_salary: 9000,
    skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'SQL', 'Python'],
    accepted_job_types: ['CLT', 'PJ'],
    formations: [],
    languages: [],
    experiences: [{ role: 'Dev', company_name: 'Bench', description: 'Bench.', start_date: '2020-01-01', end_date: null }],
  });
  // Detail pages of jobs spread over the whole table, looked up by their generator ids.
  const sample = Array.from({ length: 500 }, (_, i) => `gen-${Math.floor(((i * 7919) % 500) * (Math.min(jobs, wanted) / 500))}`);
  const jobIds = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT id FROM jobs WHERE external_id IN (${sql.join(
        sample.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    ),
  ).map((r) => r.id);

  // One bench user sends thousands of searches a second: the rate limits keep doing their work
  // (one bucket upsert per search, measured) but are scaled so they never refuse (decision 0705).
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ALERTS_INTERVAL_MS: '0' }), webDist: undefined, rateLimitFactor: 100_000 };
  const app = await buildApp({ database, config, logger: false });
  // Requests still running (the load generator stops sending, the server keeps working): the next
  // scenario waits for zero so one scenario's backlog does not land in the next one's figures.
  let inFlight = 0;
  const statuses: Record<string, number> = {};
  app.server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    });
  });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // The floor: Fastify answering a constant, in the same process, measured in the same run.
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  // Bench control: switch the search caches off to measure every request doing the full work.
  bare.post<{ Querystring: { on?: string } }>('/cache', async (req) => {
    const on = req.query.on === '1';
    Object.assign(jobSearchCaches(db), newJobSearchCaches(on ? 'expensive' : 'nothing'));
    return { on };
  });
  bare.get('/state', async () => {
    const snapshot = { inFlight, statuses: { ...statuses } };
    for (const k of Object.keys(statuses)) delete statuses[k];
    return snapshot;
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const info: ServerInfo = { apiUrl, bareUrl, token, jobIds, jobs, seedSeconds };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  const stop = async () => {
    await app.close();
    await bare.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
