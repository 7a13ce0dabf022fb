import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { greenhouseSource } from '../../src/modules/sources/greenhouse.source.ts';
import { gupySource } from '../../src/modules/sources/gupy.source.ts';
import { leverSource } from '../../src/modules/sources/lever.source.ts';
import { recruiteeSource } from '../../src/modules/sources/recruitee.source.ts';
import { smartRecruitersSource } from '../../src/modules/sources/smartrecruiters.source.ts';
import { FeedFailure, FeedNotModified, type ValidatorStore } from '../../src/modules/sources/source-kind.ts';
import { workableSource } from '../../src/modules/sources/workable.source.ts';
import { collect, fixture, pageOf, startFakeFeed, type FakeFeed } from './fake-feed-server.ts';
import { accepted, expectSafeHtml, mapContext } from './source-test-helpers.ts';

type Obj = Record<string, unknown>;
const greenhouse = fixture<{ jobs: Obj[] }>('greenhouse-jobs.json');
const lever = fixture<Obj[]>('lever-postings.json');
const gupy = fixture<{ data: Obj[] }>('gupy-jobs.json');
const recruitee = fixture<{ offers: Obj[] }>('recruitee-offers.json');
const workable = fixture<{ name: string; jobs: Obj[] }>('workable-account.json');
const smart = fixture<{ content: Obj[]; details: Record<string, Obj> }>('smartrecruiters-postings.json');

let feed: FakeFeed;
const sleeps: number[] = [];
// Pauses and backoff go through this clock, so the listings never wait for real seconds.
const client = () =>
  new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 1_000, timeoutMs: 5_000, clock: { now: () => Date.now(), sleep: async (ms) => void sleeps.push(ms) } });

beforeAll(async () => {
  feed = await startFakeFeed();
});
afterAll(() => feed.close());

describe('greenhouse', () => {
  it('maps a job: escaped HTML decoded then sanitised, São Paulo → SP, pay range put right, seniority from the title', () => {
    expect(accepted(greenhouseSource.map(greenhouse.jobs[0], mapContext))).toEqual({
      sourceJobId: '4012345',
      title: 'Pessoa Desenvolvedora Back-end Sênior',
      descriptionHtml:
        '<p>Venha construir APIs em <strong>Node.js</strong> com PostgreSQL &amp; Kafka.</p><p><a>Saiba mais</a> ou <a href="https://nuvemazul.com.br/cultura" rel="noopener noreferrer" target="_blank">conheça a cultura</a></p>',
      company: 'Nuvem Azul Tecnologia',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      applyUrl: 'https://boards.greenhouse.io/nuvemazul/jobs/4012345',
      url: 'https://boards.greenhouse.io/nuvemazul/jobs/4012345',
      jobType: null,
      workModel: null,
      remoteRegion: null,
      seniority: 'Sênior',
      salary: { min: 12000, max: 18000, currency: 'BRL', period: 'month' },
      affirmative: false,
      skills: ['Node.js', 'PostgreSQL', 'Kafka'],
      publishedAt: new Date('2026-11-18T12:00:00Z'),
      expiresAt: null,
      closed: false,
    });
  });

  it('reads "Remote - Brazil", drops a javascript: link and rejects records without title or id', () => {
    const remote = accepted(greenhouseSource.map(greenhouse.jobs[1], mapContext));
    expect(remote).toMatchObject({
      workModel: 'remoto',
      remoteRegion: 'Brasil',
      country: 'BR',
      city: null,
      applyUrl: null,
      url: null,
      seniority: 'Pleno',
      skills: ['Python', 'Airflow', 'dbt'],
    });
    expect(greenhouseSource.map(greenhouse.jobs[2], mapContext)).toEqual({ ok: false, sourceJobId: '4012347', reason: 'Sem título.' });
    expect(greenhouseSource.map(greenhouse.jobs[3], mapContext)).toEqual({ ok: false, reason: 'Sem identificador na fonte.' });
    expect(greenhouseSource.map('lixo', mapContext)).toEqual({ ok: false, reason: 'Registro não é um objeto.' });
  });

  it('lists the board through the client, and a second sync with its ETag is "not modified"', async () => {
    feed.route('/v1/boards/nuvemazul/jobs', (url, request) =>
      request.headers['if-none-match'] === '"gh-1"'
        ? { status: 304 }
        : url.searchParams.get('content') === 'true'
          ? { body: greenhouse, headers: { etag: '"gh-1"' } }
          : { status: 400 },
    );
    const validators: ValidatorStore = new Map();
    const records = await collect(greenhouseSource.list({ client: client(), key: 'nuvemazul', baseUrl: feed.origin, validators }));
    expect(records).toHaveLength(4);
    expect([...validators.values()]).toEqual([{ etag: '"gh-1"', lastModified: null }]);
    await expect(collect(greenhouseSource.list({ client: client(), key: 'nuvemazul', baseUrl: feed.origin, validators }))).rejects.toBeInstanceOf(FeedNotModified);
  });
});

