// The PGlite worker thread: owns the only PGlite instance of the server, so its synchronous WASM
// work (every query) runs here instead of blocking the API's event loop. Started by client.ts
// (built: dist/pglite-worker.js, decision 0710); speaks the messages of protocol.ts.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { rawTypeParsers } from './raw-type-parsers.ts';
import { statementCache } from './statement-cache.ts';
import { dumpPglite } from '../pglite-dump.ts';
import { pgliteExtensions } from '../pglite-extensions.ts';
import { serializeError, type WorkerNotification, type WorkerOptions, type WorkerReply, type WorkerRequest, type WorkerStarted } from './protocol.ts';

const port = parentPort!;
const { dataDir, loadDataDir } = workerData as WorkerOptions;

/** Ends a transaction without committing; PGlite rolls back on any rejection of the callback. */
const ROLLBACK = Symbol('rollback');

type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, OpenTransaction>();
let rawTypes: ReturnType<typeof rawTypeParsers> | undefined;
let statements: ReturnType<typeof statementCache> | undefined;
/** Channels LISTENed to once for the whole thread; the client hands each notification to its subscribers. */
const channels = new Set<string>();

/**
 * BEGIN through PGlite's own `transaction()`, held open until the client's 'end': PGlite then
 * queues every other query of the connection and handles COMMIT, ROLLBACK and an aborted
 * transaction (25P02) exactly as it does in process.
 */
function begin(pg: PGlite, id: number): Promise<void> {
  return new Promise<void>((began, failed) => {
    const done: Promise<void> = pg.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          transactions.set(id, { tx, done, finish: (ok) => (ok ? commit() : rollback(ROLLBACK)) });
          began();
        }),
    );
    // Before the callback ran (BEGIN failed), this is the answer to 'begin'; after, 'end' reads it.
    done.catch(failed);
  });
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(txId);
  open.finish(commit);
  try {
    await open.done;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
}

async function handle(pg: PGlite, msg: WorkerRequest): Promise<unknown> {
  switch (msg.op) {
    case 'query': {
      const options = { rowMode: msg.rowMode, parsers: rawTypes!.forQuery(msg.rawTypes) };
      // Through the statement cache (statement-cache.ts) under PGlite's own locks, as its query() and a transaction's query() run.
      if (msg.txId === undefined) {
        return await pg._runExclusiveTransaction(() =>
          pg._runExclusiveQuery(async () => {
            const result = await statements!.run(msg.sql, msg.params, options);
            await pg.syncToFs();
            return result;
          }),
        );
      }
      if (!transactions.has(msg.txId)) throw new Error('Transaction is closed');
      return await pg._runExclusiveQuery(() => statements!.run(msg.sql, msg.params, options));
    }
    case 'begin':
      await begin(pg, msg.id);
      return msg.id;
    case 'end':
      return await end(msg.txId, msg.commit);
    case 'listen':
      if (!channels.has(msg.channel)) {
        await pg.listen(msg.channel, (payload) => port.postMessage({ notification: { channel: msg.channel, payload } } satisfies WorkerNotification));
        channels.add(msg.channel);
      }
      return null;
    case 'dump':
      // A consistent gzip tarball of the data folder (the backup command), see pglite-dump.ts.
      return await dumpPglite(pg);
    case 'close':
      // PGlite waits for the queries in flight, then flushes the data folder.
      return await pg.close();
  }
}

async function main(): Promise<void> {
  let pg: PGlite;
  try {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    pg = await PGlite.create(dataDir ? path.join(dataDir, 'pgdata') : undefined, {
      extensions: pgliteExtensions,
      loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    });
  } catch (err) {
    port.postMessage({ started: false, error: serializeError(err) } satisfies WorkerStarted);
    return;
  }
  rawTypes = rawTypeParsers(pg);
  try {
    // Prepared statements planned for each call's values, as unnamed ones are (statement-cache.ts).
    await pg.exec('SET plan_cache_mode = force_custom_plan');
  } catch (err) {
    port.postMessage({ started: false, error: serializeError(err) } satisfies WorkerStarted);
    return;
  }
  statements = statementCache(pg);
  // Messages are handled as they come; PGlite's own locks keep them in arrival order.
  port.on('message', (msg: WorkerRequest) => {
    handle(pg, msg).then(
      (value) => port.postMessage({ id: msg.id, ok: true, value } satisfies WorkerReply),
      (err: unknown) => port.postMessage({ id: msg.id, ok: false, error: serializeError(err) } satisfies WorkerReply),
    );
  });
  port.postMessage({ started: true } satisfies WorkerStarted);
}

void main();
