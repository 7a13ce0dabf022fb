import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/database.ts';
import { seekerVisible } from '../../jobs/index.ts';
import { CANDIDATE_OVERLAP_MINUTES, JOBS_PER_ALERT, LATE_IMPORT_DAYS } from './delivery-schedule.ts';
import { positionTerms } from './position-terms.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What matching needs to know about an alert. */
export type AlertCriteria = {
  id: number;
  position: string;
  type: string;
  city: string;
  state: string;
  minSalary: number;
  maxSalary: number;
  lastDeliveredAt: Date;
};

/** tsquery for a position: AND over word groups, OR over a group's alternatives (see position-terms.ts). */
export function positionQuery(position: string): SQL {
  const groups = positionTerms(position);
  if (groups.length === 0) return sql`''::tsquery`;
  return sql.join(
    groups.map(
      (alternatives) =>
        sql`(${sql.join(
          alternatives.map((a) => sql`plainto_tsquery('public.rumo_pt', ${a})`),
          sql` || `,
        )})`,
    ),
    sql` && `,
  );
}

/** Same normalisation as the position: slashes and parentheses separate words in titles too. */
export const titleVector = (title: SQL) => sql`to_tsvector('public.rumo_pt', regexp_replace(${title}, '[/()]', ' ', 'g'))`;

/**
 * Jobs for several alerts in ONE statement (planned once; docs/decisions/0602): for each alert,
 * jobs published since its last delivery (with a small overlap), or added since then and published
 * at most LATE_IMPORT_DAYS before it, visible to job seekers (published by moderation, its date
 * come, not expired, not filled: decision 1402), same job type and state (both stored in their canonical spelling: 'Estágio', 'SP') and
 * city (accents and case ignored), salary inside the range (a job without salary, 'A combinar',
 * still matches), title matching the position; never a job that alert already mailed. Newest
 * first, at most `limit` per alert.
 */
export async function findMatchingJobsFor(db: Db | Tx, alerts: AlertCriteria[], limit = JOBS_PER_ALERT): Promise<{ alertId: number; jobId: string }[]> {
  if (alerts.length === 0) return [];
  const rows = sql.join(
    alerts.map(
      (a) =>
        sql`(${a.id}::int, public.rumo_unaccent(lower(${a.city.trim()}::text)), ${a.state.trim().toUpperCase()}::text, ${a.type}::text, ${a.minSalary}::numeric, ${a.maxSalary}::numeric,
             ${a.lastDeliveredAt.toISOString()}::timestamptz - make_interval(mins => ${CANDIDATE_OVERLAP_MINUTES}), ${positionQuery(a.position)})`,
    ),
    sql`, `,
  );
  const found = rowsOf<{ alert_id: number; job_id: string }>(
    await db.execute(sql`
      SELECT a.alert_id, m.id AS job_id
      FROM (VALUES ${rows}) AS a(alert_id, city_key, state, type, min_salary, max_salary, since, query)
      CROSS JOIN LATERAL (
        SELECT j.id FROM jobs j
        WHERE j.published_at > a.since - make_interval(days => ${LATE_IMPORT_DAYS})
          AND (j.published_at > a.since OR j.created_at > a.since)
          AND ${seekerVisible('j')}
          AND public.rumo_unaccent(lower(j.city)) = a.city_key
          AND j.state = a.state
          AND j.job_type = a.type
          AND (a.min_salary = 0 OR j.salary IS NULL OR j.salary >= a.min_salary)
          AND (a.max_salary = 0 OR j.salary IS NULL OR j.salary <= a.max_salary)
          AND ${titleVector(sql`j.title`)} @@ a.query
          AND NOT EXISTS (SELECT 1 FROM alert_digest_items i WHERE i.alert_id = a.alert_id AND i.job_id = j.id)
        ORDER BY j.published_at DESC, j.id
        LIMIT ${limit}
      ) m`),
  );
  return found.map((r) => ({ alertId: r.alert_id, jobId: r.job_id }));
}

/** Jobs for one alert (see findMatchingJobsFor), newest first. */
export async function findMatchingJobs(db: Db | Tx, alert: AlertCriteria, limit = JOBS_PER_ALERT): Promise<string[]> {
  return (await findMatchingJobsFor(db, [alert], limit)).map((m) => m.jobId);
}
