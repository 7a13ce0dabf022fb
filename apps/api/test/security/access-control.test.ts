import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { curricula, users } from '../../src/db/schema/index.ts';
import type { TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { fillPath, loadOperations, type Operation } from './openapi-operations.ts';
import { crawlRoutes } from './route-crawler.ts';
import { buildPlanUser, caller, createOwnerResources, seedWorld, TOP_PLAN } from './security-world.ts';

/** Function-level and field-level authorisation (ASVS 5.0 V8.2.1, V8.2.3), discovered from the OpenAPI document. */
const t = useTestApp();

describe('function-level access: every operation not declared public needs a session', () => {
  let operations: Operation[];
  beforeAll(async () => {
    operations = await loadOperations(t.app);
  });

  const call = (op: Operation, authorization?: string) =>
    t.app.inject({
      method: op.method,
      url: fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p.name, '00000000-0000-4000-8000-000000000000']))),
      headers: authorization ? { authorization } : {},
      ...(op.body ? { payload: {} } : {}),
    });

  it('answers 401 without a token and with a forged one on every protected operation', async () => {
    const protectedOps = operations.filter((o) => !o.isPublic && o.path.startsWith('/api/v1/'));
    const open: string[] = [];
    for (const op of protectedOps) {
      for (const auth of [undefined, 'Bearer forjado-0123456789abcdef', 'Basic YWRtaW46YWRtaW4=']) {
        const res = await call(op, auth);
        if (res.statusCode !== 401) open.push(`${op.key} (${auth ?? 'no token'}) → ${res.statusCode}`);
      }
    }
    expect(protectedOps.length).toBeGreaterThan(25);
    expect(open).toEqual([]);
  });

  it('lets the operations declared public (security: []) work without a token', async () => {
    const publicOps = operations.filter((o) => o.isPublic);
    const refused: string[] = [];
    for (const op of publicOps) {
      const res = await call(op);
      if (res.statusCode === 401) refused.push(op.key);
    }
    expect(publicOps.length).toBeGreaterThan(3);
    expect(refused).toEqual([]);
  });
});

describe('field-level access', () => {
  let owner: TestUser;
  beforeAll(async () => {
    await seedWorld(t.db);
    owner = await buildPlanUser(t.db, null);
  });

  it('ignores privileged fields sent along a profile edit (plan, id, password hash)', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.id, owner.id));
    const res = await caller(t.app, owner)('PUT', '/api/v1/users/edit', {
      name: 'Nome Novo',
      email: owner.email,
      tel: '11912345678',
      linkedin: '',
      plan_id: 3,
      planId: 3,
      id: '00000000-0000-4000-8000-000000000000',
      uuid: '00000000-0000-4000-8000-000000000000',
      password_hash: 'scrypt$1$1$1$x$y',
      passwordHash: 'scrypt$1$1$1$x$y',
      is_admin: true,
    });
    expect(res.status).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(after?.name).toBe('Nome Novo');
    expect({ ...after, name: before?.name, updatedAt: undefined }).toEqual({ ...before, updatedAt: undefined });
  });

  it("cannot create a CV in another user's name", async () => {
    const other = await buildPlanUser(t.db, null);
    const res = await caller(t.app, owner)('POST', '/api/v1/curriculum', {
      user_id: other.id,
      userId: other.id,
      name: 'CV',
      role: 'Dev',
      summary: 'Resumo',
    });
    expect(res.status).toBe(201);
    const uuid = (res.body as { data: { uuid: string } }).data.uuid;
    const [row] = await t.db.select({ userId: curricula.userId }).from(curricula).where(eq(curricula.id, uuid));
    expect(row?.userId).toBe(owner.id);
  });

  it('never sends a password hash, token hash or secret in any answer the user can read', async () => {
    const reader = await buildPlanUser(t.db, TOP_PLAN);
    await createOwnerResources(t.app, t.db, reader);
    const crawl = await crawlRoutes(t.app, await loadOperations(t.app), reader.headers);
    const secretKeys: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, `${path}[]`));
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (/password|hash|secret|correct_?answer/i.test(k)) secretKeys.push(`${path}.${k}`);
          walk(v, `${path}.${k}`);
        }
      }
    };
    for (const [url, body] of crawl.reads) walk(body, url);
    expect(crawl.reads.size).toBeGreaterThan(20);
    expect(secretKeys).toEqual([]);
  });
});
