import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/mailer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { assertStrongPassword } from './accounts.service.ts';
import { hashPassword } from './password-hash.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_INVALID_MESSAGE = 'Este link de redefinição é inválido ou expirou. Peça um novo.';

/** Always succeeds from the caller's point of view, so the answer never reveals whether an account exists. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const { token, hash } = newToken();
  await deps.db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Rumo: redefinição de senha',
    text: `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a sua senha no Rumo. Para criar uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.\n\nEquipe Rumo`,
    html: `<p>Olá, ${escapeHtml(user.name)}!</p><p>Recebemos um pedido para redefinir a sua senha no Rumo. Para criar uma nova senha, clique no link abaixo (válido por 1 hora):</p><p><a href="${escapeHtml(link)}">Redefinir minha senha</a></p><p>Se não foi você, ignore este e-mail: sua senha continua a mesma.</p><p>Equipe Rumo</p>`,
  });
}

/** Single use: the token is consumed in the same transaction that sets the password; all sessions are revoked. */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const passwordHashPromise = hashPassword(password, deps.config.scryptLogN);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) throw badRequest(RESET_INVALID_MESSAGE, { token: RESET_INVALID_MESSAGE });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    assertStrongPassword(password, 'password', user?.email);
    await tx.update(users).set({ passwordHash: await passwordHashPromise, updatedAt: new Date() }).where(eq(users.id, row.userId));
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
  });
}
