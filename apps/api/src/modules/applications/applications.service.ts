import { and, eq, sql } from 'drizzle-orm';
import { JOB_NOT_FOUND_MESSAGE, type Application, type ApplicationStatus } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applicationStatusChanges, applications, jobs } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isPublicDetail } from '../jobs/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { applicationColumns, presentApplications } from './applications.presenter.ts';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Candidatura não encontrada.';
export const JOB_EXPIRED_MESSAGE = 'Esta vaga expirou e não recebe mais candidaturas.';
export const JOB_FILLED_MESSAGE = 'Esta vaga foi preenchida e não recebe mais candidaturas.';

type Executor = Pick<Db, 'select'>;

async function findOwned(db: Db | Executor, userId: string, applicationId: string, now: Date): Promise<Application | null> {
  if (!isUuid(applicationId)) return null;
  const rows = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .limit(1);
  const [presented] = await presentApplications(db as Db, rows, now);
  return presented ?? null;
}

export async function getApplication(db: Db, applicationId: string, user: AuthUser, now: Date): Promise<Application> {
  const found = await findOwned(db, user.id, applicationId, now);
  if (!found) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return found;
}

/**
 * Records that the user clicked through to a job. Once per user and job: a repeat click (even a
 * concurrent one, thanks to the unique (user_id, job_id) and ON CONFLICT) returns the existing
 * application untouched, with `created: false`.
 */
export async function applyToJob(db: Db, jobUuid: string, user: AuthUser, now: Date): Promise<{ created: boolean; application: Application }> {
  if (!isUuid(jobUuid)) throw notFound(JOB_NOT_FOUND_MESSAGE);
  // Only a job seekers may see takes new applications (decision 1402): pending, rejected and
  // scheduled jobs are unknown (404), as on the detail page; a filled or expired one has closed
  // (422), but a repeat click on a job already applied to still answers the existing application.
  const [job] = await db
    .select({ id: jobs.id, expired: sql<boolean>`${jobs.expiredAt} is not null and ${jobs.expiredAt} <= now()`, filled: sql<boolean>`${jobs.filledAt} is not null` })
    .from(jobs)
    .where(and(eq(jobs.id, jobUuid), isPublicDetail))
    .limit(1);
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);

  const createdId = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, user.id), eq(applications.jobId, job.id)))
      .limit(1);
    if (existing) return null;
    if (job.expired) throw unprocessable(JOB_EXPIRED_MESSAGE, { job_uuid: JOB_EXPIRED_MESSAGE });
    if (job.filled) throw unprocessable(JOB_FILLED_MESSAGE, { job_uuid: JOB_FILLED_MESSAGE });
    const [inserted] = await tx
      .insert(applications)
      .values({ userId: user.id, jobId: job.id, status: 'open' })
      .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
      .returning({ id: applications.id, createdAt: applications.createdAt });
    if (!inserted) return null;
    await tx.insert(applicationStatusChanges).values({ applicationId: inserted.id, status: 'open', changedAt: inserted.createdAt });
    return inserted.id;
  });

  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, user.id), eq(applications.jobId, job.id)))
    .limit(1);
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return { created: createdId !== null, application: await getApplication(db, row.id, user, now) };
}

/**
 * The user moves their own application along (most jobs are external, so nobody else can).
 * Every real change is appended to the timeline; choosing the current status again is a no-op.
 */
export async function updateApplicationStatus(db: Db, applicationId: string, status: ApplicationStatus, user: AuthUser, now: Date): Promise<Application> {
  if (!isUuid(applicationId)) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    // Row lock: two concurrent changes are applied one after the other, each landing on the timeline.
    const [current] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, user.id)))
      .for('update');
    if (!current) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    if (current.status === status) return;
    const [updated] = await tx
      .update(applications)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(applications.id, current.id))
      .returning({ updatedAt: applications.updatedAt });
    await tx.insert(applicationStatusChanges).values({ applicationId: current.id, status, changedAt: updated!.updatedAt });
  });
  return getApplication(db, applicationId, user, now);
}
