import { asc, eq, inArray } from 'drizzle-orm';
import { STALE_APPLICATION_DAYS, type Application, type ApplicationStatus } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applicationStatusChanges, applications, jobs } from '../../db/schema/index.ts';

/** The columns every application answer is built from (application joined with its job). */
export const applicationColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  notes: applications.notes,
  curriculumId: applications.curriculumId,
  contacts: applications.contacts,
  nextStepDate: applications.nextStepDate,
  nextStepTime: applications.nextStepTime,
  jobId: jobs.id,
  title: jobs.title,
  company: jobs.company,
  city: jobs.city,
  state: jobs.state,
  salary: jobs.salary,
};

export type ApplicationRow = {
  id: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  notes: string;
  curriculumId: string | null;
  contacts: Application['contacts'];
  nextStepDate: string | null;
  nextStepTime: string | null;
  jobId: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  salary: number | null;
};

/** Stages in which the person waits for the company: 'Sem resposta há N dias' applies to them (decision 1702). */
const WAITING_STATUSES: readonly ApplicationStatus[] = ['open', 'review', 'interview', 'test', 'offer'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the last move, when at least STALE_APPLICATION_DAYS in a waiting stage. */
function staleDays(status: ApplicationStatus, lastMovedAt: Date, now: Date): number | null {
  if (!WAITING_STATUSES.includes(status)) return null;
  const days = Math.floor((now.getTime() - lastMovedAt.getTime()) / DAY_MS);
  return days >= STALE_APPLICATION_DAYS ? days : null;
}

/**
 * Loads the timelines of many applications in one query and shapes the public answer. `now` is the
 * app's clock (lib/clock.ts), so 'Sem resposta há N dias' is tested by moving it.
 */
export async function presentApplications(db: Db, rows: ApplicationRow[], now: Date): Promise<Application[]> {
  if (rows.length === 0) return [];
  const changes = await db
    .select({ applicationId: applicationStatusChanges.applicationId, status: applicationStatusChanges.status, changedAt: applicationStatusChanges.changedAt })
    .from(applicationStatusChanges)
    .where(
      rows.length === 1
        ? eq(applicationStatusChanges.applicationId, rows[0]!.id)
        : inArray(
            applicationStatusChanges.applicationId,
            rows.map((r) => r.id),
          ),
    )
    .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id));
  const history = new Map<string, Application['history']>();
  const lastMoved = new Map<string, Date>();
  for (const c of changes) {
    const list = history.get(c.applicationId) ?? [];
    list.push({ status: c.status as ApplicationStatus, changed_at: c.changedAt.toISOString() });
    history.set(c.applicationId, list);
    lastMoved.set(c.applicationId, c.changedAt);
  }
  return rows.map((r) => {
    const status = r.status as ApplicationStatus;
    const movedAt = lastMoved.get(r.id) ?? r.createdAt;
    return {
      uuid: r.id,
      status,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      job: { uuid: r.jobId, title: r.title, company: r.company, city: r.city, state: r.state, salary: r.salary },
      history: history.get(r.id) ?? [],
      notes: r.notes,
      curriculum_uuid: r.curriculumId,
      contacts: r.contacts,
      next_step_date: r.nextStepDate,
      next_step_time: r.nextStepTime,
      last_moved_at: movedAt.toISOString(),
      stale_days: staleDays(status, movedAt, now),
    };
  });
}
