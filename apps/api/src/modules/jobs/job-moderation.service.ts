import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { JOB_NOT_FOUND_MESSAGE, SALARY_RANGE_MESSAGE, type jobAdminPatch, type JobAdminDetail, type JobBulkAction, type ModerationStatus } from '@rumo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { auditLog, jobs } from '../../db/schema/index.ts';
import { notFound, unprocessable, VALIDATION_MESSAGE } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../staff/index.ts';
import { htmlToText, looksLikeHtml } from './import/html-to-text.ts';
import { findDuplicates } from './job-duplicates.ts';
import { clearJobSearchCaches } from './jobs.service.ts';

type Job = typeof jobs.$inferSelect;
export type JobPatchInput = z.output<typeof jobAdminPatch>;

const isExpired = (job: Pick<Job, 'expiredAt'>, now = new Date()) => job.expiredAt !== null && job.expiredAt <= now;
const HISTORY_SIZE = 50;

async function loadJob(db: Db, id: string): Promise<Job> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return job;
}

/** `GET /api/admin/v1/jobs/{id}`: every field, possible duplicates and the staff changes from the audit log. */
export async function getJobForModeration(db: Db, id: string): Promise<JobAdminDetail> {
  const job = await loadJob(db, id);
  const [duplicates, history] = await Promise.all([
    findDuplicates(db, [id], 5),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(HISTORY_SIZE),
  ]);
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    city: job.city,
    state: job.state,
    status: job.moderationStatus as ModerationStatus,
    filled: job.filledAt !== null,
    expired: isExpired(job),
    rejection_reason: job.rejectionReason,
    captation: job.captation,
    created_at: job.createdAt.toISOString(),
    published_at: job.publishedAt.toISOString(),
    description: job.description,
    salary: job.salary === null ? null : Number(job.salary),
    salary_max: job.salaryMax === null ? null : Number(job.salaryMax),
    salary_currency: job.salaryCurrency,
    salary_period: job.salaryPeriod,
    url: job.url,
    apply_url: job.applyUrl,
    remote_region: job.remoteRegion,
    affirmative: job.affirmative,
    job_type: job.jobType,
    work_model: job.workModel,
    seniority: job.seniority,
    skills: job.skills,
    expired_at: job.expiredAt?.toISOString() ?? null,
    filled_at: job.filledAt?.toISOString() ?? null,
    updated_at: job.updatedAt.toISOString(),
    external_id: job.externalId,
    duplicates: duplicates.get(id) ?? [],
    history: history.map((h) => ({ action: h.action, actor_email: h.actorEmail, created_at: h.createdAt.toISOString(), before: h.before, after: h.after })),
  };
}

/** Field of the request → column, and how a value is kept in the audit log (JSON). */
const EDITABLE = {
  title: 'title',
  description: 'description',
  company: 'company',
  city: 'city',
  state: 'state',
  salary: 'salary',
  salary_max: 'salaryMax',
  salary_currency: 'salaryCurrency',
  salary_period: 'salaryPeriod',
  url: 'url',
  apply_url: 'applyUrl',
  remote_region: 'remoteRegion',
  affirmative: 'affirmative',
  job_type: 'jobType',
  work_model: 'workModel',
  seniority: 'seniority',
  skills: 'skills',
  published_at: 'publishedAt',
  expired_at: 'expiredAt',
} as const satisfies Record<keyof JobPatchInput, keyof Job>;

const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value === undefined ? null : value);
const same = (a: unknown, b: unknown) => JSON.stringify(auditValue(a)) === JSON.stringify(auditValue(b));

/**
 * Job descriptions are plain text whose lines the detail page shows (decision 0201): HTML pasted
 * by a moderator becomes text exactly as the import does it (html-to-text.ts), so no markup is
 * ever stored; line ends are normalised and the text trimmed like an imported one.
 */
const description = (text: string) => (looksLikeHtml(text) ? htmlToText(text) : text.replace(/\r\n?/g, '\n').trim());

/**
 * `PATCH /api/admin/v1/jobs/{id}`: changes the given fields in one transaction with one audit entry
 * holding the before and after of the fields that really changed (none: nothing is written).
 */
