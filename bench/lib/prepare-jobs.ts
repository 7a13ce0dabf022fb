// Makes sure the bench database holds `wanted` jobs, reusing whatever is already there.
// The first BASE jobs come from the jobs feature's own generator (seedGeneratedJobs, the same
// rows as `npm run cli -- seed-jobs`); beyond that, rows are copied set-based in SQL from those,
// which is several times faster than generating every row in JavaScript.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../apps/api/src/db/database.ts';
import { seedGeneratedJobs } from '../../apps/api/src/modules/jobs/jobs.commands.ts';

/** Distinct generated jobs; PGlite's 100k are exactly these, PostgreSQL's 1M are 10 copies of them. */
export const BASE_JOBS = 100_000;

type Log = (line: string) => void;

export const countJobs = async (database: Database) => rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM jobs`))[0]!.n;

/**
 * Secondary indexes of jobs and of its narrow search table (decision 1803; not the primary keys,
 * not the unique external_id that ON CONFLICT needs) are dropped during a bulk fill and built once at the end: maintaining two GIN indexes row by row is
 * most of an insert's cost. Their definitions are saved in a table first, in the same transaction
 * as the DROP, so a run killed half-way rebuilds them on its next start instead of benchmarking
 * an index-less table.
 */
async function dropSecondaryIndexes(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS bench_saved_indexes (name text PRIMARY KEY, definition text NOT NULL)`);
    const found = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
        SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid IN ('public.jobs'::regclass, 'public.job_search'::regclass)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`),
    );
    for (const { name, definition } of found) {
      await tx.execute(sql`INSERT INTO bench_saved_indexes (name, definition) VALUES (${name}, ${definition}) ON CONFLICT (name) DO NOTHING`);
      await tx.execute(sql.raw(`DROP INDEX public."${name.replace(/"/g, '""')}"`));
    }
  });
}

/** Builds every saved index that is missing (after a bulk fill, or after a run that died). */
export async function restoreSavedIndexes(database: Database, log: Log): Promise<void> {
  await database.db.execute(sql`CREATE TABLE IF NOT EXISTS bench_saved_indexes (name text PRIMARY KEY, definition text NOT NULL)`);
  const saved = rowsOf<{ name: string; definition: string; present: boolean }>(
    await database.db.execute(sql`SELECT name, definition, to_regclass('public.' || quote_ident(name)) IS NOT NULL AS present FROM bench_saved_indexes`),
  );
  for (const { name, definition, present } of saved) {
    const started = Date.now();
    await database.db.transaction(async (tx) => {
      // More sort memory makes a GIN build over 1M rows several times faster (session default 64 MB).
      if (database.kind === 'postgres') await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      if (!present) await tx.execute(sql.raw(definition));
      await tx.execute(sql`DELETE FROM bench_saved_indexes WHERE name = ${name}`);
    });
    if (!present) log(`  index ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Copy k (1, 2, …) of the base jobs: external ids gen-(k·BASE + i), dates moved k·7 minutes back. */
async function copyBase(database: Database, k: number, wanted: number): Promise<void> {
  const first = k * BASE_JOBS;
  await database.db.execute(sql`
    INSERT INTO jobs (external_id, title, description, company, city, state, salary, captation, url, expired_at,
                      job_type, work_model, seniority, skills, published_at)
    SELECT 'gen-' || (${first}::int + b.i), title, description, company, city, state, salary, captation, url,
           expired_at - ${k}::int * interval '7 minutes', job_type, work_model, seniority, skills,
           published_at - ${k}::int * interval '7 minutes'
    FROM (SELECT *, substr(external_id, 5)::int AS i FROM jobs WHERE external_id ~ '^gen-[0-9]{1,9}$') AS b
    WHERE b.i < ${BASE_JOBS}::int AND ${first}::int + b.i < ${wanted}::int
    ON CONFLICT (external_id) DO NOTHING`);
}

export async function ensureJobs(database: Database, wanted: number, log: Log): Promise<{ jobs: number; generatedSeconds: number }> {
  await restoreSavedIndexes(database, log);
  const present = await countJobs(database);
  if (present >= wanted) return { jobs: present, generatedSeconds: 0 };

  const started = Date.now();
  log(`generating jobs: ${present} → ${wanted} (secondary indexes rebuilt at the end)`);
  await dropSecondaryIndexes(database);
  const parallel = database.kind === 'postgres' ? 2 : 1;
  await seedGeneratedJobs(database.db, Math.min(wanted, BASE_JOBS), {
    parallel,
    progress: (done) => done % 20_000 === 0 && log(`  generated ${done}`),
  });
  // Copies run two at a time on PostgreSQL (two backends, two cores); PGlite has one connection.
  const copies = Array.from({ length: Math.ceil(wanted / BASE_JOBS) - 1 }, (_, i) => i + 1);
  const worker = async () => {
    for (let k = copies.shift(); k !== undefined; k = copies.shift()) {
      await copyBase(database, k, wanted);
      log(`  copy ${k} done`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await restoreSavedIndexes(database, log);
  // VACUUM sets the visibility map (index-only scans skip the heap) and ANALYZE the statistics.
  await database.db.execute(sql`VACUUM (ANALYZE) jobs`);
  await database.db.execute(sql`VACUUM (ANALYZE) job_search`);
  const jobs = await countJobs(database);
  return { jobs, generatedSeconds: (Date.now() - started) / 1000 };
}
