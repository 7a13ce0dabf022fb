import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobDetailResponse, jobsListResponse, type JobsListResponse } from '@rumo/contract';
import { rowsOf } from '../../src/db/database.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord, type JobOverrides } from './job-factory.ts';

const t = useTestApp();
let user: TestUser;

async function list(query: Record<string, string>) {
  user ??= await buildUser(t.db);
  return t.app.inject({ method: 'GET', url: '/api/v1/jobs', query, headers: user.headers });
}
/** Every page of a search, as ids. */
async function allIds(query: Record<string, string>): Promise<{ ids: string[]; first: JobsListResponse }> {
  const ids: string[] = [];
  let first: JobsListResponse | undefined;
  for (let page = 1; ; page++) {
    const res = await list({ ...query, page: String(page) });
    expect(res.statusCode, res.body).toBe(200);
    const body = jobsListResponse.parse(res.json());
    first ??= body;
    ids.push(...body.data.map((j) => j.uuid));
    if (page >= body.meta.last_page) break;
  }
  return { ids: ids.sort(), first: first! };
}

/**
 * The same question asked the plainest way: every job of this test whose top of range (or single
 * value) per month in BRL reaches the minimum, periods converted with the documented factors.
 */
async function plainIds(word: string, minSalary: number | null, affirmative: boolean): Promise<string[]> {
  const rows = rowsOf<{ id: string; salary: string | null; salary_max: string | null; salary_currency: string; salary_period: string; affirmative: boolean }>(
    await t.db.execute(
      sql`SELECT id, salary, salary_max, salary_currency, salary_period, affirmative FROM jobs WHERE title LIKE ${`%${word}%`} AND (expired_at IS NULL OR expired_at > now())`,
    ),
  );
  const perMonth: Record<string, number> = { hour: 220, day: 22, week: 52 / 12, month: 1, year: 1 / 12 };
  return rows
    .filter((r) => {
      if (affirmative && !r.affirmative) return false;
      if (minSalary === null) return true;
      const top = r.salary_max ?? r.salary;
      if (top === null || r.salary_currency !== 'BRL') return false;
      // Rounded to cents: the factors 52/12 and 1/12 are not finite in binary (SQL compares exactly).
      return Math.round(Number(top) * perMonth[r.salary_period]! * 100) >= Math.round(minSalary * 100);
    })
    .map((r) => r.id)
    .sort();
}

