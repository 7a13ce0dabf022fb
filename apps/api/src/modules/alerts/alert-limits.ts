import { count, eq, sql } from 'drizzle-orm';
import { ALERTS_DAILY_LIMIT, ALERTS_DAILY_LIMIT_MESSAGE, ALERTS_MAX_MESSAGE, ALERTS_MAX_PER_USER } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { jobAlertCreations, jobAlerts } from '../../db/schema/index.ts';
import { tooManyRequests, unprocessable } from '../../lib/errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The day of the limit is the Brazilian calendar day: "Tente novamente amanhã" means after midnight in Brasília. */
export const LIMIT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * Serialises alert creation per user (transaction-scoped advisory lock), so two simultaneous
 * requests cannot both pass the checks below and overshoot a limit.
 */
export async function lockUserAlerts(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`job_alerts:${userId}`}, 0))`);
}

/** Daily creation limit (429, creations of deleted alerts included), then the cap on alerts held (422). */
export async function assertCanCreateAlert(tx: Tx, userId: string): Promise<void> {
  const [today] = await tx
    .select({
      n: count(),
      // Retry-After: until the day turns in the limit's time zone.
      untilTomorrow:
        sql<number>`ceil(extract(epoch from ((date_trunc('day', now() AT TIME ZONE ${LIMIT_TIME_ZONE}) + interval '1 day') AT TIME ZONE ${LIMIT_TIME_ZONE}) - now()))`.mapWith(
          Number,
        ),
    })
    .from(jobAlertCreations)
    .where(
      sql`${jobAlertCreations.userId} = ${userId} AND ${jobAlertCreations.createdAt} >= (date_trunc('day', now() AT TIME ZONE ${LIMIT_TIME_ZONE}) AT TIME ZONE ${LIMIT_TIME_ZONE})`,
    );
  if ((today?.n ?? 0) >= ALERTS_DAILY_LIMIT) throw tooManyRequests(ALERTS_DAILY_LIMIT_MESSAGE, today?.untilTomorrow);
  const [held] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
  if ((held?.n ?? 0) >= ALERTS_MAX_PER_USER) throw unprocessable(ALERTS_MAX_MESSAGE);
}
