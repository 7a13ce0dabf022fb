import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/database.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { jobsListResponse, type JobsListResponse } from '@rumo/contract';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, daysFromNow, uniqueWord } from './job-factory.ts';

const t = useTestApp();

async function search(query: Record<string, string>) {
  const user = await buildUser(t.db);
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', query, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<JobsListResponse>();
  expect(jobsListResponse.safeParse(body).success).toBe(true);
  return body;
}
const titles = (body: JobsListResponse) => body.data.map((j) => j.title);

describe('GET /api/v1/jobs: text search', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('ranks a title match above a description match, even when the latter is newer', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Analista de Marketing`, description: `Conhecer ${w} é um diferencial.`, publishedAt: daysAgo(0) });
    await buildJob(t.db, { title: `Desenvolvedor ${w}`, description: 'Vaga de back-end.', publishedAt: daysAgo(5) });
    await buildJob(t.db, { title: 'Designer', company: `${w} Tecnologia`, description: 'Design de produto.', publishedAt: daysAgo(2) });
    const body = await search({ query: w });
    expect(titles(body)).toEqual([`Desenvolvedor ${w}`, 'Designer', 'Analista de Marketing']);
    expect(body.meta.total).toBe(3);
  });

  it('puts the newest first when relevance ties, and without a query', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Vaga ${w} antiga`, publishedAt: daysAgo(10) });
    await buildJob(t.db, { title: `Vaga ${w} nova`, publishedAt: daysAgo(1) });
    await buildJob(t.db, { title: `Vaga ${w} média`, publishedAt: daysAgo(4) });
    expect(titles(await search({ query: w }))).toEqual([`Vaga ${w} nova`, `Vaga ${w} média`, `Vaga ${w} antiga`]);
    const all = await search({});
    const dates = all.data.map((j) => Date.parse(j.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("is accent-insensitive and stemmed: 'tecnico', 'desenvolvedora', 'sao paulo'", async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Técnico(a) em Informática ${w}` });
    await buildJob(t.db, { title: `Desenvolvedor Java ${w}` });
    await buildJob(t.db, { title: `Analista ${w}`, description: 'Atuação presencial em São Paulo/SP.' });
    expect(titles(await search({ query: `tecnico ${w}` }))).toEqual([`Técnico(a) em Informática ${w}`]);
    expect(titles(await search({ query: `TÉCNICA ${w}` }))).toEqual([`Técnico(a) em Informática ${w}`]);
    expect(titles(await search({ query: `desenvolvedora ${w}` }))).toEqual([`Desenvolvedor Java ${w}`]);
    expect(titles(await search({ query: `desenvolvedores ${w}` }))).toEqual([`Desenvolvedor Java ${w}`]);
    expect(titles(await search({ query: `sao paulo ${w}` }))).toEqual([`Analista ${w}`]);
  });

  it('matches company and description words, and quoted phrases', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: 'Engenheira de Dados', company: `Banco ${w}`, description: 'Pipelines em Python e Airflow.' });
    expect(titles(await search({ query: `${w} python` }))).toEqual(['Engenheira de Dados']);
    expect(titles(await search({ query: `"${w} python"` }))).toEqual([]);
    expect(titles(await search({ query: `${w} -python` }))).toEqual([]);
  });

  it('falls back to title similarity when the stemmer does not meet the word (designers, estagiária)', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Designer UX/UI Pleno ${w}`, description: 'Figma e pesquisa.' });
    await buildJob(t.db, { title: `Estagiário(a) em Dados ${w}`, description: 'Bolsa-auxílio.' });
    // Full-text finds nothing for these spellings ('designers' and 'estagiária' have other stems).
    expect(titles(await search({ query: `designers ${w}` }))).toEqual([`Designer UX/UI Pleno ${w}`]);
    expect(titles(await search({ query: `estagiaria em dados ${w}` }))).toEqual([`Estagiário(a) em Dados ${w}`]);
  });

  it('the typo fallback reads a dictionary of title words kept by the jobs table itself: joined pairs, renamed titles (1801)', async () => {
    const w = uniqueWord();
    const job = await buildJob(t.db, { title: `Desenvolvedor(a) Full Stack ${w}`, description: 'Produto digital.' });
    // 'fullstack' is no stem of the text; the dictionary has 'full stack' joined.
    expect(titles(await search({ query: `fullstack ${w}` }))).toEqual([`Desenvolvedor(a) Full Stack ${w}`]);
    // A word that no title has, nor anything like it: nothing (not every job).
    expect((await search({ query: `xyzzyq ${w}` })).data).toEqual([]);
    // A title changed by an update brings its words in at once.
    const cientista = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM job_title_words WHERE word = 'cientista'`))[0]!.n;
    expect(await cientista()).toBe(0);
    await t.db
      .update(jobs)
      .set({ title: `Cientista de Dados ${w}` })
      .where(eq(jobs.id, job.id));
    expect(await cientista()).toBe(1);
    expect(titles(await search({ query: `cientisa ${w}` }))).toEqual([`Cientista de Dados ${w}`]);
  });

  it('ignores punctuation-only queries and never errors on tsquery syntax', async () => {
    for (const query of ['!!!', "'&|:*", 'c++ & (java', '"', 'or or -']) {
      const body = await search({ query });
      expect(body.meta.current_page).toBe(1);
    }
  });

  it('leaves expired jobs out of the list and the counts', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Ativa ${w}`, expiredAt: daysFromNow(3) });
    await buildJob(t.db, { title: `Sem prazo ${w}`, expiredAt: null });
    await buildJob(t.db, { title: `Expirada ${w}`, expiredAt: daysAgo(1), state: 'AC' });
    const body = await search({ query: w });
    expect(titles(body).sort()).toEqual([`Ativa ${w}`, `Sem prazo ${w}`]);
    expect(body.meta.total).toBe(2);
    expect(body.filters.states.find((s) => s.value === 'AC')).toBeUndefined();
  });
});
