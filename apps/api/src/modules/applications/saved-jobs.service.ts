import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  BOARD_MAX_CARDS,
  JOB_NOT_FOUND_MESSAGE,
  SAVED_JOB_NOT_FOUND_MESSAGE,
  SAVED_JOBS_LIMIT_MESSAGE,
  SAVED_JOBS_PER_USER_MAX,
  type SavedJob,
  type SavedJobListResponse,
} from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applications, jobs, savedJobs } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isPublicDetail, seekerVisible, toJobCard, type JobCardRow } from '../jobs/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

const savedColumns = {
  savedAt: savedJobs.createdAt,
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  city: jobs.city,
  state: jobs.state,
  salary: jobs.salary,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  captation: jobs.captation,
  workModel: jobs.workModel,
  publishedAt: jobs.publishedAt,
  expiredAt: jobs.expiredAt,
  // A saved job the seeker may no longer see (expired, filled, withdrawn) stays saved: 'Vaga encerrada'.
  isClosed: sql<boolean>`not ${seekerVisible()}`,
  applicationId: applications.id,
};

type SavedRow = JobCardRow & { savedAt: Date; isClosed: boolean; applicationId: string | null };

// The card is the jobs module's, so a stored value outside the contract's lists answers as unknown, not a 500.
const present = (r: SavedRow): SavedJob => ({
  job: toJobCard(r),
  saved_at: r.savedAt.toISOString(),
  is_closed: Boolean(r.isClosed),
  application_uuid: r.applicationId,
});

/** Saved jobs with their job and the caller's application to it, if any. */
function savedQuery(db: Db, where: SQL) {
  return db
    .select(savedColumns)
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .leftJoin(applications, and(eq(applications.jobId, savedJobs.jobId), eq(applications.userId, savedJobs.userId)))
    .where(where);
}

async function findSaved(db: Db, userId: string, jobId: string): Promise<SavedJob | null> {
  const [row] = await savedQuery(db, and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId))!).limit(1);
  return row ? present(row) : null;
}

/**
 * Saves a job (the heart). Idempotent: saving again answers the same row (`created: false`), even
 * when two clicks race (primary key + ON CONFLICT). Any job whose page a seeker may open can be
 * saved, a closed one too; pending, rejected and scheduled jobs are unknown (404), as on the page.
 */
export async function saveJob(db: Db, jobId: string, user: AuthUser): Promise<{ created: boolean; saved: SavedJob }> {
  if (!isUuid(jobId)) throw notFound(JOB_NOT_FOUND_MESSAGE);
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isPublicDetail))
    .limit(1);
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  const created = await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, job.id)))
      .limit(1);
    if (already) return false;
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedJobs)
      .where(eq(savedJobs.userId, user.id));
    if (Number(counted?.n ?? 0) >= SAVED_JOBS_PER_USER_MAX) throw unprocessable(SAVED_JOBS_LIMIT_MESSAGE);
    const inserted = await tx.insert(savedJobs).values({ userId: user.id, jobId: job.id }).onConflictDoNothing().returning({ jobId: savedJobs.jobId });
    return inserted.length > 0;
  });
  const saved = await findSaved(db, user.id, job.id);
  if (!saved) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return { created, saved };
}

/** Removes a saved job; a job the caller has not saved (whoever else did) is a 404. */
export async function unsaveJob(db: Db, jobId: string, user: AuthUser): Promise<void> {
  if (!isUuid(jobId)) throw notFound(SAVED_JOB_NOT_FOUND_MESSAGE);
  const removed = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  if (removed.length === 0) throw notFound(SAVED_JOB_NOT_FOUND_MESSAGE);
}

/** 'Vagas salvas', newest first, with the job's card fields. */
export async function listSavedJobs(db: Db, query: { page: number; per_page: number }, user: AuthUser): Promise<SavedJobListResponse> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(savedJobs)
    .where(eq(savedJobs.userId, user.id));
  const total = Number(counted?.total ?? 0);
  const rows = await savedQuery(db, eq(savedJobs.userId, user.id))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map(present),
    meta: { total, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)), current_page: query.page },
  };
}

/** Every job id the caller saved (bounded by SAVED_JOBS_PER_USER_MAX): the hearts of a page of cards. */
export async function savedJobIds(db: Db, user: AuthUser): Promise<string[]> {
  const rows = await db.select({ jobId: savedJobs.jobId }).from(savedJobs).where(eq(savedJobs.userId, user.id)).orderBy(desc(savedJobs.createdAt));
  return rows.map((r) => r.jobId);
}

/** The board's 'Salva' column: saved jobs the caller has not applied to yet, newest first. */
export async function savedWithoutApplication(db: Db, user: AuthUser): Promise<SavedJob[]> {
  const rows = await savedQuery(db, and(eq(savedJobs.userId, user.id), isNull(applications.id))!)
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(BOARD_MAX_CARDS);
  return rows.map(present);
}
