import { describe, expect, it } from 'vitest';
import { ListenedCache } from './listened-cache.ts';

const cache = (ttlMs = 1_000, maxEntries = 10) => {
  const c = new ListenedCache<string>({ ttlMs, maxEntries });
  c.enable();
  return c;
};

describe('ListenedCache (decision 1809)', () => {
  it('keeps nothing while the listener is not up, and empties when it goes down', () => {
    const c = new ListenedCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    c.set('t1', 'row', c.begin(), 0, { group: 'u1' });
    expect(c.get('t1', 1)).toBeUndefined();
    c.enable();
    c.set('t1', 'row', c.begin(), 0, { group: 'u1' });
    expect(c.get('t1', 1)).toBe('row');
    c.disable();
    expect(c.get('t1', 1)).toBeUndefined();
    c.enable();
    expect(c.get('t1', 1)).toBeUndefined();
  });

  it('keeps an entry for the time given, not a millisecond more', () => {
    const c = cache(1_000);
    c.set('t1', 'row', c.begin(), 5_000, { group: 'u1' });
    expect(c.get('t1', 5_999)).toBe('row');
    expect(c.get('t1', 6_000)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('forgets every entry of a changed user and only theirs', () => {
    const c = cache();
    c.set('a1', 'ana-1', c.begin(), 0, { group: 'ana' });
    c.set('a2', 'ana-2', c.begin(), 0, { group: 'ana' });
    c.set('b1', 'bia-1', c.begin(), 0, { group: 'bia' });
    c.forget('ana');
    expect(c.get('a1', 1)).toBeUndefined();
    expect(c.get('a2', 1)).toBeUndefined();
    expect(c.get('b1', 1)).toBe('bia-1');
  });

  it('does not keep a lookup that began before a change was heard: it may have read the row as it was', () => {
    const c = cache();
    const started = c.begin();
    c.forget('someone-else');
    c.set('a1', 'read before the change', started, 0, { group: 'ana' });
    expect(c.get('a1', 1)).toBeUndefined();
    const startedAfter = c.begin();
    c.set('a1', 'read after', startedAfter, 0, { group: 'ana' });
    expect(c.get('a1', 1)).toBe('read after');
  });

  it('does not keep a lookup that began before the listener went down and came back', () => {
    const c = cache();
    const started = c.begin();
    c.disable();
    c.enable();
    c.set('a1', 'row', started, 0, { group: 'ana' });
    expect(c.get('a1', 1)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const c = cache(1_000, 3);
    for (const key of ['k1', 'k2', 'k3', 'k4']) c.set(key, key, c.begin(), 0, { group: `user-${key}` });
    expect(c.size).toBe(3);
    expect(c.get('k1', 1)).toBeUndefined();
    expect(c.get('k4', 1)).toBe('k4');
    // The dropped entry's user index went with it: forgetting its user touches nothing else.
    c.forget('user-k1');
    expect(c.size).toBe(3);
  });

  it('keeps an entry no longer than it says it holds', () => {
    const c = cache(1_000);
    c.set('job', 'row', c.begin(), 0, { until: 400 });
    expect(c.get('job', 399)).toBe('row');
    expect(c.get('job', 400)).toBeUndefined();
    c.set('past', 'row', c.begin(), 500, { until: 500 });
    expect(c.size).toBe(0);
    c.set('far', 'row', c.begin(), 0, { until: 5_000 });
    expect(c.get('far', 1_000)).toBeUndefined();
  });

  it('clear forgets every entry and the reads in flight', () => {
    const c = cache();
    c.set('a1', 'row', c.begin(), 0, { group: 'ana' });
    const started = c.begin();
    c.clear();
    expect(c.get('a1', 1)).toBeUndefined();
    c.set('b1', 'row', started, 0);
    expect(c.size).toBe(0);
  });

  it('neither reads nor keeps a group while a write of it is in flight, and forgets it when answered', () => {
    const c = cache();
    c.set('a1', 'ana-old', c.begin(), 0, { group: 'ana' });
    c.set('b1', 'bia', c.begin(), 0, { group: 'bia' });
    c.hold('ana');
    c.hold('ana');
    expect(c.get('a1', 1)).toBeUndefined();
    expect(c.get('b1', 1)).toBe('bia');
    c.set('a1', 'ana-read-during-the-write', c.begin(), 1, { group: 'ana' });
    c.release('ana');
    // One of the two writes is still in flight.
    expect(c.get('a1', 2)).toBeUndefined();
    const startedDuring = c.begin();
    c.release('ana');
    c.set('a1', 'ana-read-before-the-answer', startedDuring, 2, { group: 'ana' });
    expect(c.get('a1', 3)).toBeUndefined();
    c.set('a1', 'ana-new', c.begin(), 3, { group: 'ana' });
    expect(c.get('a1', 4)).toBe('ana-new');
    expect(c.get('b1', 4)).toBe('bia');
  });

  it('holds everything for a write that may change anything (staff, anonymous)', () => {
    const c = cache();
    c.set('b1', 'bia', c.begin(), 0, { group: 'bia' });
    c.hold();
    expect(c.get('b1', 1)).toBeUndefined();
    c.set('j1', 'job', c.begin(), 1);
    c.release();
    expect(c.size).toBe(0);
    c.set('j1', 'job', c.begin(), 2);
    expect(c.get('j1', 3)).toBe('job');
  });

  it('update replaces the value and keeps its age', () => {
    const c = cache(1_000);
    c.set('a1', 'old', c.begin(), 0, { group: 'ana' });
    c.update('a1', 'new');
    expect(c.get('a1', 999)).toBe('new');
    expect(c.get('a1', 1_000)).toBeUndefined();
    c.update('missing', 'x');
    expect(c.size).toBe(0);
  });
});
