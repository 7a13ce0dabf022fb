import { sql } from 'drizzle-orm';
import { ALERT_FREQUENCIES } from '@rumo/contract';
import type { AppDeps } from '../../../app-deps.ts';
import { rowsOf } from '../../../db/database.ts';
import { chooseDigest, dueUsers, type ChooseResult } from './choose-digest.ts';
import { SEND_LEASE_MINUTES } from './delivery-schedule.ts';
import { leaseStaleDigest, sendDigest, type SendOutcome } from './send-digest.ts';

export type PassReport = {
  /** Digests chosen in this pass (one per user and period with at least one matching job). */
  digestsCreated: number;
  /** Jobs written into those digests. */
  jobsChosen: number;
  /** E-mails handed to the mailer, fresh and resent. */
  emailsSent: number;
  /** Digests from earlier passes (failed or crashed) sent now. */
  resent: number;
  /** Sends that failed; the digest stays pending and a later pass tries again. */
  failures: number;
  /** Digests with nothing left to send (alerts switched off or jobs expired meanwhile). */
  cancelled: number;
  errors: string[];
};

export type PassOptions = {
  /** Treat every active alert as due now, whatever its frequency (`send-alerts --force`). */
  force?: boolean;
  /** Where problems are reported (the scheduler's logger); the report lists them too. */
  onError?: (message: string, err: unknown) => void;
};

/**
 * One delivery pass (docs/decisions/0603): first resend digests left pending by a failed or crashed
 * sender, then for each period choose and send the digests of the users whose alerts are due.
 * Safe to run on several instances at once: every claim uses SKIP LOCKED or a lease.
 */
export async function runDeliveryPass(deps: AppDeps, options: PassOptions = {}): Promise<PassReport> {
  const report: PassReport = { digestsCreated: 0, jobsChosen: 0, emailsSent: 0, resent: 0, failures: 0, cancelled: 0, errors: [] };
  const fail = (message: string, err: unknown) => {
    report.errors.push(`${message}: ${(err as Error)?.message ?? String(err)}`);
    options.onError?.(message, err);
  };
  const count = (outcome: SendOutcome, resend: boolean) => {
    if (outcome === 'sent') {
      report.emailsSent++;
      if (resend) report.resent++;
    } else if (outcome === 'cancelled') report.cancelled++;
  };
  const send = async (digestId: string, resend: boolean) => {
    try {
      count(await sendDigest(deps, digestId), resend);
    } catch (err) {
      report.failures++;
      fail(`digest ${digestId} not sent`, err);
    }
  };

  const triedDigests: string[] = [];
  for (;;) {
    const id = await leaseStaleDigest(deps, SEND_LEASE_MINUTES, triedDigests);
    if (!id) break;
    triedDigests.push(id);
    await send(id, true);
  }

  const [start] = rowsOf<{ now: string | Date }>(await deps.db.execute(sql`SELECT now() AS now`));
  const passStart = new Date(start?.now ?? Date.now()).toISOString();
  for (const frequency of ALERT_FREQUENCIES) {
    const rule = { frequency, force: options.force ?? false, passStart };
    // Every user is tried once per pass and period (busy elsewhere, failed, or done): later
    // batches leave them out, so the pass always ends and never mails a user twice for a period.
    const tried: string[] = [];
    for (;;) {
      const batch = await dueUsers(deps.db, rule, tried);
      if (batch.length === 0) break;
      tried.push(...batch);
      for (const userId of batch) {
        let chosen: ChooseResult;
        try {
          chosen = await chooseDigest(deps.db, rule, userId);
        } catch (err) {
          fail(`choosing the ${frequency} digest of user ${userId} failed`, err);
          continue;
        }
        if (chosen.status === 'busy' || !chosen.digestId) continue;
        report.digestsCreated++;
        report.jobsChosen += chosen.jobs;
        await send(chosen.digestId, false);
      }
    }
  }
  return report;
}
