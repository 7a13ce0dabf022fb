import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobsListResponse } from '@rumo/contract';
import { jobs } from '../../src/db/schema/index.ts';
import { loadMatchProfile, type MatchProfile } from '../../src/modules/match/index.ts';
import { seedGeneratedJobs } from '../../src/modules/jobs/jobs.commands.ts';
import { jobSearchCaches, listJobs, newJobSearchCaches } from '../../src/modules/jobs/jobs.service.ts';
import { searchIndexOf, type SearchIndexKeeper } from '../../src/modules/jobs/search-index/search-index-sync.ts';
import type { JobSearchInput } from '../../src/modules/jobs/job-filters.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

/**
 * The in-memory search index (decision 1822) answers every search as the database does, with no
 * cap: each answer here is compared with the database's own, counted exactly (a cap past any total
 * of this table), on generated jobs and on rows made to test each filter. Then the index follows
 * what is written: new, rewritten, filled, deleted, scheduled, expiring and truncated jobs, a
 * transaction that commits after a search looked, and a new build.
 */
const t = useTestApp();
let keeper: SearchIndexKeeper;
let profile: MatchProfile;
const slot = { run: <T>(work: () => Promise<T>) => work(), standAside: () => {} };

beforeAll(async () => {
  // Nothing kept: every answer is read again, by the index or by the database.
  Object.assign(jobSearchCaches(t.db), newJobSearchCaches('nothing'), { countCap: 1_000_000 });
  keeper = searchIndexOf(t.db)!;
  const user = await buildUser(t.db);
  profile = await loadMatchProfile(t.db, user.id, new Date());
  await seedGeneratedJobs(t.db, 1_500, { parallel: 1 });
  // Rows for the filters the generator leaves thin: spellings of one city, salaries per period and currency.
  const salaries = [
    { salary: 30, salaryPeriod: 'hour' as const },
    { salary: 300, salaryPeriod: 'day' as const },
    { salary: 2_000, salaryPeriod: 'week' as const },
    { salary: 4_999.99, salaryPeriod: 'month' as const },
    { salary: 5_000, salaryPeriod: 'month' as const },
    { salary: 3_000, salaryMax: 6_000, salaryPeriod: 'month' as const },
    { salary: 60_000, salaryPeriod: 'year' as const },
    { salary: 9_000, salaryCurrency: 'USD', salaryPeriod: 'month' as const },
    { salary: null, salaryPeriod: 'month' as const },
  ];
  for (const [i, city] of ['São Paulo', 'Sao Paulo', 'são paulo', 'SÃO PAULO'].entries()) {
    for (const s of salaries) {
      await buildJob(t.db, { title: `Desenvolvedora Python ${i}`, city, state: 'SP', affirmative: i % 2 === 0, publishedAt: daysAgo(i), ...s });
    }
  }
});

async function both(input: JobSearchInput & { page?: number }) {
  const query = { page: 1, ...input };
  const before = keeper.answered;
  const viaIndex = JSON.parse(await listJobs(t.db, query, profile, slot, keeper)) as JobsListResponse;
  const answeredByIndex = keeper.answered > before;
  const viaDatabase = JSON.parse(await listJobs(t.db, query, profile, slot, undefined)) as JobsListResponse;
  return { viaIndex, viaDatabase, answeredByIndex };
}

async function same(input: JobSearchInput & { page?: number }) {
  const { viaIndex, viaDatabase, answeredByIndex } = await both(input);
  expect(answeredByIndex, JSON.stringify(input)).toBe(true);
  expect(viaIndex, JSON.stringify(input)).toEqual(viaDatabase);
  return viaIndex;
}

const TEXTS = [
  undefined,
  'desenvolvedor',
  'desenvolvedora python',
  'dados',
  'python OR java',
  'desenvolvedor -java',
  'análise',
  'ANALISTA de sistemas',
  'react native',
  'remoto',
  'desenvolvedr',
  'pyton',
  'de',
  'zzzznada',
];
const FILTERS: JobSearchInput[] = [
  {},
  { state: 'SP' },
  { state: 'SP', city: 'sao paulo' },
  { job_type: 'CLT' },
  { work_model: 'remoto', seniority: 'Pleno' },
  { affirmative: true },
  { min_salary: 5_000 },
  { min_salary: 5_000, state: 'SP', affirmative: true },
];

