import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { rowsOf } from '../../db/database.ts';
import { passwordResetRequests, passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { WorkContext } from '../../lib/fair-work-queue.ts';
import { escapeHtml } from '../../lib/mailer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { assertStrongPassword } from './accounts.service.ts';
import { hashNewPassword } from './password-attempts.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_INVALID_MESSAGE = 'Este link de redefinição é inválido ou expirou. Peça um novo.';
export const PASSWORD_RESETS_JOB = 'password-resets';

const liveToken = (tokenHash: string) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.revokedAt), gt(passwordResetTokens.expiresAt, new Date()));

/**
 * The request only records that a link was asked for — one insert, whatever the address; the
 * route wakes the background job that does the rest once the answer has left (its work must not
 * delay the answer). The answer, its timing and its failures are then the same for an address
 * with an account and one without (docs/decisions/0705).
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  await deps.db.insert(passwordResetRequests).values({ email: email.trim().toLowerCase() });
}

/**
 * Background: turns asked-for links into tokens and e-mails. Each request row is taken (SKIP
 * LOCKED, so several instances share the work) and handled in one transaction with the token
 * and the outbox e-mail it leads to: a crash leaves the row to the next run, never half of it.
 * A new link revokes the user's earlier ones: only the newest works.
 */
export async function processPasswordResetRequests(deps: AppDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [request] = rowsOf<{ email: string }>(
        await tx.execute(sql`
          DELETE FROM password_reset_requests WHERE id = (
            SELECT id FROM password_reset_requests ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING email`),
      );
      if (!request) return false;
      const [user] = await tx.select().from(users).where(eq(users.email, request.email)).limit(1);
      if (!user) return true;
      await tx
        .update(passwordResetTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.revokedAt)));
      const { token, hash } = newToken();
      await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
      await deps.mailer.enqueue(
        {
          to: user.email,
          userId: user.id,
          secrets: [token],
          subject: 'Rumo: redefinição de senha',
          text: `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a sua senha no Rumo. Para criar uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.\n\nEquipe Rumo`,
          html: `<p>Olá, ${escapeHtml(user.name)}!</p><p>Recebemos um pedido para redefinir a sua senha no Rumo. Para criar uma nova senha, clique no link abaixo (válido por 1 hora):</p><p><a href="${escapeHtml(link)}">Redefinir minha senha</a></p><p>Se não foi você, ignore este e-mail: sua senha continua a mesma.</p><p>Equipe Rumo</p>`,
        },
        tx,
      );
      return true;
    });
    if (!done) return handled;
    handled++;
  }
}

/**
 * Cheap checks first (docs/decisions/0705): the token is looked up and the new password checked
 * against the policy before any hash, so bogus requests cost a query, not 128 MiB of scrypt.
 * Then the hash, in its turn; then, in one transaction, the token is consumed (still live: two
 * racing resets cannot both win), the password stored, every session and every other open link
 * of the user revoked.
 */
export async function resetPassword(deps: AppDeps, context: WorkContext, token: string, password: string): Promise<void> {
  const tokenHash = hashToken(token);
  const invalid = () => badRequest(RESET_INVALID_MESSAGE, { token: RESET_INVALID_MESSAGE });
  const [found] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(liveToken(tokenHash))
    .limit(1);
  if (!found) throw invalid();
  assertStrongPassword(password, 'password', found);
  const passwordHash = await hashNewPassword(deps, context, password);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(liveToken(tokenHash))
      .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
    if (!row) throw invalid();
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResetTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, row.userId), ne(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.revokedAt)));
  });
}
