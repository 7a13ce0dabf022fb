import { describe, expect, it } from 'vitest';
import { createFairWorkQueue } from '../../lib/fair-work-queue.ts';
import { workSlot } from '../../lib/work-slot.ts';
import { SearchCache } from './search-cache.ts';

function setup(overrides: Partial<ConstructorParameters<typeof SearchCache>[0]> = {}) {
  let clock = 0;
  const cache = new SearchCache<number>({ ttlMs: 100, staleMs: 1000, minCostMs: 10, maxEntries: 2, now: () => clock, ...overrides });
  let calls = 0;
  /** A computation that "takes" `cost` ms of the fake clock. */
  const compute =
    (value: number, cost = 20) =>
    async () => {
      calls++;
      clock += cost;
      return value;
    };
  return { cache, compute, tick: (ms: number) => (clock += ms), calls: () => calls };
}

describe('SearchCache', () => {
  it('keeps expensive results and serves them while fresh', async () => {
    const { cache, compute, calls } = setup();
    expect(await cache.get('k', compute(1))).toBe(1);
    expect(await cache.get('k', compute(2))).toBe(1);
    expect(calls()).toBe(1);
  });

  it('never keeps cheap results (small tables stay exact)', async () => {
    const { cache, compute, calls } = setup();
    await cache.get('k', compute(1, 1));
    expect(await cache.get('k', compute(2, 1))).toBe(2);
    expect(calls()).toBe(2);
  });

  it('serves a stale value once and refreshes it in the background', async () => {
    const { cache, compute, tick } = setup();
    await cache.get('k', compute(1));
    tick(500);
    expect(await cache.get('k', compute(2))).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', compute(3))).toBe(2);
  });

  it('recomputes when older than the stale limit', async () => {
    const { cache, compute, tick } = setup();
    await cache.get('k', compute(1));
    tick(5000);
    expect(await cache.get('k', compute(2))).toBe(2);
  });

  it('says whether a key is kept: not a cheap one, a stale one until the stale limit, nothing after clear()', async () => {
    const { cache, compute, tick } = setup();
    await cache.get('cheap', compute(1, 1));
    expect(cache.has('cheap')).toBe(false);
    await cache.get('k', compute(1));
    expect(cache.has('k')).toBe(true);
    tick(1000);
    expect(cache.has('k')).toBe(true);
    tick(1);
    expect(cache.has('k')).toBe(false);
    await cache.get('k', compute(2));
    cache.clear();
    expect(cache.has('k')).toBe(false);
  });

  it('shares one computation between concurrent misses', async () => {
    const { cache, compute, calls } = setup();
    const results = await Promise.all([cache.get('k', compute(1)), cache.get('k', compute(2)), cache.get('k', compute(3))]);
    expect(results).toEqual([1, 1, 1]);
    expect(calls()).toBe(1);
  });

  it('evicts the least recently used key and forgets everything on clear()', async () => {
    const { cache, compute } = setup();
    await cache.get('a', compute(1));
    await cache.get('b', compute(2));
    await cache.get('a', compute(9));
    await cache.get('c', compute(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('b', compute(20))).toBe(20);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('runs at most maxBackgroundRefreshes refreshes at once; the others stay stale and retry later', async () => {
    const { cache, compute, tick } = setup({ maxBackgroundRefreshes: 1, maxEntries: 10 });
    await cache.get('a', compute(1));
    await cache.get('b', compute(2));
    tick(500);
    let release = () => {};
    let started = 0;
    const slow = (value: number) => () => {
      started++;
      return new Promise<number>((resolve) => (release = () => (tick(20), resolve(value))));
    };
    expect(await cache.get('a', slow(10))).toBe(1);
    expect(await cache.get('b', slow(20))).toBe(2);
    expect(started).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('a', compute(99))).toBe(10);
    expect(await cache.get('b', slow(21))).toBe(2);
    expect(started).toBe(2);
  });

  it('keeps a value offered from another computation under the same rules (1808)', async () => {
    const { cache, compute, tick, calls } = setup({ maxEntries: 10 });
    const costly = cache.mark();
    tick(20);
    cache.offer('costly', 1, costly);
    expect(await cache.get('costly', compute(2))).toBe(1);
    expect(calls()).toBe(0);

    // Cheap: not kept, as get would not keep it.
    const cheap = cache.mark();
    tick(1);
    cache.offer('cheap', 1, cheap);
    expect(await cache.get('cheap', compute(2))).toBe(2);

    // A clear() after the mark: the value may predate an import, so it is dropped.
    const beforeClear = cache.mark();
    tick(20);
    cache.clear();
    cache.offer('cleared', 1, beforeClear);
    expect(await cache.get('cleared', compute(3))).toBe(3);
  });

  it('tells a caller that joins a computation still running, before it waits (1808)', async () => {
    const { cache } = setup();
    let finish = (_: number) => {};
    const joined: string[] = [];
    const first = cache.get(
      'k',
      () => new Promise<number>((r) => (finish = r)),
      () => joined.push('first'),
    );
    const second = cache.get(
      'k',
      async () => 2,
      () => joined.push('second'),
    );
    expect(joined).toEqual(['second']);
    finish(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
  });

  it('with the search queue: a request that holds the only slot and joins a queued computation lets it run (1808)', async () => {
    // Request B's piece is queued behind A's slot; A then needs that same piece. Were A to keep its
    // slot while it waits, both would wait until the queue's limit and B's piece would be refused.
    const { cache } = setup({ maxEntries: 10 });
    const queue = createFairWorkQueue({ concurrency: 1, maxWaitingPerSource: 4, maxWaiting: 4, maxWaitMs: 2000 });
    const a = workSlot(queue, () => ({ source: 'a' }));
    const b = workSlot(queue, () => ({ source: 'b' }));
    await a.run(async () => 'first piece');
    const fromB = cache.get('w', () => b.run(async () => 7), b.standAside);
    const fromA = cache.get('w', () => a.run(async () => 8), a.standAside);
    expect(await Promise.all([fromA, fromB])).toEqual([7, 7]);
    a.release();
    b.release();
  });
});
