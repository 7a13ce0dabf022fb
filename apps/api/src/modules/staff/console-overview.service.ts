import type { Capability, ConsoleOverview, DayCount } from '@rumo/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';
import { latestRuns } from '../sources/index.ts';

// The console home ('Painel', decision 1405). Days are Brasília days; each series is one SQL over
// generate_series, so a day without sign-ups or activity is a zero, not a gap.

export const OVERVIEW_DAYS = 30;
const TZ = 'America/Sao_Paulo';

// The series must be of `timestamp` (local Brasília midnights): over dates it would be
// `timestamptz`, and `d AT TIME ZONE` would then turn the other way, ending 'today' at 18:00.
const days = sql`generate_series(((now() AT TIME ZONE ${TZ})::date - ${OVERVIEW_DAYS - 1}::int)::timestamp, (now() AT TIME ZONE ${TZ})::date::timestamp, interval '1 day') AS d`;

async function series(db: Db, query: ReturnType<typeof sql>): Promise<DayCount[]> {
  return rowsOf<{ day: string; count: number }>(await db.execute(query)).map((r) => ({ day: r.day, count: Number(r.count) }));
}

async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

/**
 * The numbers of the home. A count whose screen the viewer may not open is null (decision 1405):
 * the console shows each person what their role works on.
 */
export async function consoleOverview(db: Db, capabilities: readonly Capability[]): Promise<ConsoleOverview> {
  const can = (capability: Capability) => capabilities.includes(capability);
  const [jobsPending, ticketsOpen, leadsNew, sourceRuns, signups, active, alerts] = await Promise.all([
    can('jobs:moderate') ? countOf(db, sql`SELECT count(*)::int AS n FROM jobs WHERE moderation_status = 'pending'`) : null,
    can('tickets:manage') ? countOf(db, sql`SELECT count(*)::int AS n FROM support_tickets WHERE status = 'open'`) : null,
    can('leads:read') ? countOf(db, sql`SELECT count(*)::int AS n FROM subscription_intents WHERE status = 'new'`) : null,
    can('sources:manage') ? latestRuns(db, 5) : null,
    series(
      db,
      sql`SELECT d::date::text AS day, count(u.id)::int AS count FROM ${days}
          LEFT JOIN users u ON u.created_at >= (d AT TIME ZONE ${TZ}) AND u.created_at < ((d + interval '1 day') AT TIME ZONE ${TZ})
          GROUP BY d ORDER BY d`,
    ),
    series(db, sql`SELECT d::date::text AS day, count(a.user_id)::int AS count FROM ${days} LEFT JOIN user_activity_days a ON a.day = d::date GROUP BY d ORDER BY d`),
    // Alert e-mails are the digests (the outbox has no kind column): 'sent' once handed to the
    // mailer, 'failed' once given up after the retries (decision 0601, 1405).
    db.execute(
      sql`SELECT count(*) FILTER (WHERE status = 'sent' AND sent_at >= now() - interval '30 days')::int AS sent,
                 count(*) FILTER (WHERE status = 'failed' AND created_at >= now() - interval '30 days')::int AS failed
          FROM alert_digests`,
    ),
  ]);
  const [alertRow] = rowsOf<{ sent: number; failed: number }>(alerts);
  return {
    jobs_pending: jobsPending,
    tickets_open: ticketsOpen,
    leads_new: leadsNew,
    source_runs: sourceRuns,
    signups_per_day: signups,
    active_users_per_day: active,
    alert_emails: { sent: Number(alertRow?.sent ?? 0), failed: Number(alertRow?.failed ?? 0) },
  };
}
