import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { deserializeError, type WorkerNotification, type WorkerOptions, type WorkerReply, type WorkerRequest, type WorkerStarted } from './protocol.ts';

/** A request before it gets its id (Omit applied to each member of the union). */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Request = WithoutId<WorkerRequest>;
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void; queryOptions: QueryOptions | undefined };

/** The client side of a transaction: what drizzle's PgliteSession calls on `transaction(fn)`'s argument. */
export type WorkerTransaction = { query: PgliteWorkerClient['query'] };

/**
 * The worker died or could not start. SQLSTATE 08006 (connection_failure): the error handler
 * answers 503, as it does when PostgreSQL goes away.
 */
export class PgliteWorkerLostError extends Error {
  readonly code = '08006';
  constructor(reason: string, options?: ErrorOptions) {
    super(`PGlite worker unavailable (${reason}): connection failure`, options);
    this.name = 'PgliteWorkerLostError';
  }
}

const probe = '2026-01-02 03:04:05.678+00';

/**
 * Drizzle's PGlite driver asks for the raw text of dates, timestamps, intervals and their arrays
 * (and numeric[]) with identity parsers. Functions cannot reach the worker: send their type OIDs
 * and let the worker install the same identity parsers. Any other parser would silently change
 * results, so it is refused.
 */
function rawTypesOf(options: QueryOptions | undefined): number[] {
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error('PGlite worker: only rowMode and identity parsers are supported');
  }
  if (!options?.parsers) return [];
  // Drizzle passes the same parsers object with every query of a prepared statement: checked once (docs/decisions/1804).
  let oids = checkedParsers.get(options.parsers);
  if (!oids) {
    oids = Object.entries(options.parsers).map(([oid, parse]) => {
      if (parse(probe) !== probe) throw new Error(`PGlite worker: the parser of type ${oid} is not the identity`);
      return Number(oid);
    });
    checkedParsers.set(options.parsers, oids);
  }
  return oids;
}
const checkedParsers = new WeakMap<object, number[]>();

export type PgliteWorkerClientOptions = {
  /** Folder of the data (PGlite opens `<dataDir>/pgdata`); undefined: in memory. */
  dataDir: string | undefined;
  /** A PGlite `dumpDataDir()` to start from (tests load their migrated template this way). */
  loadDataDir?: Uint8Array;
  /** Called once when the worker dies or cannot start (not on close()); requests then fail with 08006. */
  onLost?: (err: Error) => void;
};

/**
 * PGlite in a worker thread, with the part of PGlite's interface that drizzle uses: `query`,
 * `transaction` and `close`, plus `dumpDataDir` for backups. Every call becomes a message; the main thread only waits.
 */
export class PgliteWorkerClient {
  readonly worker: Worker;
  /** Resolves when PGlite is open in the worker; rejects when it could not start. */
  readonly ready: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private readonly subscribers = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private lostError: Error | undefined;
  private closing: Promise<void> | undefined;

  private readonly options: PgliteWorkerClientOptions;

  constructor(options: PgliteWorkerClientOptions) {
    this.options = options;
    // From source, Node strips worker.ts's types; the built server starts its own bundle (0710).
    const entry = import.meta.url.endsWith('.ts') ? './worker.ts' : './pglite-worker.js';
    this.worker = new Worker(new URL(entry, import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir: options.loadDataDir } satisfies WorkerOptions,
    });
    let started: () => void;
    let failed: (err: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => ([started, failed] = [resolve, reject]));
    // Nobody may be waiting for `ready`: a failed start is reported through the requests and onLost.
    this.ready.catch(() => {});
    this.worker.once('message', (msg: WorkerStarted) => {
      if (msg.started) {
        started();
        this.worker.on('message', (reply: WorkerReply | WorkerNotification) => ('notification' in reply ? this.notify(reply.notification) : this.settle(reply)));
        return;
      }
      const cause = deserializeError(msg.error);
      failed(cause);
      this.lose(new PgliteWorkerLostError(`could not open the database: ${cause.message}`, { cause }));
      void this.worker.terminate();
    });
    this.worker.on('error', (err) => {
      failed(err);
      this.lose(new PgliteWorkerLostError(`crashed: ${err.message}`, { cause: err }));
    });
    this.worker.on('exit', (code) => {
      failed(new PgliteWorkerLostError(`exited with code ${code}`));
      this.lose(new PgliteWorkerLostError(`exited with code ${code}`));
    });
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    const rawTypes = rawTypesOf(options);
    return (await this.send({ op: 'query', sql, params, rowMode: options?.rowMode, rawTypes, txId }, options)) as Results<T>;
  }

  /**
   * BEGIN, `fn`, then COMMIT (or ROLLBACK when `fn` throws). The worker holds the single connection
   * for the transaction: queries from outside it wait there, as they do in PGlite itself. Savepoints
   * (drizzle's nested transactions) are plain queries of the transaction.
   */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.send({ op: 'begin' })) as number;
    const tx: WorkerTransaction = { query: (sql, params, options) => this.query(sql, params, options, txId) };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.send({ op: 'end', txId, commit: false });
      throw err;
    }
    await this.send({ op: 'end', txId, commit: true });
    return result;
  }

  /** Requests sent to the worker and not answered yet (the metrics' queue, docs/decisions/0707). */
  get inFlight(): number {
    return this.pending.size;
  }

  /** A consistent gzip tarball of the data folder, taken in the worker (see pglite-dump.ts). */
  async dumpDataDir(): Promise<Uint8Array> {
    return (await this.send({ op: 'dump' })) as Uint8Array;
  }

  /**
   * LISTEN, as PGlite's own `listen`: `callback` gets each payload NOTIFYed on `channel` until the
   * returned function is called. The worker listens once per channel (decision 1809).
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.subscribers.get(channel);
    if (!callbacks) {
      await this.send({ op: 'listen', channel });
      callbacks = this.subscribers.get(channel) ?? new Set();
      this.subscribers.set(channel, callbacks);
    }
    const mine = (payload: string) => callback(payload);
    callbacks.add(mine);
    return async () => {
      callbacks.delete(mine);
    };
  }

  /** Closes PGlite in the worker (it finishes the queries in flight and flushes), then stops the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.lostError) {
        try {
          await this.send({ op: 'close' }, undefined, true);
        } finally {
          this.lostError ??= new PgliteWorkerLostError('closed');
        }
      }
      await this.worker.terminate();
    })();
    return this.closing;
  }

  private send(request: Request, queryOptions?: QueryOptions, closing = false): Promise<unknown> {
    if (this.lostError) return Promise.reject(this.lostError);
    if (this.closing && !closing) return Promise.reject(new PgliteWorkerLostError('closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, queryOptions });
      try {
        this.worker.postMessage({ ...request, id } as WorkerRequest);
      } catch (err) {
        // A parameter that cannot be cloned (DataCloneError): this query fails, the worker is fine.
        this.pending.delete(id);
        reject(err as Error);
      }
    });
  }

  private notify({ channel, payload }: WorkerNotification['notification']): void {
    for (const callback of this.subscribers.get(channel) ?? []) callback(payload);
  }

  private settle(reply: WorkerReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(deserializeError(reply.error, pending.queryOptions));
  }

  /** The worker is gone: fail what waits and everything after, and tell the owner once. */
  private lose(err: Error): void {
    if (this.lostError) return;
    this.lostError = err;
    for (const pending of this.pending.values()) pending.reject(err);
    this.pending.clear();
    if (!this.closing) this.options.onLost?.(err);
  }
}
