import { describe, expect, it } from 'vitest';
import { ClientGoneError, createFairWorkQueue } from './fair-work-queue.ts';

/** A job that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    job: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const statusOf = async (p: Promise<unknown>) => p.then(() => 'ok').catch((err: { statusCode?: number }) => err.statusCode);

describe('fair work queue (docs/decisions/0705)', () => {
  it('runs at most `concurrency` jobs, least recently served source first', async () => {
    const q = createFairWorkQueue({ concurrency: 1, maxWaitingPerSource: 5, maxWaiting: 20, maxWaitMs: 60_000 });
    const started: string[] = [];
    const gates = ['a1', 'a2', 'a3', 'b1', 'c1'].map((n) => gate(started, n));
    const runs = gates.map((g, i) => q.run({ source: ['a', 'a', 'a', 'b', 'c'][i]! }, g.job));
    expect(started).toEqual(['a1']);
    expect(q.stats()).toEqual({ running: 1, waiting: 4, sources: 3 });
    for (const g of gates) {
      g.open();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(runs);
    // "a" queued three; "b" and "c", never served, went before a's second and third.
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('refuses a source past its own waiting limit with 429, everyone past the total with 503, both with a retry time', async () => {
    const q = createFairWorkQueue({ concurrency: 1, maxWaitingPerSource: 2, maxWaiting: 3, maxWaitMs: 5_000 });
    const started: string[] = [];
    const first = gate(started, 'a0');
    const running = q.run({ source: 'a' }, first.job);
    const waiting = [q.run({ source: 'a' }, async () => 'a1'), q.run({ source: 'a' }, async () => 'a2')];
    const refusedA = q.run({ source: 'a' }, async () => 'a3');
    await expect(refusedA).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 5 });
    waiting.push(q.run({ source: 'b' }, async () => 'b1'));
    await expect(q.run({ source: 'c' }, async () => 'c1')).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 5 });
    first.open();
    await expect(Promise.all([running, ...waiting])).resolves.toEqual(['a0', 'a1', 'a2', 'b1']);
    expect(q.stats()).toEqual({ running: 0, waiting: 0, sources: 0 });
  });

  it('drops the job of a client that went away, before it starts', async () => {
    const q = createFairWorkQueue({ concurrency: 1, maxWaitingPerSource: 5, maxWaiting: 20, maxWaitMs: 60_000 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = q.run({ source: 'a' }, first.job);
    const client = new AbortController();
    let ran = false;
    const abandoned = q.run({ source: 'b', signal: client.signal }, async () => void (ran = true));
    client.abort();
    await expect(abandoned).rejects.toBeInstanceOf(ClientGoneError);
    expect(q.stats().waiting).toBe(0);
    first.open();
    await running;
    expect(ran).toBe(false);
    // Already gone when asking: refused at once.
    await expect(q.run({ source: 'c', signal: AbortSignal.abort() }, async () => 1)).rejects.toBeInstanceOf(ClientGoneError);
  });

  it('gives up on a job that waited too long (503) instead of running it late', async () => {
    const q = createFairWorkQueue({ concurrency: 1, maxWaitingPerSource: 5, maxWaiting: 20, maxWaitMs: 50 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = q.run({ source: 'a' }, first.job);
    expect(await statusOf(q.run({ source: 'b' }, async () => 'late'))).toBe(503);
    first.open();
    await running;
    expect(started).toEqual(['first']);
    expect(q.stats()).toEqual({ running: 0, waiting: 0, sources: 0 });
  });

  it('frees its slot when a job fails', async () => {
    const q = createFairWorkQueue({ concurrency: 1, maxWaitingPerSource: 5, maxWaiting: 20, maxWaitMs: 60_000 });
    await expect(q.run({ source: 'a' }, async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    await expect(q.run({ source: 'a' }, async () => 'depois')).resolves.toBe('depois');
  });
});
