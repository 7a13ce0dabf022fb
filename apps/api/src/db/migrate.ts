import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { repoRoot } from '../config.ts';
import type { Database } from './database.ts';

// From the repository root, not from this file: the built server is one bundle in apps/api/dist (0710).
const migrationsFolder = path.join(repoRoot, 'apps/api/drizzle');

/** Applies pending migrations. On PostgreSQL an advisory lock lets several instances start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274)`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
