import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.ts';
import { users } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/accounts/accounts.service.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import { TEST_SCRYPT_LOG_N } from './test-app.ts';

export type TestUser = { id: string; email: string; password: string; name: string; token: string; headers: { authorization: string } };

/** Inserts a user with a session; every test makes its own, so order never matters. */
export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}): Promise<TestUser> {
  const password = overrides.password ?? 'uma-senha-boa-123';
  const email = overrides.email ?? `user-${randomUUID()}@teste.rumo.app`;
  const [user] = await db
    .insert(users)
    .values({ name: 'Maria Teste', tel: '11912345678', linkedin: '', ...overrides, email, passwordHash: await hashPassword(password, TEST_SCRYPT_LOG_N) })
    .returning();
  if (!user) throw new Error('user not created');
  const token = await createSession(db, user.id);
  return { id: user.id, email, password, name: user.name, token, headers: { authorization: `Bearer ${token}` } };
}
