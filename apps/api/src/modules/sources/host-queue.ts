import type { FeedClock } from './feed-clock.ts';

/**
 * One request at a time per host, with a pause between the end of one and the start of the next
 * (docs/decisions/1501: be a good citizen). Hosts are `host:port`, so different hosts never wait for
 * each other.
 */
export class HostQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly lastFinished = new Map<string, number>();

  private readonly clock: FeedClock;
  private readonly pauseMs: number;

  constructor(clock: FeedClock, pauseMs: number) {
    this.clock = clock;
    this.pauseMs = pauseMs;
  }

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(host, tail);
    await previous;
    try {
      const last = this.lastFinished.get(host);
      const wait = last === undefined ? 0 : last + this.pauseMs - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
      return await task();
    } finally {
      this.lastFinished.set(host, this.clock.now());
      release();
      if (this.tails.get(host) === tail) this.tails.delete(host);
    }
  }
}
