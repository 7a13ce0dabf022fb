import { sql } from 'drizzle-orm';
import type { AlertFrequency } from '@rumo/contract';
import { rowsOf, type Db } from '../../../db/database.ts';
import { PERIOD_DAYS, SEND_LEASE_MINUTES } from './delivery-schedule.ts';
import { findMatchingJobsFor, type AlertCriteria } from './match-jobs.ts';

/** `passStart`: with `force`, every active alert not yet handled in this pass is due (`send-alerts --force`). */
export type DueRule = { frequency: AlertFrequency; force: boolean; passStart: string };

const dueCondition = (rule: DueRule) =>
  rule.force ? sql`a.last_delivered_at < ${rule.passStart}::timestamptz` : sql`a.last_delivered_at <= now() - make_interval(days => ${PERIOD_DAYS[rule.frequency]})`;

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Up to `limit` users who have due alerts of this period, except `exclude` (users this pass
 * already tried). Served by the partial index on active alerts (frequency, last_delivered_at).
 */
export async function dueUsers(db: Db, rule: DueRule, exclude: string[], limit = 200): Promise<string[]> {
  const notExcluded = exclude.length > 0 ? sql`AND NOT (a.user_id = ANY(${uuidArray(exclude)}))` : sql``;
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      SELECT DISTINCT a.user_id FROM job_alerts a
      WHERE a.is_active AND a.frequency = ${rule.frequency} AND ${dueCondition(rule)} ${notExcluded}
      LIMIT ${limit}`),
  );
  return rows.map((r) => r.user_id);
}

/** `busy`: another runner holds this user right now. `claimed`: due alerts handled (0 when none were due any more). */
export type ChooseResult = { status: 'busy' } | { status: 'claimed'; digestId: string | null; alerts: number; jobs: number };

/**
 * One transaction for one user and period (docs/decisions/0603): lock the user unless another
 * runner holds them (SKIP LOCKED), claim their due alerts, choose each alert's jobs, write the
 * digest ('pending', leased to this runner) with its items, and move every claimed alert's window
 * forward, matched or not.
 *
 * Due-ness is checked again after the user lock is taken: another runner may have delivered to
 * this user between our first look and the lock.
 */
export async function chooseDigest(db: Db, rule: DueRule, userId: string): Promise<ChooseResult> {
  return db.transaction(async (tx) => {
    const [user] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE SKIP LOCKED`));
    if (!user) return { status: 'busy' } as const;

    const claimed = rowsOf<{ id: number; position: string; type: string; city: string; state: string; min_salary: string; max_salary: string; last_delivered_at: string | Date }>(
      await tx.execute(sql`
        SELECT a.id, p.position, t.type, a.city, a.state, a.min_salary, a.max_salary, a.last_delivered_at
        FROM job_alerts a
        JOIN job_positions p ON p.id = a.job_position_id
        JOIN job_types t ON t.id = a.job_type_id
        WHERE a.user_id = ${user.id} AND a.is_active AND a.frequency = ${rule.frequency} AND ${dueCondition(rule)}
        ORDER BY a.created_at, a.id
        FOR UPDATE OF a SKIP LOCKED`),
    );
    if (claimed.length === 0) return { status: 'claimed', digestId: null, alerts: 0, jobs: 0 } as const;

    const criteria: AlertCriteria[] = claimed.map((row) => ({
      id: row.id,
      position: row.position,
      type: row.type,
      city: row.city,
      state: row.state,
      minSalary: Number(row.min_salary),
      maxSalary: Number(row.max_salary),
      lastDeliveredAt: new Date(row.last_delivered_at),
    }));
    const items = await findMatchingJobsFor(tx, criteria);

    let digestId: string | null = null;
    if (items.length > 0) {
      const [digest] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          INSERT INTO alert_digests (user_id, frequency, status, attempts, locked_until)
          VALUES (${user.id}, ${rule.frequency}, 'pending', 1, now() + make_interval(mins => ${SEND_LEASE_MINUTES}))
          RETURNING id`),
      );
      if (!digest) throw new Error('digest not inserted');
      digestId = digest.id;
      // The (alert_id, job_id) primary key makes a second mailing of a job for an alert impossible.
      await tx.execute(
        sql`INSERT INTO alert_digest_items (alert_id, job_id, digest_id) VALUES ${sql.join(
          items.map((i) => sql`(${i.alertId}, ${i.jobId}::uuid, ${digestId}::uuid)`),
          sql`, `,
        )}`,
      );
    }
    const ids = claimed.map((c) => c.id);
    await tx.execute(sql`UPDATE job_alerts SET last_delivered_at = now() WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    return { status: 'claimed', digestId, alerts: claimed.length, jobs: items.length } as const;
  });
}
