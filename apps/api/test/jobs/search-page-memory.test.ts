import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobRowCaches } from '../../src/modules/jobs/index.ts';
import { jobSearchCaches, newJobSearchCaches } from '../../src/modules/jobs/jobs.service.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { unannounced } from '../second-instance.ts';
import { until } from '../wait-until.ts';
import { bareJob, createCv, list, uniqueWord } from '../match/match-helpers.ts';

/**
 * The part of a search page that is the same for everyone, kept as sent (decision 1811). It is kept
 * only while the search caches keep the counts and the window it was read from: this file's caches
 * keep every result, as they keep the expensive ones of a large table.
 */
const t = useTestApp();
beforeAll(() => {
  Object.assign(jobSearchCaches(t.db), newJobSearchCaches('everything'));
});

/** Well under the page memory's 10 s: a wait that ends here was ended by a notification or by the job's own expiry. */
const WAIT_MS = 3_000;
const titles = (body: { data: { title: string }[] }) => body.data.map((j) => j.title);

describe('search pages kept in memory (decision 1811)', () => {
  it('answers a kept page as it was sent until a change of the jobs is announced', async () => {
    const word = uniqueWord();
    const user = await buildUser(t.db);
    const job = await bareJob(t.db, word, { title: `Analista ${word}` });
    // The first read finds the new job, which drops the pages kept meanwhile, its own among them
    // (decision 1822); the second is kept.
    expect(titles(await list(t.app, user, `query=${word}`))).toEqual([`Analista ${word}`]);
    expect(titles(await list(t.app, user, `query=${word}`))).toEqual([`Analista ${word}`]);

    // Unannounced, and with the rows' own memory emptied: only the kept page still says Analista.
    await unannounced(t.db, 'jobs', () => t.db.execute(sql`UPDATE jobs SET title = ${`Gerente ${word}`} WHERE id = ${job.id}`));
    jobRowCaches(t.db).rows.clear();
    expect(titles(await list(t.app, user, `query=${word}`))).toEqual([`Analista ${word}`]);
    // Another query is another page: read now, with the title as it is.
    expect(titles(await list(t.app, user, `query=${word.toUpperCase()}`))).toEqual([`Gerente ${word}`]);

    await t.db.execute(sql`UPDATE jobs SET updated_at = now() WHERE id = ${job.id}`);
    await until(async () => titles(await list(t.app, user, `query=${word}`))[0] === `Gerente ${word}`, WAIT_MS);
  });

  it("adds each person's own compatibility to the same kept page", async () => {
    const word = uniqueWord();
    const job = await bareJob(t.db, word, { skills: ['Go', 'Rust'] });
    const goer = await buildUser(t.db);
    const rustacean = await buildUser(t.db);
    const without = await buildUser(t.db);
    await createCv(t.app, goer, { name: 'CV Go', skills: ['Go'] });
    const cv = await createCv(t.app, rustacean, { name: 'CV Go e Rust', skills: ['Go', 'Rust'] });

    const first = await list(t.app, goer, `query=${word}`);
    const second = await list(t.app, rustacean, `query=${word}`);
    const third = await list(t.app, without, `query=${word}`);
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    expect(first.compatibility.scores[job.id]).toBeLessThan(second.compatibility.scores[job.id]!);
    expect(second.compatibility).toEqual({ status: 'on', curriculum: { uuid: cv.uuid, name: 'CV Go e Rust' }, scores: { [job.id]: 100 } });
    expect(third.compatibility).toEqual({ status: 'no_curriculum', curriculum: null, scores: {} });
  });

  it('orders by compatibility per person, never from a kept page', async () => {
    const word = uniqueWord();
    const go = await bareJob(t.db, word, { title: `Go ${word}`, skills: ['Go'] });
    const rust = await bareJob(t.db, word, { title: `Rust ${word}`, skills: ['Rust'] });
    const goer = await buildUser(t.db);
    const rustacean = await buildUser(t.db);
    await createCv(t.app, goer, { skills: ['Go'] });
    await createCv(t.app, rustacean, { skills: ['Rust'] });
    const ids = async (user: typeof goer) => (await list(t.app, user, `query=${word}&sort=compatibility`)).data.map((j) => j.uuid);
    expect(await ids(goer)).toEqual([go.id, rust.id]);
    expect(await ids(rustacean)).toEqual([rust.id, go.id]);
  });

  it('drops a job from a kept page at its expiry, though nothing announced it', async () => {
    const word = uniqueWord();
    const user = await buildUser(t.db);
    await bareJob(t.db, word, { title: `Fica ${word}` });
    await bareJob(t.db, word, { title: `Expira ${word}`, expiredAt: new Date(Date.now() + 1_500) });
    expect(titles(await list(t.app, user, `query=${word}`)).sort()).toEqual([`Expira ${word}`, `Fica ${word}`]);
    await until(async () => !titles(await list(t.app, user, `query=${word}`)).includes(`Expira ${word}`), WAIT_MS);
  });

  it('keeps no page whose counts were not kept: a new job shows at once', async () => {
    const kept = { ...jobSearchCaches(t.db) };
    // What a small table's searches get: their counts are cheap, so nothing keeps them.
    Object.assign(jobSearchCaches(t.db), newJobSearchCaches('nothing'));
    try {
      const word = uniqueWord();
      const user = await buildUser(t.db);
      await bareJob(t.db, word, { title: `Primeira ${word}` });
      expect(titles(await list(t.app, user, `query=${word}`))).toEqual([`Primeira ${word}`]);
      await bareJob(t.db, word, { title: `Segunda ${word}` });
      expect(titles(await list(t.app, user, `query=${word}`)).sort()).toEqual([`Primeira ${word}`, `Segunda ${word}`]);
    } finally {
      Object.assign(jobSearchCaches(t.db), kept);
    }
  });
});
