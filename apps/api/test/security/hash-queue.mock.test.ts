import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import * as passwordHash from '../../src/modules/accounts/password-hash.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';

vi.mock('../../src/modules/accounts/password-hash.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwordHash>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) };
});

/** One hash at a time, so the test can hold the only slot and see who waits (docs/decisions/0705). */
const t = useTestApp({ passwordHashConcurrency: 1 });
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.server.closeAllConnections());

/** Holds the queue's only slot until released. */
function holdTheSlot() {
  let release!: () => void;
  const held = t.deps.passwordWork.run({ source: 'teste' }, () => new Promise<void>((r) => (release = r)));
  return { release: async () => (release(), held) };
}

function register(email: string): { request: http.ClientRequest; answer: Promise<number> } {
  const body = JSON.stringify({ name: 'Pessoa Que Desiste', email, password: 'frase-longa-unica-77', tel: '11912345678', linkedin: '' });
  const request = http.request(`${base}/api/v1/users`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answer = new Promise<number>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
  request.end(body);
  return { request, answer };
}

describe('the password hash queue', () => {
  it('drops the work of clients that disconnected while waiting: no hash, no account', async () => {
    const slot = holdTheSlot();
    vi.mocked(passwordHash.hashPassword).mockClear();
    const tag = `desiste-${Date.now()}`;
    // Two waiting is what one address may have (the queue's per-source limit).
    const leaving = [register(`${tag}-0@teste.rumo.app`)];
    const staying = register(`fica-${tag}@teste.rumo.app`);
    await until(() => t.deps.passwordWork.stats().waiting === 2);
    for (const r of leaving) r.request.destroy();
    await until(() => t.deps.passwordWork.stats().waiting === 1);
    await slot.release();
    expect(await staying.answer).toBe(201);
    expect(vi.mocked(passwordHash.hashPassword).mock.calls).toHaveLength(1);
    expect(
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, `${tag}-%`)),
    ).toEqual([]);
    expect(
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `fica-${tag}@teste.rumo.app`)),
    ).toHaveLength(1);
  });

  it('answers a flood from one address with 429 at once, instead of queueing it', async () => {
    const slot = holdTheSlot();
    const tag = `enxurrada-${Date.now()}`;
    const flood = Array.from({ length: 10 }, (_, i) => register(`${tag}-${i}@teste.rumo.app`));
    const answered: number[] = [];
    for (const r of flood) void r.answer.then((status) => answered.push(status));
    // Two may wait for the held slot; the other eight are refused without waiting for it.
    await until(() => answered.length === 8);
    expect(answered).toEqual(Array(8).fill(429));
    expect(t.deps.passwordWork.stats().waiting).toBe(2);
    await slot.release();
    expect((await Promise.all(flood.map((r) => r.answer))).sort()).toEqual([...Array(2).fill(201), ...Array(8).fill(429)]);
  });
});
