import { describe, expect, it } from 'vitest';
import { createFairWorkQueue } from './fair-work-queue.ts';
import { workSlot } from './work-slot.ts';

const queue = (maxWaitMs = 1000) => createFairWorkQueue({ concurrency: 1, maxWaitingPerSource: 4, maxWaiting: 8, maxWaitMs });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('workSlot (1808)', () => {
  it('takes one slot for every piece of a request and gives it back at release', async () => {
    const q = queue();
    const first = workSlot(q, () => ({ source: 'a' }));
    expect(q.stats().running).toBe(0);
    expect(await first.run(async () => 1)).toBe(1);
    expect(await first.run(async () => 2)).toBe(2);
    expect(q.stats()).toMatchObject({ running: 1, waiting: 0 });

    // Another request waits for the slot until the first one is answered.
    const second = workSlot(q, () => ({ source: 'b' }));
    let ran = false;
    const pending = second.run(async () => (ran = true));
    await tick();
    expect(ran).toBe(false);
    expect(q.stats().waiting).toBe(1);
    first.release();
    await pending;
    expect(ran).toBe(true);
    second.release();
    await tick();
    expect(q.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('takes nothing when no work needs it', () => {
    const q = queue();
    const slot = workSlot(q, () => ({ source: 'a' }));
    slot.release();
    expect(q.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('passes on the queue refusal and the work failure, and frees a slot released while it waited', async () => {
    const q = queue(50);
    const holder = workSlot(q, () => ({ source: 'a' }));
    await holder.run(async () => undefined);
    const late = workSlot(q, () => ({ source: 'b' }));
    await expect(late.run(async () => 1)).rejects.toMatchObject({ statusCode: 503 });

    const gone = workSlot(q, () => ({ source: 'c' }));
    const waiting = gone.run(async () => 1);
    gone.release();
    holder.release();
    expect(await waiting).toBe(1);
    await tick();
    expect(q.stats().running).toBe(0);

    const failing = workSlot(q, () => ({ source: 'd' }));
    await expect(failing.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    failing.release();
    await tick();
    expect(q.stats().running).toBe(0);
  });

  it('stands aside until its next piece: the slot goes to the next in line, and the next run waits its turn again', async () => {
    const q = queue();
    const first = workSlot(q, () => ({ source: 'a' }));
    first.standAside(); // nothing held: harmless
    await first.run(async () => undefined);
    const second = workSlot(q, () => ({ source: 'b' }));
    let ran = false;
    const waiting = second.run(async () => (ran = true));
    await tick();
    expect(ran).toBe(false);

    first.standAside();
    await waiting;
    expect(ran).toBe(true);
    // The first request's next piece queues behind the second one.
    let again = false;
    const next = first.run(async () => (again = true));
    await tick();
    expect(again).toBe(false);
    second.release();
    await next;
    expect(again).toBe(true);
    first.release();
    await tick();
    expect(q.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('standing aside while a piece still waits for the slot or runs in it, gives the slot back when that piece ends', async () => {
    const q = queue();
    const holder = workSlot(q, () => ({ source: 'a' }));
    await holder.run(async () => undefined);
    const slot = workSlot(q, () => ({ source: 'b' }));
    let finish = () => {};
    // A piece (a cache's background refresh) waits for the slot; the request then waits for another's piece.
    const refresh = slot.run(() => new Promise<void>((r) => (finish = r)));
    slot.standAside();
    holder.release();
    await tick();
    expect(q.stats().running).toBe(1); // the refresh runs in the slot
    finish();
    await refresh;
    await tick();
    expect(q.stats()).toMatchObject({ running: 0, waiting: 0 });
    slot.release();
  });
});
