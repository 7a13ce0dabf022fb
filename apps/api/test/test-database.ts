import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../src/db/database.ts';

/**
 * PGlite's start with 16 MB of shared buffers instead of its postgresql.conf's 128 MB: a test
 * file's database holds a few hundred rows, and setting up the 128 MB pool was most of the CPU of
 * each file's boot — 1.45 → 0.88 CPU-s a boot, 0.62 with the smaller template of global-setup.ts
 * (decision 0711). Production's embedded database keeps PGlite's own settings.
 */
export const TEST_PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A fresh database for one test file, copied from the migrated template (see global-setup.ts). */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const pgTemplate = inject('postgresTemplate');
  if (url && pgTemplate) {
    const name = `rumo_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    // A generous connect wait: the first connection to a fresh database is slow on a loaded machine.
    const database = openPostgres(dbUrl.toString(), 5, { connectTimeoutMs: 15_000 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const client = new PGlite({ extensions: pgliteExtensions, loadDataDir: new Blob([dump]), startParams: TEST_PGLITE_START_PARAMS });
  await client.waitReady;
  return wrapPglite(client);
}
