import { messages, TransactionAbortedError } from '@electric-sql/pglite';

/**
 * Messages between the main thread (client.ts) and the PGlite worker (worker.ts). Only
 * structured-clonable data crosses: parser functions cannot, so a query names the type OIDs whose
 * text the worker must return as is (all drizzle asks for, see client.ts).
 */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' | undefined; rawTypes: number[]; txId: number | undefined }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** A NOTIFY on a channel the worker listens to (decision 1809), sent before the answer of the statement that committed it. */
export type WorkerNotification = { notification: { channel: string; payload: string } };

/** The first message of the worker: PGlite opened, or why it did not. */
export type WorkerStarted = { started: true } | { started: false; error: SerializedError };

/** dataDir: folder of the data (PGlite opens `<dataDir>/pgdata`), undefined for memory; loadDataDir: a `dumpDataDir()` to start from. */
export type WorkerOptions = { dataDir: string | undefined; loadDataDir: Uint8Array | undefined };

export type SerializedError = {
  kind: 'database' | 'transaction-aborted' | 'error';
  name: string;
  message: string;
  stack: string | undefined;
  /** Own fields: code, detail, constraint, severity, table, query, params… */
  fields: Record<string, unknown>;
};

/** Own fields worth sending back; `queryOptions` holds parser functions, which cannot be cloned. */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { kind: 'error', name: 'Error', message: String(err), stack: undefined, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    if (value === null || ['string', 'number', 'boolean', 'undefined', 'bigint'].includes(typeof value) || key === 'params') fields[key] = value;
  }
  const kind = err instanceof TransactionAbortedError ? 'transaction-aborted' : err instanceof messages.DatabaseError ? 'database' : 'error';
  return { kind, name: err.name, message: err.message, stack: err.stack, fields };
}

/** The same class and fields as PGlite's own error, so callers (error handler, drizzle) cannot tell. */
export function deserializeError(e: SerializedError, queryOptions?: unknown): Error {
  let err: Error;
  if (e.kind === 'transaction-aborted') err = new TransactionAbortedError();
  else if (e.kind === 'database') err = new messages.DatabaseError(e.message, Number(e.fields.length ?? 0), e.name as messages.MessageName);
  else {
    err = new Error(e.message);
    err.name = e.name;
  }
  Object.assign(err, e.fields);
  if (queryOptions !== undefined) Object.assign(err, { queryOptions });
  if (e.stack) err.stack = e.stack;
  return err;
}
