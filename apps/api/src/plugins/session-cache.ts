/**
 * The session lookups of this instance kept in memory for a few seconds (decision 1809), so a
 * logged-in request does not ask PostgreSQL who it is on every call. A cached session must never
 * outlive its revocation by more than the time PostgreSQL takes to tell this instance:
 *
 * - it is **on** only while this instance listens to the database's session changes (triggers on
 *   sessions and users NOTIFY the user's id, migration 0020); while the listener is down it is off
 *   and empty, and every request asks the database as before;
 * - a change for a user forgets that user's entries, and a lookup that began before any change
 *   arrived is not kept (`epoch`): it may have read the row as it was before the change;
 * - an entry is kept `ttlMs` at most, whatever happens, and at most `maxEntries` of them.
 */
export type SessionCacheOptions = { ttlMs: number; maxEntries: number };

type Entry<T> = { value: T; userId: string; storedAt: number };

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private on = false;
  /** Moves on every change heard and every switch: a lookup started under another epoch is not kept. */
  private epoch = 0;

  private readonly options: SessionCacheOptions;

  constructor(options: SessionCacheOptions) {
    this.options = options;
  }

  /** The listener is up (LISTEN done): from now on every change reaches `forget`. */
  enable(): void {
    this.clear();
    this.on = true;
  }

  /** The listener is down: changes may be missed, so nothing is kept until it is back. */
  disable(): void {
    this.on = false;
    this.clear();
  }

  get enabled(): boolean {
    return this.on;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What a lookup notes before it asks the database; `set` keeps its answer only if nothing changed since. */
  begin(): number {
    return this.epoch;
  }

  get(key: string, now: number): T | undefined {
    if (!this.on) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.options.ttlMs || now < entry.storedAt) {
      this.drop(key, entry.userId);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, userId: string, value: T, startedAt: number, now: number): void {
    if (!this.on || startedAt !== this.epoch) return;
    this.drop(key, this.entries.get(key)?.userId);
    // Oldest first out: a Map iterates in insertion order.
    while (this.entries.size >= this.options.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry<T>];
      this.drop(oldest, entry.userId);
    }
    this.entries.set(key, { value, userId, storedAt: now });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** Replaces a kept value in place (the session's last use moved), keeping its age. */
  update(key: string, value: T): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
  }

  /** A user's sessions or account changed: their entries go, and lookups in flight are not kept. */
  forget(userId: string): void {
    this.epoch++;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.keysByUser.clear();
  }

  private drop(key: string, userId: string | undefined): void {
    this.entries.delete(key);
    if (userId === undefined) return;
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
