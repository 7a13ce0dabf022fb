import type { BackgroundJob } from '../background-jobs.ts';

/** Pending outbox e-mails (SMTP only): retried with backoff until sent or given up (docs/decisions/0705). */
export const outboxDeliveryJob: BackgroundJob = {
  name: 'outbox-delivery',
  intervalMs: () => 60_000,
  run: async (deps) => {
    while ((await deps.mailer.deliverPending()) > 0) {
      // Keep going while passes find work: a burst drains in one run.
    }
  },
};

/** Drops rate-limit buckets untouched for a day (they are full again). */
export const rateLimitHousekeepingJob: BackgroundJob = {
  name: 'rate-limit-housekeeping',
  intervalMs: () => 15 * 60_000,
  run: async (deps) => {
    await deps.buckets.prune();
  },
};
