import type { AdminUserDetail, AdminUserListQuery, AdminUserSummary } from '@rumo/contract';
import { STAFF_ROLES, type StaffRole } from '@rumo/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { applications, sessions, supportTickets, userActivityDays, userRoles, users } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { planSummaryOf, setUserPlan, type PlanSummary } from '../plans/index.ts';
import { recordAudit, type AuditActor } from '../staff/index.ts';

// The console's 'Usuários' (decision 1405): search, facts, plan, sessions. What it reads and
// answers is chosen column by column, so a password hash or a token hash can never leak out.

export const USERS_PAGE_SIZE = 25;
export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const UNKNOWN_PLAN = 'Plano desconhecido.';
const LATEST_TICKETS = 5;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name or e-mail contains the text, accents and case aside; LIKE wildcards in it are text. */
function matchesText(q: string): SQL {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql`(public.rumo_unaccent(lower(${users.name})) LIKE public.rumo_unaccent(${pattern}) OR ${users.email} LIKE public.rumo_unaccent(${pattern}))`;
}

async function rolesByUser(db: Db, ids: string[]): Promise<Map<string, StaffRole[]>> {
  const byUser = new Map<string, StaffRole[]>();
  if (ids.length === 0) return byUser;
  const rows = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, ids));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.role as StaffRole]);
  for (const [id, roles] of byUser)
    byUser.set(
      id,
      STAFF_ROLES.filter((role) => roles.includes(role)),
    );
  return byUser;
}

async function plansById(db: Db, planIds: (number | null)[]): Promise<Map<number | null, PlanSummary>> {
  const unique = [...new Set(planIds)];
  return new Map(await Promise.all(unique.map(async (id) => [id, await planSummaryOf(db, id)] as const)));
}

const summaryColumns = { id: users.id, name: users.name, email: users.email, planId: users.planId, createdAt: users.createdAt };

export async function listUsers(db: Db, query: AdminUserListQuery) {
  const where = query.q ? matchesText(query.q) : undefined;
  const dir = query.order === 'asc' ? asc : desc;
  const key = { created_at: users.createdAt, name: users.name, email: users.email }[query.sort];
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(dir(key), asc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((query.page - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const [roles, planOf] = await Promise.all([
    rolesByUser(
      db,
      rows.map((r) => r.id),
    ),
    plansById(
      db,
      rows.map((r) => r.planId),
    ),
  ]);
  const total = totals?.total ?? 0;
  const data: AdminUserSummary[] = rows.map((row) => ({
    uuid: row.id,
    name: row.name,
    email: row.email,
    plan: planOf.get(row.planId)!,
    roles: roles.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
  }));
  return { data, meta: { total, per_page: USERS_PAGE_SIZE, last_page: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)), current_page: query.page } };
}

export async function getUserDetail(db: Db, userId: string): Promise<AdminUserDetail> {
  const [user] = await db.select(summaryColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  const now = new Date();
  const [plan, roles, [lastSession], [lastDay], [apps], [live], [tickets], latest] = await Promise.all([
    planSummaryOf(db, user.planId),
    rolesByUser(db, [user.id]),
    db
      .select({ at: sql<string | null>`max(${sessions.lastUsedAt})` })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({ day: sql<string | null>`max(${userActivityDays.day})::text` })
      .from(userActivityDays)
      .where(eq(userActivityDays.userId, userId)),
    db.select({ n: count() }).from(applications).where(eq(applications.userId, userId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    db
      .select({ total: count(), open: sql<number>`count(*) FILTER (WHERE ${supportTickets.status} = 'open')::int` })
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId)),
    db
      .select({ id: supportTickets.id, subject: supportTickets.subject, status: supportTickets.status, createdAt: supportTickets.createdAt })
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.createdAt))
      .limit(LATEST_TICKETS),
  ]);
  // The session's last use is exact; a day of activity (sessions since deleted) is its start in Brasília.
  const candidates = [lastSession?.at ? new Date(lastSession.at) : null, lastDay?.day ? new Date(`${lastDay.day}T00:00:00-03:00`) : null].filter((d): d is Date => d !== null);
  const lastActive = candidates.length ? new Date(Math.max(...candidates.map((d) => d.getTime()))) : null;
  return {
    uuid: user.id,
    name: user.name,
    email: user.email,
    plan,
    roles: roles.get(user.id) ?? [],
    created_at: user.createdAt.toISOString(),
    last_active_at: lastActive?.toISOString() ?? null,
    applications_count: apps?.n ?? 0,
    active_sessions: live?.n ?? 0,
    tickets: {
      total: tickets?.total ?? 0,
      open: Number(tickets?.open ?? 0),
      latest: latest.map((t) => ({ id: t.id, subject: t.subject, status: t.status as 'open', created_at: t.createdAt.toISOString() })),
    },
  };
}

/** 'Alterar plano': the change and its audit entry in one transaction; the same plan records nothing. */
export async function changeUserPlan(db: Db, actor: AuditActor, userId: string, planKey: string | null) {
  return db.transaction(async (tx) => {
    const result = await setUserPlan(tx, userId, planKey);
    if ('error' in result) {
      if (result.error === 'plan') throw unprocessable(UNKNOWN_PLAN, { plan: UNKNOWN_PLAN });
      throw notFound(USER_NOT_FOUND);
    }
    if (result.before.key !== result.after.key) {
      await recordAudit(tx, {
        actor,
        action: 'user.plan',
        entity: 'user',
        entityId: userId,
        before: { email: result.userEmail, plan: result.before.key },
        after: { email: result.userEmail, plan: result.after.key },
      });
    }
    return { uuid: userId, plan: result.after };
  });
}

/** 'Encerrar todas as sessões': every live session of the user ends now, audited with the count. */
export async function revokeUserSessions(db: Db, actor: AuditActor, userId: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound(USER_NOT_FOUND);
    const now = new Date();
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    if (revoked.length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'user.sessions.revoke',
        entity: 'user',
        entityId: userId,
        before: { email: user.email, active_sessions: revoked.length },
        after: { email: user.email, active_sessions: 0 },
      });
    }
    return { uuid: userId, revoked: revoked.length };
  });
}
