import { sql } from 'drizzle-orm';
import { CLOSED_APPLICATION_STATUSES } from '@rumo/contract';
import type { AppDeps } from '../../../app-deps.ts';
import { rowsOf } from '../../../db/database.ts';
import { addDays, brasiliaDay, brasiliaHour } from '../../../lib/brasilia-day.ts';
import { nextStepReminderEmail } from './next-step-email.ts';

/** Reminders leave from this hour (Brasília) of the day before: nobody is woken at midnight. */
const REMINDER_FROM_HOUR = 8;
const BATCH = 100;

type Due = {
  id: string;
  user_id: string;
  name: string;
  email: string;
  title: string;
  company: string | null;
  status: string;
  next_step_date: string;
  next_step_time: string | null;
};

/**
 * One pass of the day-before reminders (decision 1702). Due: an application in an open stage
 * whose next step is tomorrow (Brasília, by `deps.clock`), from REMINDER_FROM_HOUR. Exactly once:
 * in one transaction the application rows are locked (SKIP LOCKED: another instance takes other
 * rows), a row is claimed in `application_reminders` under its unique (application, date) and the
 * e-mail is written to the outbox; a crash rolls all three back. A changed date is a new key, so
 * the new day gets its own reminder; a reminder already sent is never repeated for the same day.
 * Returns how many reminders were written.
 */
export async function runNextStepReminders(deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock();
  if (brasiliaHour(now) < REMINDER_FROM_HOUR) return 0;
  const tomorrow = addDays(brasiliaDay(now), 1);
  const closed = sql.join(
    CLOSED_APPLICATION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  let written = 0;
  for (;;) {
    const wrote = await deps.db.transaction(async (tx) => {
      const due = rowsOf<Due>(
        await tx.execute(sql`
          SELECT a.id, a.user_id, u.name, u.email, j.title, j.company, a.status, a.next_step_date::text AS next_step_date, a.next_step_time
          FROM applications a
          JOIN users u ON u.id = a.user_id
          JOIN jobs j ON j.id = a.job_id
          WHERE a.next_step_date = ${tomorrow}::date
            AND a.status NOT IN (${closed})
            AND NOT EXISTS (SELECT 1 FROM application_reminders r WHERE r.application_id = a.id AND r.next_step_date = a.next_step_date)
          ORDER BY a.id
          LIMIT ${BATCH}
          FOR UPDATE OF a SKIP LOCKED`),
      );
      let count = 0;
      for (const row of due) {
        const claimed = rowsOf<{ id: number }>(
          await tx.execute(sql`
            INSERT INTO application_reminders (application_id, next_step_date) VALUES (${row.id}, ${row.next_step_date}::date)
            ON CONFLICT (application_id, next_step_date) DO NOTHING RETURNING id`),
        );
        if (claimed.length === 0) continue;
        await deps.mailer.enqueue(
          nextStepReminderEmail(deps.config.publicUrl, {
            userId: row.user_id,
            name: row.name,
            email: row.email,
            title: row.title,
            company: row.company,
            status: row.status,
            date: row.next_step_date,
            time: row.next_step_time,
          }),
          tx,
        );
        count++;
      }
      return { count, batchFull: due.length === BATCH };
    });
    written += wrote.count;
    if (!wrote.batchFull) return written;
  }
}
