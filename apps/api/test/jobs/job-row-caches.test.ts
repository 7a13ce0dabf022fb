import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';
import { buildJob, uniqueWord } from './job-factory.ts';

/**
 * Job rows kept in memory by each instance (decision 1809): two instances on one database. A job
 * changed in the database is answered as it now is once the notification arrives; a job that
 * expires by the clock alone is answered as expired from that instant.
 */
const t = useTestApp();
let other: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  other = await buildApp({ database: t.database, config: t.config, logger: false });
  await other.ready();
  user = await buildUser(t.db);
});
afterAll(async () => {
  await other?.close();
});

/** Well under the memory's 30 s: a wait that ends here was ended by a notification or by the job's own expiry. */
const WAIT_MS = 3_000;

const detail = async (app: FastifyInstance, id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: user.headers });
  return { status: res.statusCode, data: res.statusCode === 200 ? res.json<{ data: { title: string; is_expired: boolean } }>().data : null };
};
const searchTitles = async (app: FastifyInstance, word: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/jobs?query=${word}`, headers: user.headers })).json<{ data: { title: string }[] }>().data.map((j) => j.title);

/** A change nobody announces (the trigger off): what only a memory still answers. */
async function silently(change: () => Promise<unknown>): Promise<void> {
  await t.db.execute(sql`ALTER TABLE jobs DISABLE TRIGGER jobs_notify_change`);
  try {
    await change();
  } finally {
    await t.db.execute(sql`ALTER TABLE jobs ENABLE TRIGGER jobs_notify_change`);
  }
}

describe('job rows kept in memory (decision 1809)', () => {
  it('answers a job read in the last seconds from memory, detail and search page alike', async () => {
    const word = uniqueWord();
    const job = await buildJob(t.db, { title: `Analista ${word}` });
    expect((await detail(other, job.id)).data?.title).toBe(`Analista ${word}`);
    expect(await searchTitles(other, word)).toEqual([`Analista ${word}`]);
    await silently(() => t.db.execute(sql`UPDATE jobs SET title = ${`Gerente ${word}`} WHERE id = ${job.id}`));
    // The database says Gerente; the instance that keeps the row does not know yet. This is why every change is announced.
    expect((await detail(other, job.id)).data?.title).toBe(`Analista ${word}`);
    expect(await searchTitles(other, word)).toEqual([`Analista ${word}`]);
  });

  it('answers a job changed in the database as it now is, once the notification arrives', async () => {
    const word = uniqueWord();
    const job = await buildJob(t.db, { title: `Analista ${word}` });
    const gone = await buildJob(t.db, { title: `Designer ${word}` });
    expect((await detail(other, job.id)).data?.title).toBe(`Analista ${word}`);
    expect((await searchTitles(other, word)).sort()).toEqual([`Analista ${word}`, `Designer ${word}`]);
    await t.db.execute(sql`UPDATE jobs SET title = ${`Gerente ${word}`} WHERE id = ${job.id}`);
    await t.db.execute(sql`UPDATE jobs SET moderation_status = 'rejected' WHERE id = ${gone.id}`);
    await until(async () => (await detail(other, job.id)).data?.title === `Gerente ${word}`, WAIT_MS);
    await until(async () => (await detail(other, gone.id)).status === 404, WAIT_MS);
    // The page's ids come from the search caches (kept minutes, decision 0201); its rows are read again.
    expect(await searchTitles(other, word)).toContain(`Gerente ${word}`);
    expect(await searchTitles(other, word)).not.toContain(`Designer ${word}`);
  });

  it('answers a job as expired from its expiry on, though nothing announced it', async () => {
    const word = uniqueWord();
    const expiresAt = Date.now() + 1_500;
    const job = await buildJob(t.db, { title: `Analista ${word}`, expiredAt: new Date(expiresAt) });
    expect((await detail(other, job.id)).data?.is_expired).toBe(false);
    expect(await searchTitles(other, word)).toEqual([`Analista ${word}`]);
    await until(() => Date.now() > expiresAt + 50, WAIT_MS);
    expect((await detail(other, job.id)).data?.is_expired).toBe(true);
    // Still among the page's ids in the search caches, but no longer a row seekers may see.
    expect(await searchTitles(other, word)).toEqual([]);
  });
});
