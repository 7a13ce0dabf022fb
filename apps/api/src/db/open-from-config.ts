import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './database.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

/** Opens (and migrates) the configured database: PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, config.dbPoolSize);
    await migrateDatabase(database);
    return database;
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = openPglite(config.dataDir);
    await migrateDatabase(database);
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
