import { sql, type SQL } from 'drizzle-orm';
import {
  JOBS_ADMIN_PER_PAGE,
  type JobAdminRow,
  type JobAdminSort,
  type jobsAdminListQuery,
  type JobsAdminListResponse,
  type ModerationFilter,
  type ModerationStatus,
} from '@rumo/contract';
import type { z } from 'zod';
import { rowsOf, type Db } from '../../db/database.ts';
import { findDuplicates } from './job-duplicates.ts';
import { and } from './job-filters.ts';

export type JobsAdminListInput = z.output<typeof jobsAdminListQuery>;

const EXPIRED = sql`(expired_at IS NOT NULL AND expired_at <= now())`;

/** The console's status filter (decision 1402): filled and expired cut across the three statuses. */
const STATUS_CONDITION: Record<ModerationFilter, SQL> = {
  pending: sql`moderation_status = 'pending'`,
  // Live or scheduled: what a seeker sees now or will see when its date comes.
  published: sql`(moderation_status = 'published' AND filled_at IS NULL AND NOT ${EXPIRED})`,
  rejected: sql`moderation_status = 'rejected'`,
  filled: sql`filled_at IS NOT NULL`,
  expired: EXPIRED,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const folded = (column: string) => sql.raw(`public.rumo_unaccent(lower(coalesce(${column}, '')))`);
const contains = (text: string) => sql`'%' || public.rumo_unaccent(lower(${escapeLike(text)})) || '%'`;
/** Whole days in Brasília time, as the audit list (decision 1401). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

function conditions(input: JobsAdminListInput): SQL {
  const parts: SQL[] = [];
  if (input.status) parts.push(STATUS_CONDITION[input.status]);
  if (input.source) parts.push(sql`captation = ${input.source}`);
  if (input.company) parts.push(sql`${folded('company')} LIKE ${contains(input.company)}`);
  if (input.state) parts.push(sql`state = ${input.state}`);
  if (input.from) parts.push(sql`created_at >= ${dayStart(input.from).toISOString()}::timestamptz`);
  if (input.to) parts.push(sql`created_at < ${new Date(dayStart(input.to).getTime() + 86_400_000).toISOString()}::timestamptz`);
  if (input.q) parts.push(sql`(${folded('title')} LIKE ${contains(input.q)} OR ${folded('company')} LIKE ${contains(input.q)})`);
  return and(parts);
}

// Text sorts ignore case and accents and use the C collation so PGlite and PostgreSQL agree.
const SORT_COLUMN: Record<JobAdminSort, SQL> = {
  created_at: sql`created_at`,
  published_at: sql`published_at`,
  title: sql`${folded('title')} COLLATE "C"`,
  company: sql`${folded('company')} COLLATE "C"`,
};

type Row = {
  id: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  moderation_status: ModerationStatus;
  filled: boolean;
  expired: boolean;
  rejection_reason: string | null;
  captation: string;
  created_at: string | Date;
  published_at: string | Date;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** `GET /api/admin/v1/jobs`: filters, search, sort, 50 a page, each row with its possible duplicate. */
export async function listJobsForModeration(db: Db, input: JobsAdminListInput): Promise<JobsAdminListResponse> {
  const where = conditions(input);
  const direction = sql.raw(input.order === 'desc' ? 'DESC' : 'ASC');
  const [rowsResult, countResult] = await Promise.all([
    db.execute(sql`
      SELECT id, title, company, city, state, moderation_status, filled_at IS NOT NULL AS filled, ${EXPIRED} AS expired,
             rejection_reason, captation, created_at, published_at
      FROM jobs WHERE ${where}
      ORDER BY ${SORT_COLUMN[input.sort]} ${direction}, id ${direction}
      LIMIT ${JOBS_ADMIN_PER_PAGE} OFFSET ${(input.page - 1) * JOBS_ADMIN_PER_PAGE}`),
    db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE ${where}`),
  ]);
  const rows = rowsOf<Row>(rowsResult);
  const total = Number(rowsOf<{ n: number }>(countResult)[0]?.n ?? 0);
  const duplicates = await findDuplicates(
    db,
    rows.map((r) => r.id),
  );
  const data: JobAdminRow[] = rows.map((r) => {
    const duplicate = duplicates.get(r.id)?.[0];
    return {
      id: r.id,
      title: r.title,
      company: r.company,
      city: r.city,
      state: r.state,
      status: r.moderation_status,
      filled: Boolean(r.filled),
      expired: Boolean(r.expired),
      rejection_reason: r.rejection_reason,
      captation: r.captation,
      created_at: iso(r.created_at),
      published_at: iso(r.published_at),
      duplicate_of: duplicate ? { id: duplicate.id, title: duplicate.title } : null,
    };
  });
  return { data, meta: { total, per_page: JOBS_ADMIN_PER_PAGE, last_page: Math.max(1, Math.ceil(total / JOBS_ADMIN_PER_PAGE)), current_page: input.page } };
}

/** The menu badge: jobs waiting for review. */
export async function countPendingJobs(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE moderation_status = 'pending'`));
  return Number(row?.n ?? 0);
}
