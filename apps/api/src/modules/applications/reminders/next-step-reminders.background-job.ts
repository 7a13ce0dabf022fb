import type { BackgroundJob } from '../../../background-jobs.ts';
import { outboxDeliveryJob } from '../../../lib/system.background-jobs.ts';
import { runNextStepReminders } from './next-step-reminders.ts';

export const NEXT_STEP_REMINDERS_JOB = 'next-step-reminders';

/** Every 15 minutes: the day-before reminders of next steps (decision 1702), then the outbox is delivered. */
export const nextStepRemindersJob: BackgroundJob = {
  name: NEXT_STEP_REMINDERS_JOB,
  intervalMs: () => 15 * 60_000,
  run: async (deps) => {
    if ((await runNextStepReminders(deps)) > 0) deps.jobs.kick(outboxDeliveryJob.name);
  },
};