describe('lever', () => {
  it('maps a posting: lists and additional joined, divs made paragraphs, hybrid, monthly BRL range', () => {
    expect(accepted(leverSource.map(lever[0], mapContext))).toEqual({
      sourceJobId: '5f1c2a9e-8d0b-4c55-9a61-2b7e0c1d3f10',
      title: 'Desenvolvedor(a) Front-end React Pleno',
      descriptionHtml:
        '<p><strong>Sobre nós</strong></p><p>Somos a PagaFácil, fintech mineira.</p><h3>Requisitos</h3><ul><li>React e TypeScript</li><li>Testing Library</li></ul><h3>Benefícios</h3><ul><li>Vale-refeição</li></ul><p>Vaga também aberta a <em>pessoas com deficiência</em>.</p>',
      company: null,
      city: 'Belo Horizonte',
      state: 'MG',
      country: 'BR',
      applyUrl: 'https://jobs.lever.co/pagafacil/5f1c2a9e-8d0b-4c55-9a61-2b7e0c1d3f10/apply',
      url: 'https://jobs.lever.co/pagafacil/5f1c2a9e-8d0b-4c55-9a61-2b7e0c1d3f10',
      jobType: 'CLT',
      workModel: 'híbrido',
      remoteRegion: null,
      seniority: 'Pleno',
      salary: { min: 9000, max: 13000, currency: 'BRL', period: 'month' },
      affirmative: false,
      skills: ['React', 'TypeScript', 'Testing Library'],
      publishedAt: new Date('2026-11-20T12:00:00Z'),
      expiresAt: null,
      closed: false,
    });
  });

  it('falls back on the hosted page for a data: apply link, ignores a one-time salary, rejects an empty title', () => {
    const intern = accepted(leverSource.map(lever[1], mapContext));
    expect(intern).toMatchObject({ applyUrl: lever[1]!.hostedUrl, jobType: 'Estágio', seniority: 'Estágio', workModel: 'remoto', salary: null });
    expect(leverSource.map(lever[2], mapContext)).toEqual({ ok: false, sourceJobId: '9c9c9c9c-2222-4c55-9a61-2b7e0c1d3f12', reason: 'Sem título.' });
  });

  it('follows skip/limit pages until a short one; a page that keeps failing fails the listing', async () => {
    feed.route('/v0/postings/pagafacil', (url) => ({ body: pageOf(lever, url, 'skip', 'limit') }));
    const records = await collect(leverSource.list({ client: client(), key: 'pagafacil', baseUrl: feed.origin, pageSize: 2 }));
    expect(records.map((r) => (r as Obj).id)).toEqual(lever.map((r) => r.id));
    expect(feed.received.filter((r) => r.path.startsWith('/v0/postings/pagafacil')).map((r) => r.path)).toEqual([
      '/v0/postings/pagafacil?mode=json&skip=0&limit=2',
      '/v0/postings/pagafacil?mode=json&skip=2&limit=2',
    ]);
    feed.route('/v0/postings/quebrada', (url) => (url.searchParams.get('skip') === '0' ? { body: lever.slice(0, 2) } : { status: 500 }));
    const failure = await collect(leverSource.list({ client: client(), key: 'quebrada', baseUrl: feed.origin, pageSize: 2 })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FeedFailure);
    expect((failure as FeedFailure).message).toBe('A fonte respondeu com o código HTTP 500.');
  });
});

