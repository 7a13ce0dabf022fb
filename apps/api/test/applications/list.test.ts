import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { backdateApplication, buildJob } from './applications.factories.ts';

const t = useTestApp();

// [title, company, status, days ago]
const fixtures = [
  ['Desenvolvedor Back-end Sênior', 'Nubank', 'open', 1],
  ['Analista de Dados', 'Itaú Unibanco', 'review', 10],
  ['Engenheiro de Software', 'Álvaro Tech', 'interview', 20],
  ['Designer UX', null, 'rejected', 60],
  ['Técnico de Suporte', 'Suporte 100%', 'closed', 200],
  ['Product Manager', 'Banco Inter', 'approved', 400],
  ['Desenvolvedora Front-end', 'Zup', 'test', 3],
] as const;

let user: TestUser;

beforeAll(async () => {
  user = await buildUser(t.db);
  for (const [title, company, status, daysAgo] of fixtures) {
    const job = await buildJob(t.db, { title, company });
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: job.id } });
    const uuid = created.json().data.uuid as string;
    if (status !== 'open') await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/status`, headers: user.headers, payload: { status } });
    await backdateApplication(t.db, uuid, daysAgo);
  }
  // Someone else's application must never show up in this user's list.
  const other = await buildUser(t.db);
  const job = await buildJob(t.db, { title: 'Analista de Dados Júnior', company: 'Nubank' });
  await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: other.headers, payload: { job_uuid: job.id } });
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/applications${query}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { titles: body.data.map((a: { job: { title: string } }) => a.job.title) as string[], body };
}

const titlesOf = (...indexes: number[]) => indexes.map((i) => fixtures[i - 1]![0]);

describe('GET /api/v1/applications', () => {
  it('lists only my applications, newest first, with job, history and meta', async () => {
    const { titles, body } = await list('');
    expect(titles).toEqual(titlesOf(1, 7, 2, 3, 4, 5, 6));
    expect(body.meta).toEqual({ total: 7, per_page: 10, last_page: 1, current_page: 1 });
    const design = body.data.find((a: { job: { title: string } }) => a.job.title === 'Designer UX');
    expect(design).toMatchObject({ status: 'rejected', job: { company: null, city: 'São Paulo', state: 'SP', salary: 8000 } });
    expect(design.history.map((h: { status: string }) => h.status)).toEqual(['open', 'rejected']);
  });

  it.each([
    ['tecnico', [5]],
    ['TÉCNICO', [5]],
    ['alvaro', [3]],
    ['itau', [2]],
    ['desenvolv', [1, 7]],
    ['nubank', [1]],
    ['100%', [5]],
    ['%', [5]],
    ['_', []],
    ['  dados  ', [2]],
    ['nada a ver', []],
  ])('searches title or company, accent- and case-insensitively: %j', async (term, expected) => {
    const { titles } = await list(`?search=${encodeURIComponent(term)}`);
    expect(titles.sort()).toEqual(titlesOf(...expected).sort());
  });

  it.each([
    ['active', [1, 7, 2, 3, 6]],
    ['closed', [4, 5]],
  ])('filters by status group %s', async (status, expected) => {
    const { titles } = await list(`?status=${status}`);
    expect(titles).toEqual(titlesOf(...expected));
  });

  it.each([
    ['all', [1, 7, 2, 3, 4, 5, 6]],
    ['week', [1, 7]],
    ['month', [1, 7, 2, 3]],
    ['year', [1, 7, 2, 3, 4, 5]],
  ])('filters by period %s', async (period, expected) => {
    const { titles } = await list(`?period=${period}`);
    expect(titles).toEqual(titlesOf(...expected));
  });

  it('combines filters', async () => {
    expect((await list('?status=closed&period=year&search=suporte')).titles).toEqual(titlesOf(5));
    expect((await list('?status=active&search=de')).titles).toEqual(titlesOf(1, 7, 2, 3));
  });

  it.each([
    ['title', 'asc', [2, 1, 7, 4, 3, 6, 5]],
    ['title', 'desc', [5, 6, 3, 4, 7, 1, 2]],
    ['company', 'asc', [3, 6, 2, 1, 5, 7, 4]],
    ['company', 'desc', [7, 5, 1, 2, 6, 3, 4]],
    ['created_at', 'asc', [6, 5, 4, 3, 2, 7, 1]],
    ['created_at', 'desc', [1, 7, 2, 3, 4, 5, 6]],
    ['status', 'asc', [1, 2, 3, 7, 6, 4, 5]],
    ['status', 'desc', [5, 4, 6, 7, 3, 2, 1]],
  ])('sorts by %s %s', async (sort, direction, expected) => {
    const { titles } = await list(`?sort=${sort}&direction=${direction}`);
    expect(titles).toEqual(titlesOf(...expected));
  });

  it('paginates with stable pages and answers an empty page past the end', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const { titles, body } = await list(`?per_page=3&page=${page}&sort=title&direction=asc`);
      expect(body.meta).toEqual({ total: 7, per_page: 3, last_page: 3, current_page: page });
      seen.push(...titles);
    }
    expect(seen).toEqual(titlesOf(2, 1, 7, 4, 3, 6, 5));
    const past = await list('?per_page=3&page=9');
    expect(past.body).toEqual({ data: [], meta: { total: 7, per_page: 3, last_page: 3, current_page: 9 } });
  });

  it('finds the application to one job (job_uuid), and nothing for a job I did not apply to', async () => {
    const { body } = await list('');
    const target = body.data[2];
    const one = await list(`?job_uuid=${target.job.uuid}`);
    expect(one.body.data).toEqual([target]);
    const other = await buildJob(t.db);
    expect((await list(`?job_uuid=${other.id}`)).body.meta.total).toBe(0);
  });

  it('answers last_page 1 when nothing matches', async () => {
    const { body } = await list('?search=zzzz');
    expect(body.meta).toEqual({ total: 0, per_page: 10, last_page: 1, current_page: 1 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['per_page=51', 'per_page'],
    ['status=open', 'status'],
    ['period=decade', 'period'],
    ['sort=salary', 'sort'],
    ['direction=up', 'direction'],
    [`search=${'a'.repeat(201)}`, 'search'],
    ['job_uuid=123', 'job_uuid'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/applications?${query}`, headers: user.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
  });

  it('requires a login (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/applications' });
    expect(res.statusCode).toBe(401);
  });
});
