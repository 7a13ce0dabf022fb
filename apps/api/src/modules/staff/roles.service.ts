import { STAFF_ROLES, type StaffRole } from '@rumo/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { recordAudit, type AuditActor, type DbOrTx } from './audit.ts';

const order = (roles: string[]) => STAFF_ROLES.filter((role) => roles.includes(role));

export async function rolesOf(db: DbOrTx, userId: string): Promise<StaffRole[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return order(rows.map((row) => row.role));
}

type Target = { id: string; email: string; name: string };

export const LAST_ADMIN = 'Não é possível retirar o último administrador.';

/**
 * True when `userId` holds the only admin role. The admin rows are locked first, so two admins
 * removing each other at the same moment cannot both pass and leave nobody (decision 1405). Every
 * write that can take the last admin away takes this lock: revoking the role and deleting the account.
 */
export async function isLastAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const admins = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
  return admins.length === 1 && admins[0]?.userId === userId;
}

async function findUser(db: DbOrTx, by: { id: string } | { email: string }): Promise<Target | undefined> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email.trim().toLowerCase()))
    .limit(1);
  return user;
}

/**
 * Grants or revokes one role and records it in the audit log, in one transaction (decision 1401).
 * Granting a held role or revoking one not held changes nothing and records nothing.
 */
export async function changeRole(db: Db, input: { actor: AuditActor; user: { id: string } | { email: string }; role: StaffRole; grant: boolean }) {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, input.user);
    if (!user) return { error: 'user' as const };
    if (!input.grant && input.role === 'admin' && (await isLastAdmin(tx, user.id))) return { error: 'last-admin' as const };
    const before = await rolesOf(tx, user.id);
    if (input.grant) await tx.insert(userRoles).values({ userId: user.id, role: input.role }).onConflictDoNothing();
    else await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, input.role)));
    const after = await rolesOf(tx, user.id);
    const changed = before.length !== after.length;
    if (changed) {
      await recordAudit(tx, {
        actor: input.actor,
        action: input.grant ? 'role.grant' : 'role.revoke',
        entity: 'user',
        entityId: user.id,
        before: { email: user.email, roles: before },
        after: { email: user.email, roles: after },
      });
    }
    return { user, roles: after, changed };
  });
}

/** The same, for a route: an unknown user is a 404. */
export async function changeRoleById(db: Db, actor: AuditActor, userId: string, role: StaffRole, grant: boolean) {
  const result = await changeRole(db, { actor, user: { id: userId }, role, grant });
  if ('error' in result) throw result.error === 'last-admin' ? unprocessable(LAST_ADMIN) : notFound('Usuário não encontrado.');
  return { uuid: result.user.id, roles: result.roles };
}

/** Everyone who holds at least one role, by name. */
export async function listStaff(db: Db) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: userRoles.role })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inArray(userRoles.role, [...STAFF_ROLES]))
    .orderBy(asc(users.name), asc(users.email));
  const byUser = new Map<string, { uuid: string; name: string; email: string; roles: string[] }>();
  for (const row of rows) {
    const member = byUser.get(row.id) ?? { uuid: row.id, name: row.name, email: row.email, roles: [] };
    member.roles.push(row.role);
    byUser.set(row.id, member);
  }
  return [...byUser.values()].map((member) => ({ ...member, roles: order(member.roles) }));
}

/** The profile a user reads about themselves, with their staff roles only when they hold any (decision 1406). */
export async function withStaffRoles<T extends object>(db: DbOrTx, profile: T, userId: string): Promise<T & { staff_roles?: StaffRole[] }> {
  const roles = await rolesOf(db, userId);
  return roles.length ? { ...profile, staff_roles: roles } : profile;
}
