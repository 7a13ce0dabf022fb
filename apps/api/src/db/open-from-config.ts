import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database, type PgliteThread } from './database.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Opens (and migrates) the configured database: PostgreSQL when DATABASE_URL is set, PGlite in
 * DATA_DIR otherwise. PGlite runs on the calling thread unless `pglite` says otherwise: the server
 * asks for its worker thread, the short-lived CLI does not need one.
 */
export async function openConfiguredDatabase(config: Config, pglite: PgliteThread = { thread: 'main' }): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, config.dbPoolSize);
    await migrateDatabase(database);
    return database;
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = openPglite(config.dataDir, pglite);
    try {
      await migrateDatabase(database);
    } catch (err) {
      await database.close().catch(() => {});
      throw err;
    }
    return {
      ...database,
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
