import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../src/db/database.ts';

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
  const client = new PGlite({ extensions: pgliteExtensions, loadDataDir: new Blob([dump]) });
  await client.waitReady;
  return wrapPglite(client);
}
