import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { EditUserRequest, UserProfile } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isCommonPassword } from './common-passwords.ts';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

const SESSION_DAYS = 30;
export const LOGIN_FAILED_MESSAGE = 'Usuário não encontrado!';
export const EMAIL_TAKEN_MESSAGE = 'email já em uso';
export const COMMON_PASSWORD_MESSAGE = 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.';

type UserRow = typeof users.$inferSelect;

export const toProfile = (u: Pick<UserRow, 'id' | 'name' | 'email' | 'tel' | 'linkedin'>): UserProfile => ({
  uuid: u.id,
  name: u.name,
  email: u.email,
  tel: u.tel,
  linkedin: u.linkedin,
});

export function assertStrongPassword(password: string, field: string, email?: string): void {
  if (isCommonPassword(password) || (email && password.toLowerCase() === email.toLowerCase())) {
    throw unprocessable(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
}

export async function createSession(db: Db, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) });
  return token;
}

// A hash of nothing in particular, verified when the user does not exist, so both cases cost the same.
let dummyHash: Promise<string> | undefined;

export async function login(deps: AppDeps, input: { username: string; password: string }, ip: string) {
  const username = input.username.trim().toLowerCase();
  await assertLoginAllowed(deps.db, ip, username);
  const [user] = await deps.db.select().from(users).where(eq(users.email, username)).limit(1);
  dummyHash ??= hashPassword('rumo-timing-equaliser', deps.config.scryptLogN);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) {
    await recordLoginFailure(deps.db, ip, username);
    throw new AppError(404, LOGIN_FAILED_MESSAGE);
  }
  await clearAccountFailures(deps.db, username);
  const token = await createSession(deps.db, user.id);
  return { token, user: toProfile(user) };
}

export async function register(deps: AppDeps, input: { name: string; email: string; password: string; tel: string; linkedin: string }) {
  assertStrongPassword(input.password, 'password', input.email);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw conflict('Este e-mail já está cadastrado.', { email: 'Este e-mail já está cadastrado.' });
  const passwordHash = await hashPassword(input.password, deps.config.scryptLogN);
  const [user] = await deps.db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, tel: input.tel, linkedin: input.linkedin })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict('Este e-mail já está cadastrado.', { email: 'Este e-mail já está cadastrado.' });
  const token = await createSession(deps.db, user.id);
  return { ...toProfile(user), token };
}

export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Usuário não encontrado.');
  return toProfile(user);
}

export async function editProfile(db: Db, userId: string, input: Required<Omit<EditUserRequest, 'linkedin'>> & { linkedin: string }) {
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, userId))).limit(1);
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  const [user] = await db
    .update(users)
    .set({ name: input.name, email: input.email, tel: input.tel, linkedin: input.linkedin, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('Usuário não encontrado.');
  return toProfile(user);
}

/** Verifies the current password, stores the new one and revokes every other session of the user. */
export async function changePassword(deps: AppDeps, auth: AuthUser, input: { current_password: string; new_password: string }) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, auth.id)).limit(1);
  if (!user || !(await verifyPassword(input.current_password, user.passwordHash))) {
    throw unprocessable('Senha incorreta', { current_password: 'Senha incorreta' });
  }
  assertStrongPassword(input.new_password, 'new_password', user.email);
  const passwordHash = await hashPassword(input.new_password, deps.config.scryptLogN);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, auth.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, auth.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
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