describe('gupy', () => {
  it('maps a job: state name → UF, PcD flag, text made paragraphs with the script gone, deadline to the end of the day in Brasília', () => {
    const job = accepted(gupySource.map(gupy.data[0], mapContext));
    expect(job).toEqual({
      sourceJobId: '8123401',
      title: 'Analista de Dados Júnior - Vaga Afirmativa PcD',
      descriptionHtml: '<p>Buscamos pessoa analista para construir painéis em Power BI.</p><p>Requisitos:<br />SQL e Excel avançado.</p>',
      company: 'Cooperativa Sicredi Serra',
      city: 'Caxias do Sul',
      state: 'RS',
      country: 'BR',
      applyUrl: 'https://sicrediserra.gupy.io/jobs/8123401?jobBoardSource=gupy_portal',
      url: 'https://sicrediserra.gupy.io/jobs/8123401?jobBoardSource=gupy_portal',
      jobType: 'CLT',
      workModel: 'presencial',
      remoteRegion: null,
      seniority: 'Júnior',
      salary: null,
      affirmative: true,
      skills: ['Power BI', 'SQL', 'Excel'],
      publishedAt: new Date('2026-11-19T12:30:00Z'),
      expiresAt: new Date('2026-12-31T23:59:59-03:00'),
      closed: false,
    });
  });

  it('legal entity → PJ, remote in Brasil, a past deadline closes it; unknown types and states stay unknown', () => {
    expect(accepted(gupySource.map(gupy.data[1], mapContext))).toMatchObject({
      state: 'PR',
      jobType: 'PJ',
      workModel: 'remoto',
      remoteRegion: 'Brasil',
      closed: true,
      descriptionHtml: '<p>Microsserviços em <strong>Java</strong> com Spring Boot.</p>',
    });
    expect(accepted(gupySource.map(gupy.data[2], mapContext))).toMatchObject({ jobType: null, state: null, country: 'BR', workModel: 'híbrido', applyUrl: null });
    expect(gupySource.map(gupy.data[3], mapContext)).toEqual({ ok: false, sourceJobId: '8123404', reason: 'Sem título.' });
    expect(accepted(gupySource.map(gupy.data[4], mapContext))).toMatchObject({ jobType: 'Temporário', state: 'BA' });
  });

  it('pages by offset/limit with the search term, through a 429 that asks to wait', async () => {
    feed.route('/api/job', (url, _request, count) =>
      count === 2
        ? { status: 429, headers: { 'retry-after': '5' } }
        : { body: { data: pageOf(gupy.data, url, 'offset', 'limit'), pagination: { offset: Number(url.searchParams.get('offset')), limit: 2, total: gupy.data.length } } },
    );
    sleeps.length = 0;
    const records = await collect(gupySource.list({ client: client(), key: 'desenvolvedor júnior', baseUrl: feed.origin, pageSize: 2 }));
    expect(records.map((r) => (r as Obj).id)).toEqual(gupy.data.map((r) => r.id));
    expect(feed.received.filter((r) => r.path.startsWith('/api/job')).map((r) => r.path)).toEqual([
      '/api/job?name=desenvolvedor%20j%C3%BAnior&offset=0&limit=2',
      '/api/job?name=desenvolvedor%20j%C3%BAnior&offset=2&limit=2',
      '/api/job?name=desenvolvedor%20j%C3%BAnior&offset=2&limit=2',
      '/api/job?name=desenvolvedor%20j%C3%BAnior&offset=4&limit=2',
    ]);
    expect(sleeps).toContain(5_000);
  });
});

