import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenPglite, listenPostgres, type ListenHandlers, type Listening } from './notifications.ts';
import { dumpPglite } from './pglite-dump.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { PgliteWorkerClient } from './pglite-worker/client.ts';
import * as schema from './schema/index.ts';

/** Both drivers share this type: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** LISTEN on some channels (decision 1809): notifications in commit order, and when they may have been missed. */
  listen: (channels: string[], handlers: ListenHandlers) => Listening;
  /** PGlite only: a consistent gzip tarball of the data folder, taken while it serves (the backup command). */
  dumpDataDir?: () => Promise<Uint8Array>;
  /** Connections in use and requests waiting, for the metrics (docs/decisions/0707); absent for PGlite on the calling thread. */
  poolStats?: () => PoolStats;
};

/**
 * PostgreSQL: node-postgres's pool. PGlite in its worker: one connection, `inUse` while the worker
 * has a request, `waiting` the requests queued behind it (docs/decisions/0707).
 */
export type PoolStats = { max: number; inUse: number; waiting: number };

export { pgliteExtensions };

/** PGlite on this thread, or the client of a PGlite in a worker thread (same query/transaction/close). */
export function wrapPglite(client: PGlite | PgliteWorkerClient): Database {
  return {
    // The worker client implements the part of PGlite that drizzle's driver calls (see client.ts).
    db: drizzlePglite(client as PGlite, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    listen: (channels, handlers) => listenPglite(client, channels, handlers),
    dumpDataDir: () => (client instanceof PgliteWorkerClient ? client.dumpDataDir() : dumpPglite(client)),
    ...(client instanceof PgliteWorkerClient ? { poolStats: () => workerQueueStats(client.inFlight) } : {}),
  };
}

/** The worker answers one request at a time: the first in flight runs, the others wait. */
function workerQueueStats(inFlight: number): PoolStats {
  return { max: 1, inUse: Math.min(inFlight, 1), waiting: Math.max(0, inFlight - 1) };
}

/**
 * Where PGlite runs. 'worker' (the server's default): its synchronous WASM work stays off the
 * event loop (docs/decisions/0005-pglite-worker-thread.md). 'main': on the calling thread, for
 * short-lived processes (the CLI) and tests, which start faster without a thread.
 */
export type PgliteThread = { thread: 'worker'; onWorkerLost?: (err: Error) => void } | { thread: 'main' };

export function openPglite(dataDir: string, mode: PgliteThread = { thread: 'worker' }): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  if (mode.thread === 'worker') return wrapPglite(new PgliteWorkerClient({ dataDir, onLost: mode.onWorkerLost }));
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
    listen: (channels, handlers) => listenPostgres(url, channels, handlers),
    poolStats: () => ({ max: poolSize, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Rows of a raw `db.execute(sql…)` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
