import { setTimeout as delay } from 'node:timers/promises';

/** Time as the feed client sees it: injectable so tests of pauses and backoff never wait for real seconds. */
export type FeedClock = { now(): number; sleep(ms: number): Promise<void> };

export const systemClock: FeedClock = {
  now: () => Date.now(),
  sleep: (ms) => delay(ms),
};
