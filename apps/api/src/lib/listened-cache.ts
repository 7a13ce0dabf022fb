/**
 * What this instance read from the database, kept in memory for a few seconds, for as long as it
 * hears the database announce the changes (decision 1809): the session lookups, the job rows. A
 * kept value must never outlive a change by more than the time PostgreSQL takes to tell this
 * instance:
 *
 * - it is **on** only while the instance listens to the channel that announces the changes (the
 *   triggers of migrations 0020 and 0021); while the listener is down it is off and empty, and every
 *   read asks the database as before;
 * - a change forgets what it touched (a group: a user's sessions) or everything, and a read that
 *   began before any change arrived is not kept (`epoch`): it may have read the row as it was;
 * - an entry is kept `ttlMs` at most, or less when it says until when it holds (`until`), and at
 *   most `maxEntries` of them, the oldest out first.
 */
export type ListenedCacheOptions = { ttlMs: number; maxEntries: number };

type Entry<T> = { value: T; group: string | undefined; storedAt: number; expiresAt: number };

export class ListenedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByGroup = new Map<string, Set<string>>();
  private readonly options: ListenedCacheOptions;
  private on = false;
  /** Moves on every change heard and every switch: a read started under another epoch is not kept. */
  private epoch = 0;
  /** Writes in flight on this instance, per group and for everything: their groups are neither read nor kept meanwhile. */
  private readonly holds = new Map<string, number>();
  private holdsAll = 0;

  constructor(options: ListenedCacheOptions) {
    this.options = options;
  }

  /** The listener is up (LISTEN done): from now on every change reaches `forget` or `clear`. */
  enable(): void {
    this.clear();
    this.on = true;
  }

  /** The listener is down: changes may be missed, so nothing is kept until it is back. */
  disable(): void {
    this.on = false;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** What a read notes before it asks the database; `set` keeps its answer only if nothing changed since. */
  begin(): number {
    return this.epoch;
  }

  get(key: string, now: number): T | undefined {
    if (!this.on || this.holdsAll > 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry || (entry.group !== undefined && this.holds.has(entry.group))) return undefined;
    if (now >= entry.expiresAt || now < entry.storedAt) {
      this.drop(key, entry.group);
      return undefined;
    }
    return entry.value;
  }

  /** `until`: the instant the value stops being true on its own (a job's expiry), when sooner than the TTL. */
  set(key: string, value: T, startedAt: number, now: number, options: { group?: string; until?: number } = {}): void {
    if (!this.on || startedAt !== this.epoch || this.holdsAll > 0 || (options.group !== undefined && this.holds.has(options.group))) return;
    const expiresAt = Math.min(now + this.options.ttlMs, options.until ?? Infinity);
    if (expiresAt <= now) return;
    this.drop(key, this.entries.get(key)?.group);
    // Oldest first out: a Map iterates in insertion order.
    while (this.entries.size >= this.options.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry<T>];
      this.drop(oldest, entry.group);
    }
    this.entries.set(key, { value, group: options.group, storedAt: now, expiresAt });
    if (options.group === undefined) return;
    let keys = this.keysByGroup.get(options.group);
    if (!keys) this.keysByGroup.set(options.group, (keys = new Set()));
    keys.add(key);
  }

  /** Replaces a kept value in place (a session's last use moved), keeping its age. */
  update(key: string, value: T): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
  }

  /** Something of a group changed (a user's sessions or account): its entries go, and reads in flight are not kept. */
  forget(group: string): void {
    this.epoch++;
    for (const key of this.keysByGroup.get(group) ?? []) this.entries.delete(key);
    this.keysByGroup.delete(group);
  }

  /**
   * A write of this instance is in flight that may change the group (a user), or anything when no
   * group is given: until `release`, its entries are neither read nor kept, so the write's own reads
   * after its changes, and its writer's next request, see the database (decision 1809).
   */
  hold(group?: string): void {
    if (group === undefined) this.holdsAll++;
    else this.holds.set(group, (this.holds.get(group) ?? 0) + 1);
  }

  /** The write is answered: what it may have changed is forgotten, and reads that began before it are not kept. */
  release(group?: string): void {
    if (group === undefined) {
      this.holdsAll = Math.max(0, this.holdsAll - 1);
      this.clear();
      return;
    }
    const left = (this.holds.get(group) ?? 1) - 1;
    if (left > 0) this.holds.set(group, left);
    else this.holds.delete(group);
    this.forget(group);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.keysByGroup.clear();
  }

  private drop(key: string, group: string | undefined): void {
    this.entries.delete(key);
    if (group === undefined) return;
    const keys = this.keysByGroup.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByGroup.delete(group);
  }
}
