import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { isUntouchedTemplate, parseIssueTitle, readLabels } from '../../src/modules/sources/github-issue-parts.ts';
import { githubSource, nextLink } from '../../src/modules/sources/github.source.ts';
import { collect, fixture, startFakeFeed, type FakeFeed } from './fake-feed-server.ts';
import { accepted, expectSafeHtml, mapContext } from './source-test-helpers.ts';

type Issue = Record<string, unknown> & { number: number };
const issues = fixture<Issue[]>('github-issues.json');
const byNumber = (n: number) => issues.find((i) => i.number === n)!;

let feed: FakeFeed;
beforeAll(async () => {
  feed = await startFakeFeed();
});
afterAll(() => feed.close());

describe('github issue parts', () => {
  it('reads the title: city in brackets, role, company after the last "na"', () => {
    expect(parseIssueTitle('[São Paulo] Front-End Developer na Empresa X')).toEqual({ brackets: ['São Paulo'], role: 'Front-End Developer', company: 'Empresa X' });
    expect(parseIssueTitle('[Remoto] [Pleno] Dev na área de dados na Dados & Cia')).toEqual({
      brackets: ['Remoto', 'Pleno'],
      role: 'Dev na área de dados',
      company: 'Dados & Cia',
    });
    expect(parseIssueTitle('Desenvolvedor Python')).toEqual({ brackets: [], role: 'Desenvolvedor Python', company: null });
  });

  it('treats a label group with several values as unknown, and drops react-brasil prefixes', () => {
    expect(readLabels(['Pleno', 'CLT', 'Remoto'])).toEqual({ seniority: 'Pleno', jobType: 'CLT', workModel: 'remoto' });
    expect(readLabels(['experiência/Sênior', 'contrato/PJ', 'contrato/CLT', 'Alocado'])).toEqual({ seniority: 'Sênior', jobType: null, workModel: 'presencial' });
    expect(readLabels(['Júnior', 'Pleno', 'Freela', 'Híbrido', 'Presencial'])).toEqual({ seniority: null, jobType: 'Freelancer', workModel: null });
    expect(readLabels(['bug', 'good first issue'])).toEqual({ seniority: null, jobType: null, workModel: null });
  });

  it('recognises the untouched template by its title or sample text', () => {
    expect(isUntouchedTemplate('[Cidade] Front-end Developer na Nome da Empresa', '')).toBe(true);
    expect(isUntouchedTemplate('[Recife] Dev na ACME', 'Aqui na Corporação ACME somos líderes em... Projeto bazinga em NodeJS')).toBe(true);
    expect(isUntouchedTemplate('[Recife] Dev na ACME', 'Somos a ACME; escreva para email@email.com.br')).toBe(false);
  });

  it('finds the next page in a Link header', () => {
    expect(nextLink('<https://api.github.com/x?page=2>; rel="next", <https://api.github.com/x?page=5>; rel="last"')).toBe('https://api.github.com/x?page=2');
    expect(nextLink('<https://api.github.com/x?page=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});

describe('github mapping', () => {
  it('maps a filled-in issue: Markdown rendered then sanitised, labels, the link of "Como se candidatar"', () => {
    expect(accepted(githubSource.map(byNumber(9101), mapContext))).toEqual({
      sourceJobId: '9101',
      title: 'Front-end Developer Pleno',
      descriptionHtml: [
        '<h2>Nossa empresa</h2>',
        '<p>A <strong>Casa do Código Aberto</strong> é uma software house de Recife.</p>',
        '<h2>Descrição da vaga</h2>',
        '<p>Manter nosso app em React e TypeScript. </p>',
        '<h2>Local</h2>',
        '<p>Recife - PE</p>',
        '<h2>Requisitos</h2>',
        '<p><strong>Obrigatórios:</strong></p>',
        '<ul>',
        '<li>2 anos com React</li>',
        '<li><a>Portfólio</a></li>',
        '</ul>',
        '<h2>Contratação</h2>',
        '<p>CLT</p>',
        '<h2>Como se candidatar</h2>',
        '<p>Candidate-se em <a href="https://casadocodigoaberto.com.br/vagas/front-end-pleno" rel="noopener noreferrer" target="_blank">https://casadocodigoaberto.com.br/vagas/front-end-pleno</a>.</p>',
      ].join('\n'),
      company: 'Casa do Código Aberto',
      city: 'Recife',
      state: 'PE',
      country: 'BR',
      applyUrl: 'https://casadocodigoaberto.com.br/vagas/front-end-pleno',
      url: 'https://github.com/frontendbr/vagas/issues/9101',
      jobType: 'CLT',
      workModel: 'presencial',
      remoteRegion: null,
      seniority: 'Pleno',
      salary: null,
      affirmative: false,
      skills: ['React', 'TypeScript'],
      publishedAt: new Date('2026-11-10T12:00:00Z'),
      expiresAt: null,
      closed: false,
    });
  });

  it('keeps the issue as the apply link when the body gives an e-mail; remote in Brasil; noisy contract labels unknown', () => {
    expect(accepted(githubSource.map(byNumber(9104), mapContext))).toMatchObject({
      title: 'Desenvolvedora React Native',
      company: 'App Verde',
      applyUrl: 'https://github.com/react-brasil/vagas/issues/9104',
      workModel: 'remoto',
      remoteRegion: 'Brasil',
      seniority: 'Sênior',
      jobType: null,
    });
  });

  it('marks a closed issue closed, and rejects pull requests, templates and empty bodies with reasons', () => {
    expect(accepted(githubSource.map(byNumber(9105), mapContext))).toMatchObject({ closed: true, city: 'São Paulo', state: 'SP', seniority: 'Júnior' });
    expect(githubSource.map(byNumber(9102), mapContext)).toEqual({ ok: false, sourceJobId: '9102', reason: 'Pull request, não é vaga.' });
    expect(githubSource.map(byNumber(9103), mapContext)).toEqual({ ok: false, sourceJobId: '9103', reason: 'Modelo de vaga não preenchido (template).' });
    expect(githubSource.map(byNumber(9106), mapContext)).toEqual({ ok: false, sourceJobId: '9106', reason: 'Sem descrição.' });
    for (const issue of issues) {
      const result = githubSource.map(issue, mapContext);
      if (result.ok) expectSafeHtml(result.job.descriptionHtml);
    }
  });
});

describe('github listing', () => {
  it('follows the Link header page by page, skips pull requests and refuses a next page on another host', async () => {
    const path = '/repos/frontendbr/vagas/issues';
    feed.route(path, (url) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const slice = issues.slice((page - 1) * perPage, page * perPage);
      const next = page < 3 ? `<${feed.origin}${path}?state=open&per_page=${perPage}&page=${page + 1}>; rel="next"` : '<https://evil.example/repos/x/issues?page=4>; rel="next"';
      return { body: slice, headers: { link: `${next}, <${feed.origin}${path}?page=3>; rel="last"` } };
    });
    const client = new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0, timeoutMs: 5_000 });
    const records = (await collect(githubSource.list({ client, key: 'frontendbr/vagas', baseUrl: feed.origin, pageSize: 2 }))) as Issue[];
    expect(records.map((r) => r.number)).toEqual([9101, 9103, 9104, 9105, 9106]);
    expect(feed.received.filter((r) => r.path.startsWith(path)).map((r) => r.path)).toEqual([
      `${path}?state=open&per_page=2&page=1`,
      `${path}?state=open&per_page=2&page=2`,
      `${path}?state=open&per_page=2&page=3`,
    ]);
  });
});
