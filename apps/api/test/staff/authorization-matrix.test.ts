import { randomUUID } from 'node:crypto';
import { CAPABILITIES, STAFF_ROLES, type StaffRole } from '@rumo/contract';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES } from '../../src/modules/staff/capabilities.ts';
import { MISSING_CAPABILITY, NOT_STAFF, adminRouteCapabilities } from '../../src/modules/staff/staff-guard.ts';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { loadAdminRouteExamples } from './admin-route-examples.ts';

// Issue 14 (decision 1401): every console route, read from the OpenAPI document so that a route
// added tomorrow is in the matrix, is 401 anonymous, 403 for a user without a role, 403 for a
// role without the route's capability, and answered for a role with it.

const t = useTestApp();

type Operation = { method: string; path: string; url: string };

/** `/api/admin/v1/users/{id}/roles/{role}` → the Fastify route and a URL to call. */
function operation(method: string, path: string, target: string): Operation {
  const url = path.replace('{id}', target).replace('{role}', 'analyst');
  return { method: method.toUpperCase(), path: path.replace(/\{([^}]+)\}/g, ':$1'), url };
}

describe('the staff console authorization matrix', () => {
  it('has a capability for every /api/admin route of the OpenAPI document, and answers each role as its capabilities say', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const target = await buildUser(t.db);
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => operation(method, path, target.id)));
    expect(ops.length).toBeGreaterThanOrEqual(5);

    const anonymous = undefined;
    const plain = await buildUser(t.db);
    const staff = {} as Record<StaffRole, TestUser>;
    for (const role of STAFF_ROLES) {
      staff[role] = await buildUser(t.db, { name: `Equipe ${role}` });
      expect((await runCommand(t.deps, 'grant-role', [staff[role].email, role])).ok).toBe(true);
    }

    // Routes that need a real id or a body have a valid example request (admin-route-examples.ts).
    const examples = await loadAdminRouteExamples();
    let example: { url?: string; payload?: unknown } = {};
    const call = (op: Operation, user: TestUser | undefined) =>
      t.app.inject({
        method: op.method as 'GET',
        url: example.url ?? op.url,
        ...(example.payload === undefined ? {} : { payload: example.payload as object }),
        headers: user ? user.headers : {},
      });
    for (const op of ops) {
      example = (await examples[`${op.method} ${op.path}`]?.({ db: t.db, t, target })) ?? {};
      const capability = adminRouteCapabilities.get(`${op.method} ${op.path}`);
      expect(capability, `${op.method} ${op.path} names no capability`).toBeDefined();
      expect(CAPABILITIES).toContain(capability);

      expect((await call(op, anonymous)).statusCode, `${op.method} ${op.path} anonymous`).toBe(401);
      const notStaff = await call(op, plain);
      expect(notStaff.statusCode, `${op.method} ${op.path} without a role`).toBe(403);
      expect(notStaff.json()).toEqual({ message: NOT_STAFF });
      for (const role of STAFF_ROLES) {
        const res = await call(op, staff[role]);
        if (ROLE_CAPABILITIES[role].includes(capability!)) {
          expect(res.statusCode, `${op.method} ${op.path} as ${role}: ${res.body}`).toBeLessThan(400);
        } else {
          expect(res.statusCode, `${op.method} ${op.path} as ${role}`).toBe(403);
          expect(res.json()).toEqual({ message: MISSING_CAPABILITY });
        }
      }

      // The capability is checked before the input: a caller without it gets 403 for a request
      // whose ids and body break every field rule, never the route's 422 and its messages.
      const invalid = (user: TestUser | undefined) =>
        t.app.inject({
          method: op.method as 'GET',
          url: op.path.replace(/:[^/]+/g, 'nao-e-um-id') + '?limit=muitos&page=-1',
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: ['corpo', { inválido: true }] }),
          headers: user ? user.headers : {},
        });
      expect((await invalid(anonymous)).statusCode, `${op.method} ${op.path} anonymous, invalid input`).toBe(401);
      const plainInvalid = await invalid(plain);
      expect(plainInvalid.statusCode, `${op.method} ${op.path} without a role, invalid input: ${plainInvalid.body}`).toBe(403);
      expect(plainInvalid.json()).toEqual({ message: NOT_STAFF });
      for (const role of STAFF_ROLES) {
        const res = await invalid(staff[role]);
        if (ROLE_CAPABILITIES[role].includes(capability!)) {
          expect(res.statusCode, `${op.method} ${op.path} as ${role}, invalid input: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${op.method} ${op.path} as ${role}, invalid input: ${res.body}`).toBe(403);
          expect(res.json()).toEqual({ message: MISSING_CAPABILITY });
        }
      }
    }
  });

  it('reads the roles on every request: a revoked role stops at once', async () => {
    const moderator = await buildUser(t.db);
    await runCommand(t.deps, 'grant-role', [moderator.email, 'moderator']);
    const me = () => t.app.inject({ method: 'GET', url: '/api/admin/v1/me', headers: moderator.headers });
    expect((await me()).json()).toEqual({ data: { roles: ['moderator'], capabilities: ['console:access', 'users:read', 'jobs:moderate', 'sources:manage', 'tickets:manage'] } });
    await runCommand(t.deps, 'revoke-role', [moderator.email, 'moderator']);
    expect((await me()).statusCode).toBe(403);
  });

  it('refuses malformed ids and roles with a pt-BR 422 before touching anything', async () => {
    const admin = await buildUser(t.db);
    await runCommand(t.deps, 'grant-role', [admin.email, 'admin']);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/v1/users/${randomUUID()}/roles/root`, headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBeTruthy();
    const unknown = await t.app.inject({ method: 'PUT', url: `/api/admin/v1/users/${randomUUID()}/roles/editor`, headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Usuário não encontrado.' });
  });
});
