import type { BackgroundJob } from '../../background-jobs.ts';
import { PASSWORD_RESETS_JOB, processPasswordResetRequests } from './password-reset.service.ts';

/**
 * Kicked by every forgot-password request; the schedule only picks up what a crash left behind.
 * Its e-mails are delivered in the same run (SMTP) or were already written to the outbox.
 */
export const passwordResetsJob: BackgroundJob = {
  name: PASSWORD_RESETS_JOB,
  intervalMs: () => 60_000,
  run: async (deps) => {
    if ((await processPasswordResetRequests(deps)) > 0) await deps.mailer.deliverPending();
  },
};
