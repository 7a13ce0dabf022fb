import { asc, eq, inArray } from 'drizzle-orm';
import type { Application, ApplicationStatus } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applicationStatusChanges, applications, jobs } from '../../db/schema/index.ts';

/** The columns every application answer is built from (application joined with its job). */
export const applicationColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
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
  jobId: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  salary: number | null;
};

/** Loads the timelines of many applications in one query and shapes the public answer. */
export async function presentApplications(db: Db, rows: ApplicationRow[]): Promise<Application[]> {
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
  for (const c of changes) {
    const list = history.get(c.applicationId) ?? [];
    list.push({ status: c.status as ApplicationStatus, changed_at: c.changedAt.toISOString() });
    history.set(c.applicationId, list);
  }
  return rows.map((r) => ({
    uuid: r.id,
    status: r.status as ApplicationStatus,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    job: { uuid: r.jobId, title: r.title, company: r.company, city: r.city, state: r.state, salary: r.salary },
    history: history.get(r.id) ?? [],
  }));
}
