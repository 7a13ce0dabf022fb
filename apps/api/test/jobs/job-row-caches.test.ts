import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { unannounced, useSecondInstance } from '../second-instance.ts';
import { until } from '../wait-until.ts';
import { buildJob, uniqueWord } from './job-factory.ts';

/**
 * Job rows kept in memory by each instance (decision 1809): two instances on one database. A job
 * changed in the database is answered as it now is once the notification arrives; a job that
 * expires by the clock alone is answered as expired from that instant.
 */
const t = useTestApp();
const second = useSecondInstance(t);
let user: TestUser;
beforeAll(async () => {
  user = await buildUser(t.db);
});

/** Well under the memory's 30 s: a wait that ends here was ended by a notification or by the job's own expiry. */
const WAIT_MS = 3_000;

const detail = async (app: FastifyInstance, id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: user.headers });
  return { status: res.statusCode, data: res.statusCode === 200 ? res.json<{ data: { title: string; is_expired: boolean } }>().data : null };
};
const searchTitles = async (app: FastifyInstance, word: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/jobs?query=${word}`, headers: user.headers })).json<{ data: { title: string }[] }>().data.map((j) => j.title);

describe('job rows kept in memory (decision 1809)', () => {
  it('answers a job read in the last seconds from memory, detail and search page alike', async () => {
    const word = uniqueWord();
    const job = await buildJob(t.db, { title: `Analista ${word}` });
    expect((await detail(second.app, job.id)).data?.title).toBe(`Analista ${word}`);
    expect(await searchTitles(second.app, word)).toEqual([`Analista ${word}`]);
    await unannounced(t.db, 'jobs', () => t.db.execute(sql`UPDATE jobs SET title = ${`Gerente ${word}`} WHERE id = ${job.id}`));
    // The database says Gerente; the instance that keeps the row does not know yet. This is why every change is announced.
    expect((await detail(second.app, job.id)).data?.title).toBe(`Analista ${word}`);
    expect(await searchTitles(second.app, word)).toEqual([`Analista ${word}`]);
  });

  it('answers a job changed in the database as it now is, once the notification arrives', async () => {
    const word = uniqueWord();
    const job = await buildJob(t.db, { title: `Analista ${word}` });
    const gone = await buildJob(t.db, { title: `Designer ${word}` });
    expect((await detail(second.app, job.id)).data?.title).toBe(`Analista ${word}`);
    expect((await searchTitles(second.app, word)).sort()).toEqual([`Analista ${word}`, `Designer ${word}`]);
    await t.db.execute(sql`UPDATE jobs SET title = ${`Gerente ${word}`} WHERE id = ${job.id}`);
    await t.db.execute(sql`UPDATE jobs SET moderation_status = 'rejected' WHERE id = ${gone.id}`);
    await until(async () => (await detail(second.app, job.id)).data?.title === `Gerente ${word}`, WAIT_MS);
    await until(async () => (await detail(second.app, gone.id)).status === 404, WAIT_MS);
    // The page's ids come from the search caches (kept minutes, decision 0201); its rows are read again.
    expect(await searchTitles(second.app, word)).toContain(`Gerente ${word}`);
    expect(await searchTitles(second.app, word)).not.toContain(`Designer ${word}`);
  });

  it('answers a job as expired from its expiry on, though nothing announced it', async () => {
    const word = uniqueWord();
    const expiresAt = Date.now() + 1_500;
    const job = await buildJob(t.db, { title: `Analista ${word}`, expiredAt: new Date(expiresAt) });
    expect((await detail(second.app, job.id)).data?.is_expired).toBe(false);
    expect(await searchTitles(second.app, word)).toEqual([`Analista ${word}`]);
    await until(() => Date.now() > expiresAt + 50, WAIT_MS);
    expect((await detail(second.app, job.id)).data?.is_expired).toBe(true);
    // Still among the page's ids in the search caches, but no longer a row seekers may see.
    expect(await searchTitles(second.app, word)).toEqual([]);
  });
});
