import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, subscriptionIntents, supportTickets, users } from '../../db/schema/index.ts';
import type { DbOrTx } from './audit.ts';

// LGPD: a deleted person leaves the audit log the fact of what staff did (action, time, actor),
// never who they were nor what staff wrote about them (decision 1401).

/** What replaces a deleted person's e-mail, name and the staff's notes about them in the audit log. */
export const ERASED_PERSON = 'conta excluída';

/**
 * The before/after fields that, in an entry about a person, hold that person or what staff wrote
 * about them: `email` (roles, plan, sessions, lead conversion), `notes` (leads), `body` (ticket
 * replies and internal notes), and `name`/`note` for any entry that records them.
 */
const PERSONAL_KEYS = new Set(['email', 'name', 'notes', 'note', 'body']);

/**
 * Entries about the person: their account (`user`), their leads (`lead`, id `user:plan`) and their
 * tickets (`ticket`). The leads and tickets are locked, so a staff write on one of them either
 * commits first (and its entry is erased here) or waits and then finds the row deleted.
 */
async function entriesAbout(tx: DbOrTx, userId: string): Promise<SQL> {
  const tickets = await tx.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.userId, userId)).for('update');
  await tx.select({ planId: subscriptionIntents.planId }).from(subscriptionIntents).where(eq(subscriptionIntents.userId, userId)).for('update');
  return or(
    and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)),
    and(eq(auditLog.entity, 'lead'), like(auditLog.entityId, `${userId}:%`)),
    tickets.length
      ? and(
          eq(auditLog.entity, 'ticket'),
          inArray(
            auditLog.entityId,
            tickets.map((ticket) => ticket.id),
          ),
        )
      : undefined,
  )!;
}

type Match = { email: string; name: string | null; keys: boolean };

/**
 * A payload with the person taken out. In an entry about them, every personal field goes; in any
 * entry, a text holding their e-mail goes (a lead export's search, say). Their name alone is
 * matched only in entries about them or that carry their e-mail: names are not unique, and a
 * stranger's or a course's identical name elsewhere is not theirs.
 */
function scrub(value: unknown, match: Match, key?: string): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (match.keys && key !== undefined && PERSONAL_KEYS.has(key)) return ERASED_PERSON;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text.includes(match.email) || text === match.name ? ERASED_PERSON : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, match));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, match, k)]));
  return value;
}

/**
 * Erases a person about to be deleted from the audit log, in the deletion's transaction; false for
 * an unknown id. The entries keep action, time, entity and its id (a random id that no longer leads
 * anywhere) and the actor: the entries the person wrote as staff keep their e-mail as actor, as
 * decision 1401 wants. Their leads and tickets are locked before their account, the order in which
 * staff writes on a lead take them.
 */
export async function eraseFromAuditLog(tx: DbOrTx, userId: string): Promise<boolean> {
  const about = await entriesAbout(tx, userId);
  const [person] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) return false;
  const email = person.email.trim().toLowerCase();
  // jsonb's text form keeps an e-mail's characters as they are (none of them is escaped in JSON).
  const mentions = sql`(position(${email} in lower(${auditLog.before}::text)) > 0 OR position(${email} in lower(${auditLog.after}::text)) > 0)`;
  const rows = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after, about: sql<boolean>`coalesce(${about}, false)` })
    .from(auditLog)
    .where(or(about, mentions))
    // Locked: two deletions erasing the same entry (an export that found both) must not undo each other.
    .for('update');
  const name = person.name.trim().toLowerCase() || null;
  for (const row of rows) {
    const carriesEmail = JSON.stringify([row.before, row.after]).toLowerCase().includes(email);
    const match = { email, name: row.about || carriesEmail ? name : null, keys: row.about };
    const before = scrub(row.before, match);
    const after = scrub(row.after, match);
    if (JSON.stringify(before) === JSON.stringify(row.before) && JSON.stringify(after) === JSON.stringify(row.after)) continue;
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
  }
  return true;
}