describe('the in-memory search index (decision 1822)', () => {
  it('is built when the app starts', () => {
    expect(keeper.state()).toMatchObject({ status: 'ready' });
  });

  it('answers every text and filter as the database does, counted exactly', async () => {
    let withMatches = 0;
    for (const query of TEXTS) {
      for (const filters of FILTERS) {
        const answer = await same({ query, ...filters });
        if (answer.meta.total > 0) withMatches++;
      }
    }
    // The comparison is of real answers, not of empty ones.
    expect(withMatches).toBeGreaterThan(TEXTS.length * FILTERS.length * 0.6);
  });

  it('pages through the ranked window and past it as the database does', async () => {
    const query = 'desenvolvedor OR analista OR engenheiro';
    const first = await same({ query });
    expect(first.meta.total).toBeGreaterThan(42 * 12);
    for (const page of [2, 40, 41, 42, first.meta.last_page, first.meta.last_page + 1]) await same({ query, page });
    for (const page of [2, 50, 120]) await same({ page });
  });

  it('leaves a phrase to the database', async () => {
    const { viaIndex, viaDatabase, answeredByIndex } = await both({ query: '"desenvolvedora python"' });
    expect(answeredByIndex).toBe(false);
    expect(viaIndex).toEqual(viaDatabase);
    expect(viaIndex.meta.total).toBeGreaterThan(0);
  });

  it('follows new, rewritten, filled and deleted jobs', async () => {
    const word = uniqueWord();
    const other = uniqueWord();
    const job = await buildJob(t.db, { title: `Engenheira ${word}` });
    expect((await same({ query: word })).data.map((j) => j.uuid)).toEqual([job.id]);

    await t.db
      .update(jobs)
      .set({ title: `Engenheira ${other}` })
      .where(sql`id = ${job.id}`);
    expect((await same({ query: word })).meta.total).toBe(0);
    expect((await same({ query: other })).data.map((j) => j.uuid)).toEqual([job.id]);

    await t.db
      .update(jobs)
      .set({ state: 'AC', city: 'Rio Branco' })
      .where(sql`id = ${job.id}`);
    expect((await same({ query: other, state: 'AC' })).meta.total).toBe(1);
    expect((await same({ query: other, state: 'SP' })).filters.states).toEqual([{ value: 'AC', count: 1 }]);

    await t.db
      .update(jobs)
      .set({ filledAt: new Date() })
      .where(sql`id = ${job.id}`);
    expect((await same({ query: other })).meta.total).toBe(0);
    await t.db
      .update(jobs)
      .set({ filledAt: null })
      .where(sql`id = ${job.id}`);
    expect((await same({ query: other })).meta.total).toBe(1);

    await t.db.delete(jobs).where(sql`id = ${job.id}`);
    expect((await same({ query: other })).meta.total).toBe(0);
  });

  it('shows a scheduled job once its time comes, and hides an expiring one once it has passed, by the clock alone', async () => {
    const word = uniqueWord();
    const soon = new Date(Date.now() + 1_500);
    await buildJob(t.db, { title: `Agendada ${word}`, publishedAt: soon });
    await buildJob(t.db, { title: `Expirando ${word}`, expiredAt: soon });
    expect((await same({ query: word })).data.map((j) => j.title)).toEqual([`Expirando ${word}`]);
    await until(() => Date.now() > soon.getTime() + 50, 5_000);
    expect((await same({ query: word })).data.map((j) => j.title)).toEqual([`Agendada ${word}`]);
  });

  it.runIf(process.env.DATABASE_URL)('sees a job whose transaction began before a search looked and committed after it', async () => {
    const word = uniqueWord();
    let release!: () => void;
    const committed = t.db.transaction(async (tx) => {
      await tx.insert(jobs).values({ externalId: `late-${word}`, title: `Tardia ${word}`, captation: 'company', publishedAt: daysAgo(1) });
      await new Promise<void>((r) => (release = r));
    });
    await until(() => release !== undefined);
    // A later transaction commits first, so the look's snapshot ends past the open one (its title
    // shares no word with the open one's, whose new title words are locked until it ends).
    const neighbour = uniqueWord();
    await buildJob(t.db, { title: `Vizinha ${neighbour}`, description: word });
    // Not committed yet: the look does not see it, and must not skip it later.
    expect((await same({ query: word })).data.map((j) => j.title)).toEqual([`Vizinha ${neighbour}`]);
    expect((await same({ query: 'desenvolvedor' })).meta.total).toBeGreaterThan(0);
    release();
    await committed;
    expect((await same({ query: word })).meta.total).toBe(2);
  });

  it('answers the same after a new build, and after every job is truncated', async () => {
    const before = await same({ query: 'dados', state: 'SP' });
    await keeper.build();
    expect(await same({ query: 'dados', state: 'SP' })).toEqual(before);

    await t.db.execute(sql`TRUNCATE jobs CASCADE`);
    expect((await same({})).meta.total).toBe(0);
    expect((await same({ query: 'dados' })).meta.total).toBe(0);
    const word = uniqueWord();
    await buildJob(t.db, { title: `Depois ${word}` });
    expect((await same({ query: word })).meta.total).toBe(1);
    expect((await same({})).meta.total).toBe(1);
    expect(keeper.state()).toMatchObject({ status: 'ready', live: 1 });
  });
});
