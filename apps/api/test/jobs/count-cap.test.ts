import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, type JobsListResponse } from '@rumo/contract';
import { jobSearchCaches } from '../../src/modules/jobs/jobs.service.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

// A text search counts up to a cap (decision 1801): exact below it, 'more than' past it, with the
// filters' options and no counts. The cap is 10,000 in production; here it is 5, so a handful of
// jobs cross it. Every answer is compared with a plain count of the same jobs. The cap is the
// database's answer: the in-memory index counts exactly (decision 1822), so it is off here.
const CAP = 5;
const t = useTestApp();
let user: TestUser;

async function ok(query: Record<string, string>) {
  user ??= await buildUser(t.db);
  jobSearchCaches(t.db).countCap = CAP;
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', query, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobsListResponse>();
}

describe('GET /api/v1/jobs: counts past the cap (1801)', () => {
  it('is 10,000 in production', () => {
    expect(SEARCH_COUNT_CAP).toBe(10_000);
  });

  it('counts exactly up to the cap, says "more than" past it, and counts a narrowed selection exactly again', async () => {
    const w = uniqueWord();
    for (let i = 0; i < 4; i++) await buildJob(t.db, { title: `Vaga ${w}`, state: 'SP', city: 'São Paulo', jobType: 'CLT', publishedAt: daysAgo(1 + i) });
    for (let i = 0; i < 3; i++) await buildJob(t.db, { title: `Vaga ${w}`, state: 'RJ', city: 'Niterói', jobType: 'PJ', affirmative: i === 0, publishedAt: daysAgo(5 + i) });
    // Not visible: never read, never counted.
    await buildJob(t.db, { title: `Vaga ${w}`, state: 'SP', expiredAt: daysAgo(1) });

    const all = await ok({ query: w });
    expect(all.meta).toMatchObject({ total: CAP, total_capped: true, last_page: 1 });
    expect(all.data).toHaveLength(7);
    // Options without counts: every state is offered, the sampled ones first.
    expect(all.filters.states).toHaveLength(27);
    expect(all.filters.states.every((o) => o.count === -1)).toBe(true);
    expect(all.filters.affirmative).toBe(-1);
    expect(all.filters.job_types.map((o) => o.value)).toEqual(expect.arrayContaining(['CLT', 'PJ', 'Estágio', 'Freelancer', 'Temporário']));

    // The selection under the cap is exact (a count of its own), still without facet counts.
    const sp = await ok({ query: w, state: 'SP' });
    expect(sp.meta).toMatchObject({ total: 4, total_capped: false });
    expect(sp.data.map((j) => j.state)).toEqual(['SP', 'SP', 'SP', 'SP']);
    expect(sp.filters.states[0]).toEqual({ value: 'SP', count: -1 });
    const pcd = await ok({ query: w, affirmative: 'true' });
    expect(pcd.meta).toMatchObject({ total: 1, total_capped: false });
    const rj = await ok({ query: w, job_type: 'PJ', state: 'RJ' });
    expect(rj.meta).toMatchObject({ total: 3, total_capped: false });
  });

  it('keeps exact counts under the cap and for the list without a text', async () => {
    const w = uniqueWord();
    for (let i = 0; i < CAP; i++) await buildJob(t.db, { title: `Vaga ${w}`, state: 'MG', city: 'Belo Horizonte' });
    const exact = await ok({ query: w });
    expect(exact.meta).toMatchObject({ total: CAP, total_capped: false });
    expect(exact.filters.states).toEqual([{ value: 'MG', count: CAP }]);

    // Without a text the counts are exact whatever their size: one table, kept and refreshed.
    const none = await ok({});
    expect(none.meta.total_capped).toBe(false);
    expect(none.meta.total).toBeGreaterThan(CAP);
    expect(none.filters.states.every((o) => o.count > 0)).toBe(true);
  });

  it('pages through a capped search up to the cap', async () => {
    const w = uniqueWord();
    for (let i = 0; i < 15; i++) await buildJob(t.db, { title: `Vaga ${w}`, publishedAt: daysAgo(1 + i) });
    jobSearchCaches(t.db).countCap = 12;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', query: { query: w, page: '1' }, headers: (user ??= await buildUser(t.db)).headers });
    const first = res.json<JobsListResponse>();
    expect(first.meta).toMatchObject({ total: 12, total_capped: true, last_page: 1 });
    expect(first.data).toHaveLength(12);
  });
});