describe('recruitee', () => {
  it('maps an offer: hybrid wins over remote, salary in its own currency case-fixed, requirements after the text', () => {
    expect(accepted(recruiteeSource.map(recruitee.offers[0], mapContext))).toEqual({
      sourceJobId: '2098761',
      title: 'Engenheira(o) de Software Sênior (Go)',
      descriptionHtml:
        '<p>Nossa plataforma roteia 1 milhão de entregas por dia. Stack: Go, gRPC e Kubernetes.</p><h3>Requisitos</h3><ul><li>5 anos com Go</li><li><a>Teste</a> de Prometheus</li></ul>',
      company: 'Logística Ágil S.A.',
      city: 'Florianópolis',
      state: 'SC',
      country: 'BR',
      applyUrl: 'https://logisticaagil.recruitee.com/o/engenheira-de-software-senior/c/new',
      url: 'https://logisticaagil.recruitee.com/o/engenheira-de-software-senior',
      jobType: 'CLT',
      workModel: 'híbrido',
      remoteRegion: null,
      seniority: 'Sênior',
      salary: { min: 15000, max: 22000, currency: 'BRL', period: 'month' },
      affirmative: false,
      skills: ['Go', 'gRPC', 'Kubernetes', 'Prometheus'],
      publishedAt: new Date('2026-11-15T12:00:00Z'),
      expiresAt: null,
      closed: false,
    });
  });

  it('keeps a foreign salary as given, closes past close_at, drops an ftp: apply link and unknown periods', () => {
    expect(accepted(recruiteeSource.map(recruitee.offers[1], mapContext))).toMatchObject({
      country: 'PT',
      jobType: 'Freelancer',
      workModel: 'presencial',
      salary: { min: 3000, max: null, currency: 'EUR', period: 'year' },
      applyUrl: 'https://logisticaagil.recruitee.com/o/designer-ux-ui',
      closed: true,
    });
    expect(accepted(recruiteeSource.map(recruitee.offers[2], mapContext))).toMatchObject({ salary: null, jobType: null, workModel: null, city: 'Recife' });
  });

  it('reads the company host, `{key}` filled into an overridden base URL', async () => {
    feed.route('/empresas/logisticaagil/api/offers/', () => ({ body: recruitee }));
    const records = await collect(recruiteeSource.list({ client: client(), key: 'logisticaagil', baseUrl: `${feed.origin}/empresas/{key}` }));
    expect(records).toHaveLength(3);
  });
});

describe('workable', () => {
  it('maps a job with the account name as company; telecommuting → remote in Brasil', () => {
    expect(accepted(workableSource.map({ account: workable.name, job: workable.jobs[0] }, mapContext))).toEqual({
      sourceJobId: 'A1B2C3D4E5',
      title: 'Desenvolvedor(a) Mobile Flutter Pleno',
      descriptionHtml: '<p>App de telemedicina em <strong>Flutter</strong> e Firebase.</p><p>Benefícios: plano de saúde.</p>',
      company: 'Saúde Conectada',
      city: 'Porto Alegre',
      state: 'RS',
      country: 'BR',
      applyUrl: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
      url: 'https://apply.workable.com/j/A1B2C3D4E5',
      jobType: 'CLT',
      workModel: 'remoto',
      remoteRegion: 'Brasil',
      seniority: 'Pleno',
      salary: null,
      affirmative: false,
      skills: ['Flutter', 'Firebase'],
      publishedAt: new Date('2026-11-17T00:00:00Z'),
      expiresAt: null,
      closed: false,
    });
    expect(workableSource.map({ account: workable.name, job: workable.jobs[2] }, mapContext)).toEqual({ ok: false, reason: 'Sem identificador na fonte.' });
  });

  it('lists the account with details and hands the company to every job', async () => {
    feed.route('/api/accounts/saudeconectada', (url) => (url.searchParams.get('details') === 'true' ? { body: workable } : { status: 400 }));
    const records = await collect(workableSource.list({ client: client(), key: 'saudeconectada', baseUrl: feed.origin }));
    expect(records).toEqual(workable.jobs.map((job) => ({ account: 'Saúde Conectada', job })));
  });
});

