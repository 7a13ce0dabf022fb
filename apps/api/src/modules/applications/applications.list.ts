import { and, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { CLOSED_APPLICATION_STATUSES, APPLICATION_STATUSES, type ApplicationListFilters, type ApplicationListResponse } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { applicationColumns, presentApplications } from './applications.presenter.ts';

const PERIOD_INTERVALS = { week: '7 days', month: '1 month', year: '1 year' } as const;

/** LIKE treats % and _ as wildcards; a user typing them means the characters themselves. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Status order follows the pipeline (sent → in review → … → outcome), which is what a person
 * sorting by status expects, rather than the alphabetical order of the stored keywords.
 */
const statusWhens = APPLICATION_STATUSES.map((s, i) => `when '${s}' then ${i}`).join(' ');
const statusRank = sql`case ${applications.status} ${sql.raw(statusWhens)} else ${sql.raw(String(APPLICATION_STATUSES.length))} end`;

// Sorting by text ignores case and accents ('Álvaro' next to 'alvaro') and uses the C collation so
// PGlite and PostgreSQL (whatever its locale) order the same way.
const sortableText = (column: SQL | typeof jobs.title | typeof jobs.company) => sql`lower(public.rumo_unaccent(${column})) collate "C"`;

function whereFor(userId: string, filters: ApplicationListFilters): SQL {
  const conditions: SQL[] = [eq(applications.userId, userId)];
  const term = filters.search.trim();
  if (term) {
    const pattern = sql`'%' || public.rumo_unaccent(${escapeLike(term)}) || '%'`;
    conditions.push(sql`(public.rumo_unaccent(${jobs.title}) ilike ${pattern} or public.rumo_unaccent(coalesce(${jobs.company}, '')) ilike ${pattern})`);
  }
  if (filters.job_uuid) conditions.push(eq(applications.jobId, filters.job_uuid));
  if (filters.status === 'active') conditions.push(notInArray(applications.status, [...CLOSED_APPLICATION_STATUSES]));
  if (filters.status === 'closed') conditions.push(inArray(applications.status, [...CLOSED_APPLICATION_STATUSES]));
  if (filters.period !== 'all') conditions.push(gte(applications.createdAt, sql`now() - ${sql.raw(`interval '${PERIOD_INTERVALS[filters.period]}'`)}`));
  return and(...conditions)!;
}

function orderFor(filters: ApplicationListFilters): SQL[] {
  const dir = sql.raw(filters.direction);
  const primary: Record<ApplicationListFilters['sort'], SQL> = {
    title: sql`${sortableText(jobs.title)} ${dir}`,
    company: sql`${sortableText(jobs.company)} ${dir} nulls last`,
    created_at: sql`${applications.createdAt} ${dir}`,
    status: sql`${statusRank} ${dir}`,
  };
  // Ties are broken the same way every time so pages never overlap or skip rows.
  return [primary[filters.sort], sql`${applications.createdAt} desc`, sql`${applications.id} asc`];
}

export async function listApplications(db: Db, filters: ApplicationListFilters, user: AuthUser, now: Date): Promise<ApplicationListResponse> {
  const where = whereFor(user.id, filters);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where);
  const total = Number(counted?.total ?? 0);
  const perPage = filters.per_page;
  const rows = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where)
    .orderBy(...orderFor(filters))
    .limit(perPage)
    .offset((filters.page - 1) * perPage);
  return {
    data: await presentApplications(db, rows, now),
    meta: { total, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)), current_page: filters.page },
  };
}
