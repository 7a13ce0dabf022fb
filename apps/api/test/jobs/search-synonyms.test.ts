import { describe, expect, it } from 'vitest';
import type { JobsListResponse } from '@rumo/contract';
import { expandQuery, normalizeTerm, termText } from '../../src/modules/jobs/search-expansion.ts';
import { SYNONYM_GROUPS } from '../../src/modules/jobs/search-synonyms.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

// Issue 41, item 3 (decision 1907): tech words in Portuguese and English find each other, on PGlite
// and PostgreSQL alike; the typed word still ranks first, and typed syntax is taken as typed. The
// jobs name a company of no test word (the factory's 'Empresa Teste' would match 'analista de testes').

const t = useTestApp();

async function titlesFor(query: string): Promise<string[]> {
  const user = await buildUser(t.db);
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', query: { query }, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JobsListResponse>().data.map((j) => j.title);
}

type Case = { query: string; finds: { title: string; description?: string }[]; missing: { title: string; description?: string }[] };

const cases: Case[] = [
  { query: 'desenvolvedor', finds: [{ title: 'Developer' }, { title: 'Programadora' }], missing: [{ title: 'Designer' }] },
  { query: 'dev', finds: [{ title: 'Desenvolvedor(a)' }, { title: 'Software Developer' }], missing: [{ title: 'Analista de Dados' }] },
  {
    query: 'engenheiro de dados',
    finds: [{ title: 'Data Engineer' }, { title: 'Engenheira de Dados' }],
    missing: [{ title: 'Engenheiro de Software' }, { title: 'Data Analyst' }],
  },
  { query: 'front', finds: [{ title: 'Frontend' }, { title: 'Front-end' }, { title: 'Front End' }], missing: [{ title: 'Backend' }] },
  // A typed-only term is searched when typed, never as another term's synonym.
  { query: 'frontend', finds: [{ title: 'Front-end' }, { title: 'Front End' }], missing: [{ title: 'Analista', description: 'Do front da loja ao caixa.' }] },
  { query: 'pleno', finds: [{ title: 'Pleno' }, { title: 'Mid-level' }], missing: [{ title: 'Analista', description: 'PL/SQL e Oracle.' }] },
  { query: 'QA', finds: [{ title: 'Analista de Testes' }, { title: 'Quality Assurance' }], missing: [{ title: 'Analista de Sistemas' }] },
  { query: 'js', finds: [{ title: 'JavaScript' }], missing: [{ title: 'Java' }] },
  { query: 'PJ', finds: [{ title: 'Backend', description: 'Contratação como Pessoa Jurídica.' }], missing: [{ title: 'Backend', description: 'Contratação CLT.' }] },
  { query: 'sênior', finds: [{ title: 'Senior' }, { title: 'Sênior' }], missing: [{ title: 'Pleno' }, { title: 'Analista', description: 'Fale com o Sr. Silva.' }] },
  { query: 'sr', finds: [{ title: 'Senior' }, { title: 'Sr' }], missing: [{ title: 'Pleno' }] },
  { query: 'engenheiro de dados', finds: [{ title: 'Data Engineer' }], missing: [{ title: 'Analista', description: 'Data de início: engineer the future.' }] },
  { query: 'k8s', finds: [{ title: 'Kubernetes' }], missing: [{ title: 'Docker' }] },
  { query: 'node.js', finds: [{ title: 'NodeJS' }, { title: 'Node' }], missing: [{ title: 'Deno' }] },
  { query: 'cientista de dados python', finds: [{ title: 'Data Scientist', description: 'Python e SQL.' }], missing: [{ title: 'Data Scientist', description: 'R e SQL.' }] },
  {
    query: 'remoto',
    finds: [
      { title: 'Backend', description: 'Trabalho 100% remote.' },
      { title: 'Backend', description: 'Home office.' },
    ],
    missing: [{ title: 'Backend', description: 'Presencial em Recife.' }],
  },
];

describe('synonyms in the search', () => {
  it.each(cases)("'$query' finds what means the same and nothing else", async ({ query, finds, missing }) => {
    const w = uniqueWord();
    for (const job of [...finds, ...missing]) await buildJob(t.db, { title: `${job.title} ${w}`, company: 'Lumen Pagamentos', description: job.description ?? `Vaga ${w}.` });
    const found = await titlesFor(`${query} ${w}`);
    expect(found.sort()).toEqual(finds.map((j) => `${j.title} ${w}`).sort());
  });

  it('ranks the typed word above its synonym', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Developer ${w}`, publishedAt: daysAgo(0) });
    await buildJob(t.db, { title: `Desenvolvedor ${w}`, publishedAt: daysAgo(9) });
    expect(await titlesFor(`desenvolvedor ${w}`)).toEqual([`Desenvolvedor ${w}`, `Developer ${w}`]);
    expect(await titlesFor(`developer ${w}`)).toEqual([`Developer ${w}`, `Desenvolvedor ${w}`]);
  });

  it('takes quotes, OR and -word as typed', async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Developer ${w}` });
    await buildJob(t.db, { title: `Desenvolvedor ${w}` });
    expect(await titlesFor(`"desenvolvedor" ${w}`)).toEqual([`Desenvolvedor ${w}`]);
    expect(await titlesFor(`${w} -developer`)).toEqual([`Desenvolvedor ${w}`]);
  });
});

describe('the synonym list', () => {
  it('holds at least 150 pairs, each term in one group only', () => {
    const pairs = SYNONYM_GROUPS.reduce((n, group) => n + group.length - 1, 0);
    expect(pairs).toBeGreaterThanOrEqual(150);
    const seen = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, i) => {
      for (const term of group) {
        const key = normalizeTerm(termText(term));
        expect(seen.get(key), `${term} is in groups ${seen.get(key)} and ${i}`).toBeUndefined();
        seen.set(key, i);
      }
    });
  });

  it('takes the longest term first and leaves other words alone', () => {
    expect(expandQuery('Engenheiro de Dados Sênior')?.map((g) => g[0])).toEqual(['engenheiro de dados', 'sênior']);
    expect(expandQuery('react native remoto')?.map((g) => g[0])).toEqual(['react native', 'remoto']);
    expect(expandQuery('kotlin spring')).toBeNull();
    expect(expandQuery('"dev" java')).toBeNull();
  });
});
