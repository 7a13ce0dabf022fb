import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/database.ts';
import { insertJobsSkippingExisting } from '../modules/jobs/job-bulk-insert.ts';
import { generateJob } from '../modules/jobs/job-generator.ts';
import type { Seeder } from './seed.ts';

/** Demo jobs: the first generated jobs (the same ones `seed-jobs N` starts with). */
export const SEED_JOB_COUNT = 300;

export const jobsSeeder: Seeder = {
  name: 'jobs',
  run: async ({ db, log }) => {
    // Any job at all (imported or seeded) means the operator has data: never add demo jobs on top.
    const [row] = rowsOf<{ exists: boolean }>(await db.execute(sql`SELECT EXISTS (SELECT 1 FROM jobs) AS exists`));
    if (row?.exists) return;
    const now = new Date();
    const jobs = Array.from({ length: SEED_JOB_COUNT }, (_, i) => generateJob(i, now));
    const inserted = await insertJobsSkippingExisting(db, jobs);
    log(`vagas de demonstração criadas: ${inserted}`);
  },
};
