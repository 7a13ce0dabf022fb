import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { Mailer } from './lib/mailer.ts';

/** What every module's routes receive: no globals, so tests build the same app on their own database. */
export type AppDeps = { db: Db; database: Database; config: Config; mailer: Mailer };