export async function editJob(db: Db, actor: AuditActor, id: string, patch: JobPatchInput): Promise<JobAdminDetail> {
  const changed = await db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const set: Partial<Job> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(EDITABLE) as [keyof JobPatchInput, keyof Job][]) {
      const raw = patch[field];
      if (raw === undefined) continue;
      const value =
        field === 'description' ? description(raw as string) : field === 'published_at' || field === 'expired_at' ? (raw === null ? null : new Date(raw as string)) : raw;
      const current = (column === 'salary' || column === 'salaryMax') && job[column] !== null ? Number(job[column]) : job[column];
      if (same(current, value)) continue;
      (set as Record<string, unknown>)[column] = value;
      before[field] = auditValue(current);
      after[field] = auditValue(value);
    }
    if (Object.keys(set).length === 0) return false;
    // One end changed against the other as stored: the same 422 as both in the body, nothing written (decision 1503).
    const min = 'salary' in set ? set.salary : job.salary === null ? null : Number(job.salary);
    const max = 'salaryMax' in set ? set.salaryMax : job.salaryMax === null ? null : Number(job.salaryMax);
    if (min != null && max != null && max < min) throw unprocessable(VALIDATION_MESSAGE, { salary_max: SALARY_RANGE_MESSAGE });
    await tx
      .update(jobs)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
    await recordAudit(tx, { actor, action: 'job.update', entity: 'job', entityId: id, before, after });
    return true;
  });
  if (changed) clearJobSearchCaches(db);
  return getJobForModeration(db, id);
}

type Change = { set: Partial<Job>; before: Record<string, unknown>; after: Record<string, unknown> };

/** What an action changes on one job, or null when it is already so (no write, no audit entry). */
function changeFor(action: JobBulkAction, job: Job, reason: string | undefined, now: Date): Change | null {
  switch (action) {
    case 'approve':
      // Publishes and clears nothing else: a past publication date stays (decision 1402).
      if (job.moderationStatus === 'published') return null;
      return { set: { moderationStatus: 'published' }, before: { moderation_status: job.moderationStatus }, after: { moderation_status: 'published' } };
    case 'reject':
      if (job.moderationStatus === 'rejected' && job.rejectionReason === reason) return null;
      return {
        set: { moderationStatus: 'rejected', rejectionReason: reason ?? null },
        before: { moderation_status: job.moderationStatus, rejection_reason: job.rejectionReason },
        after: { moderation_status: 'rejected', rejection_reason: reason ?? null },
      };
    case 'fill':
      if (job.filledAt !== null) return null;
      return { set: { filledAt: now }, before: { filled_at: null }, after: { filled_at: now.toISOString() } };
    case 'expire':
      if (isExpired(job, now)) return null;
      return { set: { expiredAt: now }, before: { expired_at: job.expiredAt?.toISOString() ?? null }, after: { expired_at: now.toISOString() } };
  }
}

/**
 * `POST /api/admin/v1/jobs/bulk`: one action on up to 100 jobs in ONE transaction, one audit entry
 * per job that changed (`job.approve`, `job.reject`, `job.fill`, `job.expire`). An unknown id fails
 * the whole request (404) with nothing changed. Seekers see the result at once (caches cleared).
 */
export async function moderateJobs(db: Db, actor: AuditActor, input: { action: JobBulkAction; ids: string[]; reason?: string | undefined }): Promise<number> {
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  const changed = await db.transaction(async (tx) => {
    const rows = await tx.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id).for('update');
    if (rows.length !== ids.length) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const now = new Date();
    let count = 0;
    for (const job of rows) {
      const change = changeFor(input.action, job, input.reason, now);
      if (!change) continue;
      await tx
        .update(jobs)
        .set({ ...change.set, updatedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
      await recordAudit(tx, { actor, action: `job.${input.action}`, entity: 'job', entityId: job.id, before: change.before, after: change.after });
      count++;
    }
    return count;
  });
  if (changed > 0) clearJobSearchCaches(db);
  return changed;
}