describe('GET /api/v1/jobs: minimum salary and affirmative (PcD) filters', () => {
  it('sends the range, apply link, remote region and PcD flag in the list and the detail', async () => {
    const w = uniqueWord();
    const job = await buildJob(t.db, {
      title: `Dev ${w}`,
      salary: 8000,
      salaryMax: 12000.5,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      applyUrl: 'https://ats.exemplo.com/aplicar/1',
      remoteRegion: 'América Latina',
      affirmative: true,
    });
    const expected = {
      salary: 8000,
      salary_max: 12000.5,
      salary_currency: 'USD',
      salary_period: 'year',
      apply_url: 'https://ats.exemplo.com/aplicar/1',
      remote_region: 'América Latina',
      affirmative: true,
    };
    const { first } = await allIds({ query: w });
    expect(first.data[0]).toMatchObject(expected);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: user.headers });
    expect(jobDetailResponse.parse(detail.json()).data).toMatchObject(expected);
    // Defaults of a job with a single value: BRL per month, not affirmative.
    const plain = await buildJob(t.db, { title: `Outra ${w}` });
    const plainDetail = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${plain.id}`, headers: user.headers });
    expect(plainDetail.json().data).toMatchObject({
      salary: 5000,
      salary_max: null,
      salary_currency: 'BRL',
      salary_period: 'month',
      apply_url: null,
      remote_region: null,
      affirmative: false,
    });
  });

  it('answers exactly what a plain query answers, for minimums across periods, currencies and the PcD flag', async () => {
    const w = uniqueWord();
    const jobs: JobOverrides[] = [
      { salary: 5000, salaryMax: 8000 },
      { salary: 8000, salaryMax: null },
      { salary: null, salaryMax: 7999.99 },
      { salary: 9000, salaryMax: 12000, affirmative: true },
      { salary: null, salaryMax: null, affirmative: true },
      { salary: 50, salaryMax: 80, salaryPeriod: 'hour' }, // 11.000 – 17.600 a month
      { salary: 400, salaryPeriod: 'day', affirmative: true }, // 8.800 a month
      { salary: 1200, salaryPeriod: 'week' }, // 5.200 a month, exactly
      { salary: 96000, salaryMax: 120000, salaryPeriod: 'year' }, // up to 10.000 a month
      { salary: 9000, salaryMax: 15000, salaryCurrency: 'USD' }, // another currency never qualifies
      { salary: 30000, affirmative: true, state: 'SP' },
      { salary: 20000, expiredAt: daysAgo(1) }, // not listed at all
    ];
    for (const [i, o] of jobs.entries()) await buildJob(t.db, { title: `Vaga ${i} ${w}`, ...o });

    for (const min of [null, 1, 5200, 5200.01, 8000, 8800, 10000, 10000.01, 17600, 25000, 40000]) {
      for (const affirmative of [false, true]) {
        const query: Record<string, string> = { query: w };
        if (min !== null) query.min_salary = String(min);
        if (affirmative) query.affirmative = 'true';
        const { ids, first } = await allIds(query);
        expect(ids, JSON.stringify(query)).toEqual(await plainIds(w, min, affirmative));
        expect(first.meta.total, JSON.stringify(query)).toBe(ids.length);
      }
    }
    // Spot checks, so the comparison above cannot pass by both sides being empty.
    expect((await allIds({ query: w, min_salary: '5200' })).ids).toHaveLength(9);
    expect((await allIds({ query: w, min_salary: '10000.01' })).ids).toHaveLength(3);
    expect((await allIds({ query: w, affirmative: 'true' })).ids).toHaveLength(4);
    expect((await allIds({ query: w, affirmative: 'true', min_salary: '8800' })).ids).toHaveLength(3);
    expect((await allIds({ query: w, affirmative: 'false' })).ids).toHaveLength(11);
  });

  it('counts affirmative jobs among the other filters, and narrows every facet by the minimum salary', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Vaga ${w}`, state: 'SP', salary: 3000, affirmative: true });
    await buildJob(t.db, { title: `Vaga ${w}`, state: 'SP', salary: 9000, affirmative: true });
    await buildJob(t.db, { title: `Vaga ${w}`, state: 'RJ', salary: 9000 });
    await buildJob(t.db, { title: `Vaga ${w}`, state: 'MG', salary: null, affirmative: true });

    const all = (await allIds({ query: w })).first;
    expect(all.filters.affirmative).toBe(3);
    const rich = (await allIds({ query: w, min_salary: '5000' })).first;
    expect(rich.meta.total).toBe(2);
    expect(rich.filters.affirmative).toBe(1);
    expect(rich.filters.states).toEqual([
      { value: 'RJ', count: 1 },
      { value: 'SP', count: 1 },
    ]);
    const pcd = (await allIds({ query: w, affirmative: 'true' })).first;
    expect(pcd.meta.total).toBe(3);
    // The facet ignores its own filter: states count the PcD jobs only, the flag's count stays.
    expect(pcd.filters.states.map((s) => s.value).sort()).toEqual(['MG', 'SP']);
    expect(pcd.filters.affirmative).toBe(3);
    const pcdRj = (await allIds({ query: w, affirmative: 'true', state: 'RJ' })).first;
    expect(pcdRj.meta.total).toBe(0);
    expect(pcdRj.filters.affirmative).toBe(0);
    // Without a text query too (the newest-first path and its own combinations).
    const noText = (await allIds({ affirmative: 'true', min_salary: '8999' })).first;
    expect(noText.data.every((j) => j.affirmative && (j.salary_max ?? j.salary ?? 0) >= 8999)).toBe(true);
  });

  it('answers 422 with a pt-BR message for a bad minimum salary or PcD flag', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ min_salary: 'muito' }, 'min_salary', /Salário mínimo inválido/],
      [{ min_salary: '-1' }, 'min_salary', /não pode ser negativo/],
      [{ min_salary: '99999999999' }, 'min_salary', /fora do intervalo/],
      [{ min_salary: 'Infinity' }, 'min_salary', /./],
      [{ affirmative: 'talvez' }, 'affirmative', /vagas afirmativas inválido/],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string> }>();
      expect(body.errors[field], JSON.stringify(body)).toMatch(message);
    }
    // Empty means no filter.
    expect((await list({ min_salary: '', affirmative: '' })).statusCode).toBe(200);
  });
});