describe('smartrecruiters', () => {
  const withDetail = (i: number) => ({ posting: smart.content[i], detail: smart.details[String(smart.content[i]!.id)] ?? null });

  it('maps a posting with its detail sections; the hostile SVG is gone', () => {
    const job = accepted(smartRecruitersSource.map(withDetail(0), mapContext));
    expect(job).toEqual({
      sourceJobId: '744000012345678',
      title: 'Analista de Segurança da Informação Sênior',
      descriptionHtml:
        '<h3>Sobre a empresa</h3><p>Varejo do Sul há 40 anos.</p><h3>Descrição</h3><p>Pentest, SIEM e OWASP.</p><h3>Qualificações</h3><ul><li>ISO 27001</li></ul><h3>Informações adicionais</h3><p>Vaga afirmativa? Não.</p>',
      company: 'Mercado Sul S.A.',
      city: 'Porto Alegre',
      state: 'RS',
      country: 'BR',
      applyUrl: 'https://jobs.smartrecruiters.com/MercadoSulSA/744000012345678-analista?oga=true',
      url: 'https://jobs.smartrecruiters.com/MercadoSulSA/744000012345678-analista',
      jobType: 'CLT',
      workModel: null,
      remoteRegion: null,
      // 'Mid-Senior Level' says nothing we can use; the title does.
      seniority: 'Sênior',
      salary: null,
      affirmative: false,
      skills: ['Segurança', 'Pentest', 'SIEM', 'OWASP', 'ISO 27001'],
      publishedAt: new Date('2026-11-18T13:45:12Z'),
      expiresAt: null,
      closed: false,
    });
    expect(accepted(smartRecruitersSource.map(withDetail(1), mapContext))).toMatchObject({
      state: 'SP',
      jobType: 'PJ',
      seniority: 'Júnior',
      workModel: 'remoto',
      applyUrl: smart.details['744000012345679']!.postingUrl,
    });
    expect(smartRecruitersSource.map(withDetail(2), mapContext)).toEqual({
      ok: false,
      sourceJobId: '744000012345680',
      reason: 'Sem descrição: o detalhe da vaga (ref) não pôde ser lido.',
    });
  });

  it('pages by offset up to totalFound, fetches each ref on its own origin and never one elsewhere', async () => {
    feed.route('/v1/companies/MercadoSulSA/postings', (url) => ({
      body: { offset: 0, limit: 2, totalFound: smart.content.length, content: pageOf(smart.content, url, 'offset', 'limit') },
    }));
    for (const [id, detail] of Object.entries(smart.details)) feed.route(`/v1/companies/MercadoSulSA/postings/${id}`, () => ({ body: detail }));
    const records = (await collect(smartRecruitersSource.list({ client: client(), key: 'MercadoSulSA', baseUrl: feed.origin, pageSize: 2 }))) as {
      posting: Obj;
      detail: Obj | null;
    }[];
    expect(records.map((r) => [r.posting.id, r.detail?.id ?? null])).toEqual([
      ['744000012345678', '744000012345678'],
      ['744000012345679', '744000012345679'],
      ['744000012345680', null],
    ]);
    expect(feed.received.filter((r) => r.path.startsWith('/v1/companies/MercadoSulSA/postings?')).map((r) => r.path)).toEqual([
      '/v1/companies/MercadoSulSA/postings?limit=2&offset=0',
      '/v1/companies/MercadoSulSA/postings?limit=2&offset=2',
    ]);
    expect(feed.received.some((r) => r.path.includes('latest/meta-data'))).toBe(false);
  });
});

describe('every ATS mapping', () => {
  it('stores no script, handler, frame or unsafe link, whatever the fixture sent', () => {
    const results = [
      ...greenhouse.jobs.map((r) => greenhouseSource.map(r, mapContext)),
      ...lever.map((r) => leverSource.map(r, mapContext)),
      ...gupy.data.map((r) => gupySource.map(r, mapContext)),
      ...recruitee.offers.map((r) => recruiteeSource.map(r, mapContext)),
      ...workable.jobs.map((job) => workableSource.map({ account: workable.name, job }, mapContext)),
      ...smart.content.map((posting) => smartRecruitersSource.map({ posting, detail: smart.details[String(posting.id)] ?? null }, mapContext)),
    ];
    const jobs = results.flatMap((r) => (r.ok ? [r.job] : []));
    expect(jobs.length).toBe(15);
    for (const job of jobs) {
      expectSafeHtml(job.descriptionHtml);
      for (const link of [job.applyUrl, job.url]) if (link !== null) expect(link).toMatch(/^https?:\/\//);
    }
  });
});
