import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitBuckets, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { eraseFromAuditLog, isLastAdmin } from '../staff/index.ts';

export const LAST_ADMIN_ACCOUNT = 'Não é possível excluir a conta do último administrador. Conceda o papel de administrador a outra pessoa antes.';

/**
 * Removes an account, in one transaction: refused (409, nothing changed) when it holds the only
 * admin role, under the lock that revoking the role takes, so two last admins leaving at once
 * leave one; then the person is erased from the audit log, and one delete removes every row they
 * own (each references users with ON DELETE CASCADE, the outbox included), plus the rate-limit
 * buckets keyed by the account's id (no foreign key). A 409 and not 422: on this route a 422 is a
 * wrong password.
 */
export async function removeAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isLastAdmin(tx, userId)) throw conflict(LAST_ADMIN_ACCOUNT);
    if (!(await eraseFromAuditLog(tx, userId))) throw notFound('Usuário não encontrado.');
    await tx.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, `%:user:${userId}%`));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
