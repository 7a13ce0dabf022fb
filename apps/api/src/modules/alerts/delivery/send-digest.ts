import { sql } from 'drizzle-orm';
import type { AlertFrequency } from '@rumo/contract';
import type { AppDeps } from '../../../app-deps.ts';
import { rowsOf } from '../../../db/database.ts';
import { seekerVisible } from '../../jobs/index.ts';
import { renderDigestEmail, type DigestAlert } from './digest-email.ts';
import { MAX_SEND_ATTEMPTS, retryDelayMinutes } from './delivery-schedule.ts';
import { unsubscribeKey, unsubscribeUrl } from './unsubscribe-token.ts';

type ItemRow = {
  alert_id: number;
  position: string;
  type: string;
  alert_city: string;
  alert_state: string;
  min_salary: string;
  max_salary: string;
  job_id: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  salary: string | null;
  salary_max: string | null;
  salary_currency: string;
  salary_period: string;
};

export type SendOutcome = 'sent' | 'cancelled' | 'retry' | 'failed';

/**
 * Mails one digest that this runner has leased, then marks it sent. What is mailed is read back
 * from the digest's items, so a resend after a crash mails the same jobs. Items of alerts the user
 * has since switched off or deleted, and jobs seekers may no longer see (expired, filled, rejected:
 * decision 1402), are left out; a digest left with
 * nothing is cancelled instead of sent.
 */
export async function sendDigest(deps: AppDeps, digestId: string): Promise<SendOutcome> {
  const { db } = deps;
  const [digest] = rowsOf<{ user_id: string; email: string; name: string; frequency: AlertFrequency; attempts: number }>(
    await db.execute(
      sql`SELECT d.user_id, u.email, u.name, d.frequency, d.attempts FROM alert_digests d JOIN users u ON u.id = d.user_id WHERE d.id = ${digestId} AND d.status = 'pending'`,
    ),
  );
  if (!digest) return 'cancelled';
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      SELECT a.id AS alert_id, p.position, t.type, a.city AS alert_city, a.state AS alert_state, a.min_salary, a.max_salary,
             j.id AS job_id, j.title, j.company, j.city, j.state, j.salary, j.salary_max, j.salary_currency, j.salary_period
      FROM alert_digest_items i
      JOIN job_alerts a ON a.id = i.alert_id
      JOIN job_positions p ON p.id = a.job_position_id
      JOIN job_types t ON t.id = a.job_type_id
      JOIN jobs j ON j.id = i.job_id
      WHERE i.digest_id = ${digestId} AND a.is_active AND ${seekerVisible('j')}
      ORDER BY a.created_at, a.id, j.published_at DESC, j.id`),
  );
  if (rows.length === 0) {
    await db.execute(sql`UPDATE alert_digests SET status = 'cancelled', locked_until = NULL WHERE id = ${digestId} AND status = 'pending'`);
    return 'cancelled';
  }

  const key = await unsubscribeKey(db);
  const alerts = new Map<number, DigestAlert>();
  for (const r of rows) {
    let alert = alerts.get(r.alert_id);
    if (!alert) {
      alert = {
        position: r.position,
        type: r.type,
        city: r.alert_city,
        state: r.alert_state,
        minSalary: Number(r.min_salary),
        maxSalary: Number(r.max_salary),
        unsubscribeUrl: unsubscribeUrl(deps.config.publicUrl, key, r.alert_id),
        jobs: [],
      };
      alerts.set(r.alert_id, alert);
    }
    alert.jobs.push({
      id: r.job_id,
      title: r.title,
      company: r.company,
      city: r.city,
      state: r.state,
      salary: r.salary === null ? null : Number(r.salary),
      salaryMax: r.salary_max === null ? null : Number(r.salary_max),
      salaryCurrency: r.salary_currency,
      salaryPeriod: r.salary_period,
    });
  }
  const email = renderDigestEmail({
    to: digest.email,
    userId: digest.user_id,
    name: digest.name,
    frequency: digest.frequency,
    publicUrl: deps.config.publicUrl,
    alerts: [...alerts.values()],
  });

  try {
    await deps.mailer.send(email);
  } catch (err) {
    const giveUp = digest.attempts >= MAX_SEND_ATTEMPTS;
    await db.execute(sql`
      UPDATE alert_digests
      SET status = ${giveUp ? 'failed' : 'pending'},
          locked_until = ${giveUp ? null : sql`now() + make_interval(mins => ${retryDelayMinutes(digest.attempts)})`}
      WHERE id = ${digestId}`);
    throw Object.assign(new Error(`digest ${digestId}: send failed (attempt ${digest.attempts})`, { cause: err }), { giveUp });
  }
  await db.execute(sql`UPDATE alert_digests SET status = 'sent', sent_at = now(), locked_until = NULL WHERE id = ${digestId}`);
  return 'sent';
}

/**
 * Leases the oldest pending digest whose lease has run out (its sender failed or crashed) and that
 * this pass has not tried yet. One statement, SKIP LOCKED: two runners never lease the same digest.
 */
export async function leaseStaleDigest(deps: AppDeps, leaseMinutes: number, tried: string[]): Promise<string | null> {
  const notTried = tried.length > 0 ? sql`AND NOT (id = ANY(${`{${tried.join(',')}}`}::uuid[]))` : sql``;
  const [row] = rowsOf<{ id: string }>(
    await deps.db.execute(sql`
      UPDATE alert_digests SET attempts = attempts + 1, locked_until = now() + make_interval(mins => ${leaseMinutes})
      WHERE id = (
        SELECT id FROM alert_digests
        WHERE status = 'pending' AND (locked_until IS NULL OR locked_until <= now()) ${notTried}
        ORDER BY created_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
  return row?.id ?? null;
}
