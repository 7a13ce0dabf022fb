import { AppError } from './errors.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit/limits.ts';

export type FairQueueOptions = {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs one source may have waiting; past that its next one is refused with 429. */
  maxWaitingPerSource: number;
  /** Jobs waiting in all; past that any new one is refused with 503. */
  maxWaiting: number;
  /** A job still waiting after this long is refused with 503 instead of running late. */
  maxWaitMs: number;
};

export type WorkContext = {
  /** Who asked (see lib/client-source.ts): sources take turns, so one cannot starve the others. */
  source: string;
  /** Aborted when the client has gone: its job is dropped before it starts. */
  signal?: AbortSignal;
};

type Waiting = { source: string; start: () => void; fail: (err: unknown) => void; signal?: AbortSignal; onAbort?: () => void; timer?: NodeJS.Timeout };

export const BUSY_MESSAGE = 'O serviço está ocupado agora. Tente novamente em instantes.';

/** The client went away: nobody is left to answer, so the error handler's answer goes nowhere. */
export class ClientGoneError extends AppError {
  constructor() {
    super(499, 'A conexão foi encerrada pelo cliente.');
  }
}

/**
 * Runs expensive jobs (password hashes: 128 MiB and ~0.3 s of a core each) a few at a time,
 * least-recently-served source first (docs/decisions/0705). Bounded everywhere: running jobs, waiting
 * jobs per source and in all, and how long a job may wait; a refusal is cheap and says when to
 * retry. Jobs of clients that disconnected are dropped before they start.
 */
export function createFairWorkQueue(options: FairQueueOptions) {
  const queues = new Map<string, Waiting[]>();
  /** When each source last had a job started (a counter, not a clock: only the order matters). */
  const lastServed = new Map<string, number>();
  let turn = 0;
  let running = 0;
  let waiting = 0;

  /** Keeps the memory of turns bounded: the sources served longest ago are as good as new. */
  function forgetOldTurns(): void {
    for (const source of lastServed.keys()) {
      if (lastServed.size <= 500) break;
      if (!queues.has(source)) lastServed.delete(source);
    }
  }

  const retryAfter = Math.max(1, Math.ceil(options.maxWaitMs / 1000));
  const refuse = (status: 429 | 503) => {
    return new AppError(status, status === 429 ? TOO_MANY_REQUESTS_MESSAGE : BUSY_MESSAGE, undefined, retryAfter);
  };

  function remove(item: Waiting): void {
    const queue = queues.get(item.source);
    if (!queue) return;
    const index = queue.indexOf(item);
    if (index < 0) return;
    queue.splice(index, 1);
    waiting--;
    if (queue.length === 0) queues.delete(item.source);
    if (item.timer) clearTimeout(item.timer);
    if (item.onAbort) item.signal?.removeEventListener('abort', item.onAbort);
  }

  /**
   * The waiting source served least recently goes next (one never served, first of all): a
   * flooding source takes its turn after everyone else, and a person arriving during a flood
   * waits only for the jobs already running. Ties go to the source that queued first.
   */
  function nextSource(): string {
    let best: string | undefined;
    let bestServed = Infinity;
    for (const source of queues.keys()) {
      const served = lastServed.get(source) ?? 0;
      if (served < bestServed) [best, bestServed] = [source, served];
    }
    return best!;
  }

  /** Starts waiting jobs while there is room. */
  function pump(): void {
    while (running < options.concurrency && waiting > 0) {
      const source = nextSource();
      const item = queues.get(source)![0]!;
      remove(item);
      lastServed.set(source, ++turn);
      if (lastServed.size > 1000) forgetOldTurns();
      if (item.signal?.aborted) {
        item.fail(new ClientGoneError());
        continue;
      }
      running++;
      item.start();
    }
  }

  return {
    run<T>(context: WorkContext, job: () => Promise<T>): Promise<T> {
      if (context.signal?.aborted) return Promise.reject(new ClientGoneError());
      const ownQueue = queues.get(context.source) ?? [];
      if (ownQueue.length >= options.maxWaitingPerSource && running >= options.concurrency) return Promise.reject(refuse(429));
      if (waiting >= options.maxWaiting && running >= options.concurrency) return Promise.reject(refuse(503));
      return new Promise<T>((resolve, reject) => {
        const item: Waiting = {
          source: context.source,
          signal: context.signal,
          start: () => {
            job()
              .finally(() => {
                running--;
                pump();
              })
              .then(resolve, reject);
          },
          fail: reject,
        };
        item.timer = setTimeout(() => {
          remove(item);
          reject(refuse(503));
        }, options.maxWaitMs);
        item.timer.unref();
        if (context.signal) {
          item.onAbort = () => {
            remove(item);
            reject(new ClientGoneError());
          };
          context.signal.addEventListener('abort', item.onAbort, { once: true });
        }
        ownQueue.push(item);
        queues.set(context.source, ownQueue);
        waiting++;
        pump();
      });
    },
    stats: () => ({ running, waiting, sources: queues.size }),
  };
}

export type FairWorkQueue = ReturnType<typeof createFairWorkQueue>;
