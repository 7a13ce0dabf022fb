import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, userRoles, users } from '../../src/db/schema/index.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Security audit, item 3: the last admin cannot leave by deleting the account. The refusal takes
// the lock that revoking the role takes, so two last admins leaving at once leave one of them.

const t = useTestApp();

const LAST_ADMIN_ACCOUNT = { message: 'Não é possível excluir a conta do último administrador. Conceda o papel de administrador a outra pessoa antes.' };

/** These people, and nobody else, hold the admin role (the file's earlier admins step down, as setup). */
async function onlyAdmins(...names: string[]): Promise<TestUser[]> {
  await t.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
  const admins: TestUser[] = [];
  for (const name of names) {
    const admin = await buildUser(t.db, { name });
    expect((await runCommand(t.deps, 'grant-role', [admin.email, 'admin'])).ok).toBe(true);
    admins.push(admin);
  }
  return admins;
}

const deleteOwnAccount = (user: TestUser) => t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: user.password } });
const adminIds = async () => (await t.db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))).map((row) => row.userId);
const accountExists = async (user: TestUser) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).length === 1;

describe('deleting the account of the last admin', () => {
  it('is refused with a 409 in the one error shape, and nothing of the account, its role or its audit entries changes', async () => {
    const [solo] = await onlyAdmins('Admin Solo');
    const auditBefore = await t.db.select().from(auditLog).where(eq(auditLog.entityId, solo!.id));
    expect(auditBefore.map((e) => e.after)).toEqual([{ email: solo!.email, roles: ['admin'] }]);

    const res = await deleteOwnAccount(solo!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(LAST_ADMIN_ACCOUNT);

    expect(await accountExists(solo!)).toBe(true);
    expect(await adminIds()).toEqual([solo!.id]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, solo!.id))).toEqual(auditBefore);
    // The session still works: the person is still logged in and still an admin.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/v1/me', headers: solo!.headers })).statusCode).toBe(200);
  });

  it('goes through once another admin exists, and a seeker or other staff member is never held back by it', async () => {
    const [leaving, staying] = await onlyAdmins('Admin Que Sai', 'Admin Que Fica');
    expect((await deleteOwnAccount(leaving!)).statusCode).toBe(204);
    expect(await adminIds()).toEqual([staying!.id]);

    const editor = await buildUser(t.db, { name: 'Editora Sai' });
    await runCommand(t.deps, 'grant-role', [editor.email, 'editor']);
    expect((await deleteOwnAccount(editor)).statusCode).toBe(204);
    expect((await deleteOwnAccount(await buildUser(t.db))).statusCode).toBe(204);
    expect((await deleteOwnAccount(staying!)).statusCode).toBe(409);
  });

  it('two last admins deleting their accounts at the same moment: exactly one goes, the other stays admin', async () => {
    const [first, second] = await onlyAdmins('Admin Um', 'Admin Dois');
    const answers = await Promise.all([deleteOwnAccount(first!), deleteOwnAccount(second!)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const refused = answers.findIndex((a) => a.statusCode === 409);
    expect(answers[refused]!.json()).toEqual(LAST_ADMIN_ACCOUNT);

    const survivor = [first!, second!][refused]!;
    const gone = [first!, second!][1 - refused]!;
    expect(await adminIds()).toEqual([survivor.id]);
    expect(await accountExists(survivor)).toBe(true);
    expect(await accountExists(gone)).toBe(false);
  });
});
