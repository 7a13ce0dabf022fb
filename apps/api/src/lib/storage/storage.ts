import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in HTTP's `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

/** `modifiedAt` only in listings (the orphan sweep spares objects still being uploaded). */
export type StoredObject = { key: string; size: number; modifiedAt?: Date };

/**
 * Where uploaded files' bytes live (decision 1602): a folder under DATA_DIR or an S3-compatible
 * bucket. The database keeps what a file is; a driver only keeps bytes under a key.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes `size` bytes read from `body` (a file's stream) under `key`, replacing what was there. */
  put(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** The bytes under `key`, or only `range` of them; null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (for checks and housekeeping). */
  list(prefix?: string): AsyncIterable<StoredObject>;
}

/** Keys are ours (made from random ids), never from a request; this refuses anything else. */
const KEY = /^[a-z0-9][a-z0-9._/-]{0,200}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}
