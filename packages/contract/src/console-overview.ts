import { z } from './zod.ts';
import { sourceRunWithSource } from './sources-admin.ts';

/** One Brasília day (AAAA-MM-DD) and its count. */
export const dayCount = z.object({ day: z.string(), count: z.number() });
export type DayCount = z.infer<typeof dayCount>;

/**
 * The console home ('Painel', decision 1405). A count is null when the viewer lacks the capability
 * of its screen (jobs:moderate, tickets:manage, leads:read, sources:manage): what one may not open is not shown.
 */
export const consoleOverview = z.object({
  jobs_pending: z.number().nullable(),
  tickets_open: z.number().nullable(),
  leads_new: z.number().nullable(),
  signups_per_day: z.array(dayCount),
  active_users_per_day: z.array(dayCount),
  alert_emails: z.object({ sent: z.number(), failed: z.number() }),
  /** The last 5 source runs, newest first; null without `sources:manage` (decision 1502). */
  source_runs: z.array(sourceRunWithSource).nullable(),
});
export type ConsoleOverview = z.infer<typeof consoleOverview>;
export const consoleOverviewResponse = z.object({ data: consoleOverview });
