/**
 * A small in-process cache for expensive search work (filter counts and ranked id windows over
 * a million jobs). Rules, in order:
 * - Only results that were expensive to compute (>= `minCostMs`) are kept: on a small table
 *   every answer is computed fresh and exact.
 * - Fresh for `ttlMs`; after that and up to `staleMs` the old value is served while ONE
 *   background refresh runs (stale-while-revalidate), so no request waits for a recount.
 * - Concurrent misses for the same key share one computation (single flight).
 * - At most `maxEntries` keys, least recently used evicted first.
 * - At most `maxBackgroundRefreshes` refreshes run at once (default: no limit). Keys that go
 *   stale together (first computed together) would otherwise all recount at the same moment and
 *   hold every pooled connection: `npm run bench` saw 503s from exactly that. A stale key whose
 *   refresh has no slot is served stale, and the next request for it tries again.
 */
export type SearchCacheOptions = { ttlMs: number; staleMs: number; minCostMs: number; maxEntries: number; maxBackgroundRefreshes?: number; now?: () => number };

type Entry<V> = { value: V; storedAt: number };

export class SearchCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private generation = 0;
  private refreshing = 0;
  private readonly now: () => number;

  private readonly options: SearchCacheOptions;

  constructor(options: SearchCacheOptions) {
    this.options = options;
    this.now = options.now ?? (() => performance.now());
  }

  /** `onJoin`: called when the answer is another caller's computation still running, before waiting for it. */
  async get(key: string, compute: () => Promise<V>, onJoin?: () => void): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age <= this.options.staleMs) {
        // Touch for LRU order.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age > this.options.ttlMs && !this.inFlight.has(key) && this.refreshing < (this.options.maxBackgroundRefreshes ?? Infinity)) {
          this.refreshing++;
          void this.run(key, compute)
            .catch(() => undefined)
            .finally(() => this.refreshing--);
        }
        return entry.value;
      }
      this.entries.delete(key);
    }
    const running = this.inFlight.get(key);
    if (!running) return this.run(key, compute);
    onJoin?.();
    return running;
  }

  /**
   * Where a computation that answers this cache's key on the side starts (decision 1808: one pass
   * gives the filter counts and the ranked window). Pass it to `offer` with the value.
   */
  mark(): { generation: number; started: number } {
    return { generation: this.generation, started: this.now() };
  }

  /**
   * Keeps a value computed elsewhere under the rules `get` follows: only when it cost at least
   * `minCostMs` since `mark` and nothing was cleared since. A key being computed already keeps its
   * own computation.
   */
  offer(key: string, value: V, mark: { generation: number; started: number }): void {
    if (mark.generation !== this.generation || this.now() - mark.started < this.options.minCostMs || this.inFlight.has(key)) return;
    this.store(key, value);
  }

  /** Forget everything (after an import); computations already running will not be stored. */
  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether a value for `key` is kept (fresh or still servable stale): what `get` would answer without computing. */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && this.now() - entry.storedAt <= this.options.staleMs;
  }

  private store(key: string, value: V): void {
    if (this.options.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  private run(key: string, compute: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const started = this.now();
    const promise = compute()
      .then((value) => {
        if (generation === this.generation && this.now() - started >= this.options.minCostMs) this.store(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}
