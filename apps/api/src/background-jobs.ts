import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { passwordResetsJob } from './modules/accounts/password-reset.background-job.ts';
import { alertDigestsJob } from './modules/alerts/delivery/alerts.background-job.ts';
import { outboxDeliveryJob, rateLimitHousekeepingJob } from './lib/system.background-jobs.ts';
import { sourcesSyncJob } from './modules/sources/sources.background-job.ts';
import { orphanFilesJob } from './modules/files/orphan-files.background-job.ts';
import { nextStepRemindersJob } from './modules/applications/reminders/next-step-reminders.background-job.ts';

export type BackgroundJob = { name: string; intervalMs: (deps: AppDeps) => number; run: (deps: AppDeps) => Promise<void> };

/** In-process schedulers. Each job is safe to run on several instances at once. */
export const backgroundJobs: BackgroundJob[] = [
  alertDigestsJob,
  passwordResetsJob,
  outboxDeliveryJob,
  rateLimitHousekeepingJob,
  sourcesSyncJob,
  orphanFilesJob,
  nextStepRemindersJob,
];

/**
 * Runs the background jobs: on their schedule (`start`, only in the server) and on demand
 * (`kick`, e.g. right after a reset link was asked for, so the e-mail leaves in milliseconds
 * rather than at the next tick). One run of a job at a time: a kick during a run asks for one
 * more run after it, never a second concurrent one.
 */
export function createJobRunner(getDeps: () => AppDeps, log: FastifyBaseLogger, jobs: BackgroundJob[] = backgroundJobs) {
  const state = new Map<string, { running: Promise<void> | null; again: boolean }>();

  function kick(name: string): Promise<void> {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`unknown background job ${name}`);
    const s = state.get(name) ?? { running: null, again: false };
    state.set(name, s);
    if (s.running) {
      s.again = true;
      return s.running;
    }
    const loop = async () => {
      do {
        s.again = false;
        const deps = getDeps();
        try {
          await job.run(deps);
          deps.metrics.jobRun(job.name, true);
        } catch (err) {
          deps.metrics.jobRun(job.name, false);
          log.error({ err, job: job.name }, 'background job failed');
        }
      } while (s.again);
      s.running = null;
    };
    s.running = loop();
    return s.running;
  }

  /** Resolves when no job is running (tests wait for the e-mail a request caused). */
  async function idle(): Promise<void> {
    // Kicks are made in the next turn of the event loop after an answer left: let them start.
    await new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      const running = [...state.values()].map((s) => s.running).filter((p): p is Promise<void> => p !== null);
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  function start(): () => Promise<void> {
    const timers: NodeJS.Timeout[] = [];
    for (const job of jobs) {
      const every = job.intervalMs(getDeps());
      if (every > 0) timers.push(setInterval(() => void kick(job.name), every));
    }
    return async () => {
      for (const t of timers) clearInterval(t);
      await idle();
    };
  }

  return { kick: (name: string) => void kick(name), idle, start };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
