import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './first-queries.ts';

afterEach(() => vi.useRealTimers());

// docs/decisions/1818: the first render waits for its answers, but never longer than the bound.
describe('settledWithin', () => {
  it('settles as soon as every promise has settled, rejected ones included', async () => {
    vi.useFakeTimers();
    let settled = false;
    const done = settledWithin([Promise.resolve(1), Promise.reject(new Error('x'))], 1_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    await done;
  });

  it('settles after the bound when an answer never comes, and not before', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settledWithin([Promise.resolve(1), new Promise(() => undefined)], 1_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('settles at once when there is nothing to wait for', async () => {
    await expect(settledWithin([], 1_000)).resolves.toBeUndefined();
  });
});
