import type { BackgroundJob } from '../../../background-jobs.ts';
import { runDeliveryPass } from './delivery-pass.ts';

/** The in-server scheduler: one delivery pass every ALERTS_INTERVAL_MS (0 = off). */
export const alertDigestsJob: BackgroundJob = {
  name: 'job-alert-digests',
  intervalMs: (deps) => deps.config.alertsIntervalMs,
  run: async (deps) => {
    const report = await runDeliveryPass(deps);
    // The background runner logs a rejected run; surface failed sends the same way.
    if (report.errors.length > 0) throw new Error(`alert delivery pass: ${report.errors.join('; ')}`);
  },
};
