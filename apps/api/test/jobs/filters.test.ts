import { describe, expect, it } from 'vitest';
import type { JobsListResponse } from '@rumo/contract';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

const t = useTestApp();
let user: TestUser;

async function list(query: Record<string, string>) {
  user ??= await buildUser(t.db);
  return t.app.inject({ method: 'GET', url: '/api/v1/jobs', query, headers: user.headers });
}
async function ok(query: Record<string, string>) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobsListResponse>();
}
const titles = (b: JobsListResponse) => b.data.map((j) => j.title).sort();

describe('GET /api/v1/jobs: filters and their options', () => {
  it('filters by state, city (accents and case ignored), job type, work model and seniority', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `A ${w}`, state: 'SP', city: 'São Paulo', jobType: 'CLT', workModel: 'remoto', seniority: 'Júnior' });
    await buildJob(t.db, { title: `B ${w}`, state: 'SP', city: 'Campinas', jobType: 'PJ', workModel: 'híbrido', seniority: 'Pleno' });
    await buildJob(t.db, { title: `C ${w}`, state: 'RJ', city: 'Rio de Janeiro', jobType: 'CLT', workModel: 'presencial', seniority: 'Sênior' });
    await buildJob(t.db, { title: `D ${w}`, state: 'SP', city: 'sao paulo', jobType: 'Estágio', workModel: 'remoto', seniority: 'Estágio' });

    expect(titles(await ok({ query: w, state: 'SP' }))).toEqual([`A ${w}`, `B ${w}`, `D ${w}`]);
    expect(titles(await ok({ query: w, state: 'sp' }))).toEqual([`A ${w}`, `B ${w}`, `D ${w}`]);
    expect(titles(await ok({ query: w, city: 'SAO PAULO' }))).toEqual([`A ${w}`, `D ${w}`]);
    expect(titles(await ok({ query: w, city: 'são paulo', state: 'RJ' }))).toEqual([]);
    expect(titles(await ok({ query: w, job_type: 'CLT' }))).toEqual([`A ${w}`, `C ${w}`]);
    expect(titles(await ok({ query: w, work_model: 'remoto' }))).toEqual([`A ${w}`, `D ${w}`]);
    expect(titles(await ok({ query: w, seniority: 'Sênior' }))).toEqual([`C ${w}`]);
    expect(titles(await ok({ query: w, state: 'SP', job_type: 'CLT', work_model: 'remoto', seniority: 'Júnior' }))).toEqual([`A ${w}`]);
    // An empty parameter is no filter.
    expect(titles(await ok({ query: w, state: '', city: '', job_type: '' }))).toHaveLength(4);
  });

  it('lists options with counts; each facet ignores its own filter, cities follow the state', async () => {
    const w = uniqueWord();
    const make = (state: string, city: string, jobType: string, n: number) =>
      Promise.all(Array.from({ length: n }, () => buildJob(t.db, { title: `Vaga ${w}`, state, city, jobType })));
    await make('SP', 'São Paulo', 'CLT', 3);
    await make('SP', 'Sao Paulo', 'PJ', 1);
    await make('SP', 'Campinas', 'PJ', 2);
    await make('MG', 'Belo Horizonte', 'CLT', 1);
    await buildJob(t.db, { title: `Vaga ${w}`, state: 'MG', city: 'Uberlândia', expiredAt: daysAgo(1) });

    const all = await ok({ query: w });
    expect(all.meta.total).toBe(7);
    expect(all.filters.states).toEqual([
      { value: 'SP', count: 6 },
      { value: 'MG', count: 1 },
    ]);
    // Spellings of one city are one option, shown as most jobs write it.
    expect(all.filters.cities).toEqual([
      { value: 'São Paulo', count: 4 },
      { value: 'Campinas', count: 2 },
      { value: 'Belo Horizonte', count: 1 },
    ]);
    expect(all.filters.job_types).toEqual([
      { value: 'CLT', count: 4 },
      { value: 'PJ', count: 3 },
    ]);

    const sp = await ok({ query: w, state: 'SP' });
    expect(sp.meta.total).toBe(6);
    expect(sp.filters.states).toEqual([
      { value: 'SP', count: 6 },
      { value: 'MG', count: 1 },
    ]);
    expect(sp.filters.cities.map((c) => c.value)).toEqual(['São Paulo', 'Campinas']);
    expect(sp.filters.job_types).toEqual([
      { value: 'CLT', count: 3 },
      { value: 'PJ', count: 3 },
    ]);

    const spPj = await ok({ query: w, state: 'SP', job_type: 'PJ' });
    expect(spPj.meta.total).toBe(3);
    expect(spPj.filters.states).toEqual([{ value: 'SP', count: 3 }]);
    expect(spPj.filters.cities).toEqual([
      { value: 'Campinas', count: 2 },
      { value: 'Sao Paulo', count: 1 },
    ]);
    expect(spPj.filters.job_types).toEqual([
      { value: 'CLT', count: 3 },
      { value: 'PJ', count: 3 },
    ]);
  });

  it('pages by 12 with meta; a page past the end is empty with the right meta', async () => {
    const w = uniqueWord();
    for (let i = 0; i < 13; i++) await buildJob(t.db, { title: `Página ${w} ${i}`, publishedAt: daysAgo(i) });
    const first = await ok({ query: w });
    expect(first.meta).toEqual({ total: 13, total_capped: false, per_page: 12, last_page: 2, current_page: 1 });
    expect(first.data).toHaveLength(12);
    const second = await ok({ query: w, page: '2' });
    expect(second.data.map((j) => j.title)).toEqual([`Página ${w} 12`]);
    expect(new Set([...first.data, ...second.data].map((j) => j.uuid)).size).toBe(13);
    const beyond = await ok({ query: w, page: '3' });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ total: 13, total_capped: false, per_page: 12, last_page: 2, current_page: 3 });
    const none = await ok({ query: uniqueWord() });
    expect(none.meta).toEqual({ total: 0, total_capped: false, per_page: 12, last_page: 1, current_page: 1 });
    expect(none.filters.states).toEqual([]);
  });

  it('answers 422 in the error shape for bad parameters, never 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ page: 'abc' }, 'page'],
      [{ page: '0' }, 'page'],
      [{ page: '-1' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ page: '99999999999' }, 'page'],
      [{ state: 'XYZ123' }, 'state'],
      [{ query: 'x'.repeat(201) }, 'query'],
      [{ city: 'c'.repeat(121) }, 'city'],
      [{ job_type: 'Escravo' }, 'job_type'],
      [{ work_model: 'lua' }, 'work_model'],
      [{ seniority: 'Deus' }, 'seniority'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string> }>();
      expect(body.message).toBeTruthy();
      expect(body.errors[field], JSON.stringify(body)).toBeTruthy();
    }
    const repeated = await t.app.inject({ method: 'GET', url: '/api/v1/jobs?state=SP&state=RJ', headers: user.headers });
    expect(repeated.statusCode).toBe(422);
  });
});
