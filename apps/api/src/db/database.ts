import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Both drivers share this type: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const pgliteExtensions = { unaccent, pg_trgm };

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

export function openPglite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  return wrapPglite(new PGlite(path.join(dataDir, 'pgdata'), { extensions: pgliteExtensions }));
}

export function openPostgres(url: string, poolSize: number, options: { connectTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast instead of queueing forever when the pool is exhausted or the server is down.
    // 800 ms, not 1 s: a request that waited this long still has time to answer its 503 within
    // one second (measured by `npm run test:resilience`). Test harnesses pass a longer wait: on a
    // loaded CI machine the first connection to a freshly cloned database can take longer.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 800,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // A client checked out of the pool (a transaction between two statements) has no listener of
  // its own: when PostgreSQL terminates the session, node-postgres would emit an unhandled 'error'
  // and kill the process. Swallow it here; the statement in flight, or the next one, fails
  // instead (503 through the error handler) and the pool discards the broken client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** Rows of a raw `db.execute(sql…)` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
