import type { FairWorkQueue, WorkContext } from './fair-work-queue.ts';

/** Runs a piece of a request's expensive work inside the request's slot. */
export type SlotWork = <T>(work: () => Promise<T>) => Promise<T>;

export type WorkSlot = {
  /** Takes the slot if not held (waiting its turn in the queue, or refused as the queue refuses), then runs `work` in it. */
  run: SlotWork;
  /**
   * Gives the slot back until the next `run`: before waiting for work another request is doing (a
   * cache's single flight). Holding it then could leave every slot held by requests that wait
   * for queued work that no slot is left to run.
   */
  standAside: () => void;
  /** Gives the slot back (call once the request is answered; harmless when it was never taken). */
  release: () => void;
};

/**
 * One slot of `queue` for the whole of one request (decision 1808): a search that misses several
 * caches (counts, then its window) waits for its turn once, not before each piece, and holds a
 * single slot however many pieces it computes. Nothing is taken until some work needs it, so a
 * request answered from the caches never waits; `contextOf` is asked only then (a request's
 * disconnect signal costs a listener, not worth it on every cached answer).
 */
export function workSlot(queue: FairWorkQueue, contextOf: () => WorkContext): WorkSlot {
  let taken: Promise<void> | null = null;
  let giveBack: (() => void) | null = null;
  let released = false;
  /** Pieces running in the slot now (a cache's background refresh may run beside the request's own). */
  let running = 0;
  /** The request waits for another's piece: give the slot back as soon as no piece of ours runs in it. */
  let asideWanted = false;
  const letGo = () => {
    giveBack?.();
    giveBack = null;
  };
  const standAside = () => {
    if (running > 0 || !giveBack) {
      asideWanted = taken !== null;
      return;
    }
    asideWanted = false;
    letGo();
    taken = null;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      asideWanted = false;
      taken ??= new Promise<void>((entered, refused) => {
        queue
          .run(contextOf(), () => {
            entered();
            // Held until given back; given back already (the request ended while waiting): at once.
            return released ? Promise.resolve() : new Promise<void>((done) => (giveBack = done));
          })
          .catch(refused);
      });
      await taken;
      running++;
      try {
        return await work();
      } finally {
        running--;
        if (asideWanted) standAside();
      }
    },
    standAside,
    release() {
      released = true;
      letGo();
    },
  };
}
