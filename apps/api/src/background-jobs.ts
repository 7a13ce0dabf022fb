import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { alertDigestsJob } from './modules/alerts/delivery/alerts.background-job.ts';

export type BackgroundJob = { name: string; intervalMs: (deps: AppDeps) => number; run: (deps: AppDeps) => Promise<void> };

/** In-process schedulers (alert digests). Each job is safe to run on several instances at once. */
export const backgroundJobs: BackgroundJob[] = [alertDigestsJob];

export function startBackgroundJobs(deps: AppDeps, log: FastifyBaseLogger): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<void> = Promise.resolve();
  for (const job of backgroundJobs) {
    const every = job.intervalMs(deps);
    if (every <= 0) continue;
    timers.push(
      setInterval(() => {
        running = running.then(() => job.run(deps)).catch((err: unknown) => log.error({ err, job: job.name }, 'background job failed'));
      }, every),
    );
  }
  return async () => {
    for (const t of timers) clearInterval(t);
    await running;
  };
}
