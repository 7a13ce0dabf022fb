import { SESSION_LIFETIME_DAYS } from '../../plugins/session-cookie.ts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { EditUserRequest, UserProfile } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { passwordResetTokens, sessions, userActivityDays, users } from '../../db/schema/index.ts';
import { brasiliaDay } from '../../lib/brasilia-day.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { WorkContext } from '../../lib/fair-work-queue.ts';
import { newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isGuessablePassword, type PasswordContext } from './password-policy.ts';
import { checkPassword, hashNewPassword } from './password-attempts.ts';

const SESSION_DAYS = SESSION_LIFETIME_DAYS;
export const LOGIN_FAILED_MESSAGE = 'Usuário não encontrado!';
export const EMAIL_TAKEN_MESSAGE = 'email já em uso';
export const COMMON_PASSWORD_MESSAGE = 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.';
export const WRONG_PASSWORD_MESSAGE = 'Senha incorreta';
/** Password change and account deletion share the login's throttle (docs/decisions/0705). */
export const PASSWORD_THROTTLED_MESSAGE = 'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.';

type UserRow = typeof users.$inferSelect;

export const toProfile = (u: Pick<UserRow, 'id' | 'name' | 'email' | 'tel' | 'linkedin'>): UserProfile => ({
  uuid: u.id,
  name: u.name,
  email: u.email,
  tel: u.tel,
  linkedin: u.linkedin,
});

/** The password policy (docs/decisions/0002): common, decorated, repeated, sequential or built from the person's name or e-mail. */
export function assertStrongPassword(password: string, field: string, person: PasswordContext): void {
  if (isGuessablePassword(password, person)) throw unprocessable(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

export async function createSession(db: Db, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) });
  // Signing in is activity too: the session's first hour never refreshes its last use (decision 1405).
  await db.insert(userActivityDays).values({ userId, day: brasiliaDay() }).onConflictDoNothing();
  return token;
}

export async function login(deps: AppDeps, context: WorkContext, input: { username: string; password: string }) {
  const username = input.username.trim().toLowerCase();
  const [user] = await deps.db.select().from(users).where(eq(users.email, username)).limit(1);
  const ok = await checkPassword(deps, context, user ? { userId: user.id, passwordHash: user.passwordHash } : { email: username }, input.password);
  if (!user || !ok) throw new AppError(404, LOGIN_FAILED_MESSAGE);
  const token = await createSession(deps.db, user.id);
  return { token, user: toProfile(user) };
}

export const EMAIL_REGISTERED_MESSAGE = 'Este e-mail já está cadastrado.';

/**
 * Every cheap check first (password policy, address taken), the hash last and in its turn
 * (docs/decisions/0705). A taken address is said plainly — the one thing a sign-up form cannot
 * hide — and the route's rate limit bounds how many addresses anyone can try.
 */
export async function register(deps: AppDeps, context: WorkContext, input: { name: string; email: string; password: string; tel: string; linkedin: string }) {
  assertStrongPassword(input.password, 'password', input);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw conflict(EMAIL_REGISTERED_MESSAGE, { email: EMAIL_REGISTERED_MESSAGE });
  const passwordHash = await hashNewPassword(deps, context, input.password);
  const [user] = await deps.db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, tel: input.tel, linkedin: input.linkedin })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict(EMAIL_REGISTERED_MESSAGE, { email: EMAIL_REGISTERED_MESSAGE });
  const token = await createSession(deps.db, user.id);
  return { ...toProfile(user), token };
}

export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Usuário não encontrado.');
  return toProfile(user);
}

export async function editProfile(db: Db, userId: string, input: Required<Omit<EditUserRequest, 'linkedin'>> & { linkedin: string }) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  const [user] = await db
    .update(users)
    .set({ name: input.name, email: input.email, tel: input.tel, linkedin: input.linkedin, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('Usuário não encontrado.');
  return toProfile(user);
}

/**
 * Re-checks the logged-in user's password, throttled like a login (docs/decisions/0705): a stolen
 * session cannot be used to guess the password faster than the login form allows.
 */
export async function assertOwnPassword(deps: AppDeps, context: WorkContext, userId: string, password: string, field: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Usuário não encontrado.');
  if (!(await checkPassword(deps, context, { userId: user.id, passwordHash: user.passwordHash }, password, PASSWORD_THROTTLED_MESSAGE))) {
    throw unprocessable(WRONG_PASSWORD_MESSAGE, { [field]: WRONG_PASSWORD_MESSAGE });
  }
  return user;
}

/**
 * Verifies the current password, stores the new one, revokes every other session of the user and
 * every reset link still open (docs/decisions/0705: a link mailed before the change must not undo it).
 */
export async function changePassword(deps: AppDeps, context: WorkContext, auth: AuthUser, input: { current_password: string; new_password: string }) {
  const user = await assertOwnPassword(deps, context, auth.id, input.current_password, 'current_password');
  assertStrongPassword(input.new_password, 'new_password', user);
  const passwordHash = await hashNewPassword(deps, context, input.new_password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, auth.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, auth.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResetTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, auth.id), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.revokedAt)));
  });
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Operator action (ASVS 7.4.5, `revoke-sessions`): ends every live session of the user with this
 * e-mail, wherever they are logged in. Returns null for an unknown e-mail.
 */
export async function revokeAllSessions(db: Db, email: string): Promise<{ userName: string; email: string; revoked: number } | null> {
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  if (!user) return null;
  const now = new Date();
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return { userName: user.name, email: user.email, revoked: revoked.length };
}
