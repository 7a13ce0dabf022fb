import type { AuditListQuery } from '@rumo/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

/** A database handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who did it: a staff member in the console, or the operator at the command line. */
export type AuditActor = { id: string; email: string } | 'cli';

export type AuditEntryInput = { actor: AuditActor; action: string; entity: string; entityId?: string | null; before?: unknown; after?: unknown };

/** The e-mail kept for an operator's command (decision 1401). */
export const CLI_ACTOR_EMAIL = 'linha de comando';

/**
 * Records one staff write. Call it with the transaction that makes the change, so that the change
 * and its entry are saved together or not at all (decision 1401).
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntryInput): Promise<void> {
  const actor = entry.actor === 'cli' ? { id: null, email: CLI_ACTOR_EMAIL } : entry.actor;
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

/** Newest first; `actor` matches part of the e-mail, `entity` exactly, dates are whole days in Brasília time. */
export async function listAudit(db: Db, query: AuditListQuery) {
  const filters: SQL[] = [];
  if (query.actor) filters.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor.toLowerCase())}%`));
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.from) filters.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, new Date(dayStart(query.to).getTime() + 86_400_000)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      actor_email: row.actorEmail,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    meta: { total, per_page: AUDIT_PAGE_SIZE, last_page: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)), current_page: query.page },
  };
}
