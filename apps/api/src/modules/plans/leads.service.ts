import type { Lead, LeadFilterQuery, LeadListQuery, LeadUpdateRequest } from '@rumo/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { plans, subscriptionIntents, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../staff/index.ts';
import { FREE_PLAN_KEY } from './plans.catalog.ts';
import { setUserPlan } from './plans.service.ts';

// Leads ('Interessados', decision 1404): every "Começar agora" intent, followed up by staff.

export const LEADS_PAGE_SIZE = 25;
/** The CSV export stops here (decision 1404): a spreadsheet, not a database dump. */
export const LEADS_EXPORT_MAX_ROWS = 50_000;
export const LEAD_NOT_FOUND = 'Interessado não encontrado.';
export const LEAD_ALREADY_CONVERTED = 'Este interessado já foi convertido.';

const requested = alias(plans, 'requested_plan');
const current = alias(plans, 'current_plan');
const freePlan = alias(plans, 'free_plan');

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name or e-mail contains the text, accents and case aside; LIKE wildcards in it are text. */
function matchesText(q: string): SQL {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql`(public.rumo_unaccent(lower(${users.name})) LIKE public.rumo_unaccent(${pattern}) OR ${users.email} LIKE public.rumo_unaccent(${pattern}))`;
}

function whereOf(query: LeadFilterQuery, extra?: SQL): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(subscriptionIntents.status, query.status));
  if (query.q) filters.push(matchesText(query.q));
  if (extra) filters.push(extra);
  return filters.length ? and(...filters) : undefined;
}

function orderOf(query: LeadFilterQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  const key = { created_at: subscriptionIntents.createdAt, name: users.name, plan: requested.price }[query.sort];
  return [dir(key), desc(subscriptionIntents.createdAt), asc(subscriptionIntents.userId), asc(subscriptionIntents.planId)];
}

function selectLeads(db: Db) {
  return db
    .select({
      userId: subscriptionIntents.userId,
      userName: users.name,
      userEmail: users.email,
      currentKey: sql<string>`coalesce(${current.key}, ${freePlan.key}, ${FREE_PLAN_KEY})`,
      currentName: sql<string>`coalesce(${current.name}, ${freePlan.name}, 'Gratuito')`,
      planId: requested.id,
      planKey: requested.key,
      planName: requested.name,
      status: subscriptionIntents.status,
      notes: subscriptionIntents.notes,
      createdAt: subscriptionIntents.createdAt,
      updatedAt: subscriptionIntents.updatedAt,
    })
    .from(subscriptionIntents)
    .innerJoin(users, eq(users.id, subscriptionIntents.userId))
    .innerJoin(requested, eq(requested.id, subscriptionIntents.planId))
    .leftJoin(current, eq(current.id, users.planId))
    .leftJoin(freePlan, eq(freePlan.key, FREE_PLAN_KEY));
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number];

const toLead = (row: LeadRow): Lead => ({
  user_id: row.userId,
  user_name: row.userName,
  user_email: row.userEmail,
  current_plan: { key: row.currentKey, name: row.currentName },
  requested_plan: { id: row.planId, key: row.planKey, name: row.planName },
  status: row.status as Lead['status'],
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function countNewLeads(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptionIntents).where(eq(subscriptionIntents.status, 'new'));
  return row?.n ?? 0;
}

/** One page, filtered and sorted; `new_count` feeds the menu badge. */
export async function listLeads(db: Db, query: LeadListQuery) {
  const where = whereOf(query);
  const [rows, [totals], newCount] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(LEADS_PAGE_SIZE)
      .offset((query.page - 1) * LEADS_PAGE_SIZE),
    db.select({ total: count() }).from(subscriptionIntents).innerJoin(users, eq(users.id, subscriptionIntents.userId)).where(where),
    countNewLeads(db),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map(toLead),
    meta: { total, per_page: LEADS_PAGE_SIZE, last_page: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)), current_page: query.page, new_count: newCount },
  };
}

/** Every lead the filter matches, up to the export cap, in the list's order. */
export async function leadsForExport(db: Db, query: LeadFilterQuery): Promise<Lead[]> {
  const rows = await selectLeads(db)
    .where(whereOf(query))
    .orderBy(...orderOf(query))
    .limit(LEADS_EXPORT_MAX_ROWS);
  return rows.map(toLead);
}

/** An export leaves a trace (decision 1404): who took which filter and how many rows. */
export async function recordLeadExport(db: Db, actor: AuditActor, query: LeadFilterQuery, rows: number): Promise<void> {
  await recordAudit(db, { actor, action: 'lead.export', entity: 'lead', entityId: null, before: null, after: { filter: query, rows } });
}

type LeadKey = { userId: string; planId: number };
const keyWhere = (key: LeadKey) => and(eq(subscriptionIntents.userId, key.userId), eq(subscriptionIntents.planId, key.planId));
const leadEntityId = (key: LeadKey) => `${key.userId}:${key.planId}`;

async function findLead(db: Db, key: LeadKey): Promise<Lead | undefined> {
  const [row] = await selectLeads(db).where(keyWhere(key)).limit(1);
  return row ? toLead(row) : undefined;
}

/** Status and notes; a no-op change records nothing. The update and its audit entry: one transaction. */
export async function updateLead(db: Db, actor: AuditActor, key: LeadKey, input: LeadUpdateRequest): Promise<Lead> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: subscriptionIntents.status, notes: subscriptionIntents.notes }).from(subscriptionIntents).where(keyWhere(key)).for('update');
    if (!before) throw notFound(LEAD_NOT_FOUND);
    const after = { status: input.status ?? before.status, notes: input.notes?.trim() ?? before.notes };
    if (after.status === before.status && after.notes === before.notes) return;
    await tx
      .update(subscriptionIntents)
      .set({ ...after, updatedAt: new Date() })
      .where(keyWhere(key));
    await recordAudit(tx, { actor, action: 'lead.update', entity: 'lead', entityId: leadEntityId(key), before, after });
  });
  const lead = await findLead(db, key);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

/**
 * 'Converter': grants the requested plan and marks the lead converted, with one audit entry holding
 * the plan and status before and after, all in one transaction (decision 1404).
 */
export async function convertLead(db: Db, actor: AuditActor, key: LeadKey): Promise<Lead> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: subscriptionIntents.status, planKey: plans.key })
      .from(subscriptionIntents)
      .innerJoin(plans, eq(plans.id, subscriptionIntents.planId))
      .where(keyWhere(key))
      .for('update', { of: subscriptionIntents });
    if (!row) throw notFound(LEAD_NOT_FOUND);
    if (row.status === 'converted') throw conflict(LEAD_ALREADY_CONVERTED);
    const granted = await setUserPlan(tx, key.userId, row.planKey);
    if ('error' in granted) throw notFound(LEAD_NOT_FOUND);
    await tx.update(subscriptionIntents).set({ status: 'converted', updatedAt: new Date() }).where(keyWhere(key));
    await recordAudit(tx, {
      actor,
      action: 'lead.convert',
      entity: 'lead',
      entityId: leadEntityId(key),
      before: { email: granted.userEmail, plan: granted.before.key, status: row.status },
      after: { email: granted.userEmail, plan: granted.after.key, status: 'converted' },
    });
  });
  const lead = await findLead(db, key);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return lead;
}
