import { describe, expect, it } from 'vitest';
import { parseLocation, toCountry, toUf } from '../../src/modules/sources/brazil-location.ts';
import { seniorityFromTitle, toJobType, toSeniority, toWorkModel, workModelInText } from '../../src/modules/sources/job-vocabularies.ts';
import { toSalary } from '../../src/modules/sources/salary.ts';
import { extractSkills, SKILL_VOCABULARY } from '../../src/modules/sources/skill-extraction.ts';
import { decodeThenSanitise, markdownToSafeHtml, textOrHtmlToSafeHtml } from '../../src/modules/sources/source-html.ts';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { FeedFailure, SOURCE_KINDS } from '../../src/modules/sources/source-kind.ts';
import { collect } from './fake-feed-server.ts';
import { isSourceKind, sourceKinds } from '../../src/modules/sources/source-kinds.ts';
import { finishJob, safeHttpUrl } from '../../src/modules/sources/sourced-job.ts';
import { mapContext } from './source-test-helpers.ts';

describe('Brazilian states and countries', () => {
  it('turns state names and abbreviations into the UF, ignoring accents and case', () => {
    expect(['Paraná', 'parana', 'PARANÁ', 'PR', 'pr', ' Paraná '].map(toUf)).toEqual(['PR', 'PR', 'PR', 'PR', 'PR', 'PR']);
    expect(['São Paulo', 'sao paulo', 'Estado de São Paulo', 'Distrito Federal', 'Federal District', 'Espírito Santo', 'amapa'].map(toUf)).toEqual([
      'SP',
      'SP',
      'SP',
      'DF',
      'DF',
      'ES',
      'AP',
    ]);
    expect(['Paranaguá', 'XX', '', 42, null].map(toUf)).toEqual([null, null, null, null, null]);
  });

  it('turns country names and codes into ISO 3166-1 alpha-2', () => {
    expect(['BR', 'br', 'Brasil', 'Brazil', 'BRASIL', 'Portugal', 'Estados Unidos', 'Germany', 'Atlântida'].map(toCountry)).toEqual([
      'BR',
      'BR',
      'BR',
      'BR',
      'BR',
      'PT',
      'US',
      'DE',
      null,
    ]);
  });

  it('reads free-text locations', () => {
    expect(parseLocation('São Paulo, SP')).toEqual({ city: 'São Paulo', state: 'SP', country: 'BR', remote: false });
    expect(parseLocation('Curitiba - PR, Brasil')).toEqual({ city: 'Curitiba', state: 'PR', country: 'BR', remote: false });
    expect(parseLocation('Belo Horizonte/MG')).toEqual({ city: 'Belo Horizonte', state: 'MG', country: 'BR', remote: false });
    expect(parseLocation('Remote - Brazil')).toEqual({ city: null, state: null, country: 'BR', remote: true });
    expect(parseLocation('Rio de Janeiro')).toEqual({ city: 'Rio de Janeiro', state: 'RJ', country: 'BR', remote: false });
    expect(parseLocation('Paraná')).toEqual({ city: null, state: 'PR', country: 'BR', remote: false });
    expect(parseLocation('Lisboa, Portugal')).toEqual({ city: 'Lisboa', state: null, country: 'PT', remote: false });
  });
});

describe('vocabularies', () => {
  it('maps the feeds’ employment types to ours; unknown ones stay unknown', () => {
    const words = [
      'CLT',
      'Full-time',
      'fulltime_permanent',
      'Part-time',
      'vacancy_type_effective',
      'PJ',
      'Contractor',
      'vacancy_legal_entity',
      'Estágio',
      'INTERN',
      'internship',
      'TEMPORARY',
      'vacancy_type_temporary',
      'Freela',
      'PER_DIEM',
      'vacancy_type_apprentice',
      'Jornada mágica',
    ];
    expect(words.map(toJobType)).toEqual([
      'CLT',
      'CLT',
      'CLT',
      'CLT',
      'CLT',
      'PJ',
      'PJ',
      'PJ',
      'Estágio',
      'Estágio',
      'Estágio',
      'Temporário',
      'Temporário',
      'Freelancer',
      'Freelancer',
      null,
      null,
    ]);
  });

  it('maps work models and seniorities', () => {
    expect(['remote', 'Remoto', 'hybrid', 'Híbrido', 'on-site', 'Presencial', 'Alocado', 'unspecified', 'spaceship'].map(toWorkModel)).toEqual([
      'remoto',
      'remoto',
      'híbrido',
      'híbrido',
      'presencial',
      'presencial',
      'presencial',
      null,
      null,
    ]);
    expect(workModelInText('São Paulo (Híbrido)')).toBe('híbrido');
    expect(workModelInText('Remoto ou presencial')).toBeNull();
    expect(['Sênior', 'senior', 'Jr', 'entry_level', 'Pleno', 'internship', 'Especialista', 'mid_senior_level'].map(toSeniority)).toEqual([
      'Sênior',
      'Sênior',
      'Júnior',
      'Júnior',
      'Pleno',
      'Estágio',
      'Especialista',
      null,
    ]);
    expect(seniorityFromTitle('Estagiário(a) de Dados')).toBe('Estágio');
    expect(seniorityFromTitle('Dev Jr. React')).toBe('Júnior');
    expect(seniorityFromTitle('Dev Júnior ou Pleno')).toBeNull();
  });

  it('normalises salaries: BRL per month unless said, reversed ranges, bad amounts and periods', () => {
    expect(toSalary({ min: '5000', max: 8000 })).toEqual({ min: 5000, max: 8000, currency: 'BRL', period: 'month' });
    expect(toSalary({ min: 9000, max: 7000, currency: 'usd', period: 'yearly' })).toEqual({ min: 7000, max: 9000, currency: 'USD', period: 'year' });
    expect(toSalary({ min: -1, max: 'muito' })).toBeNull();
    expect(toSalary({ min: 100, period: 'fortnight' })).toBeNull();
    expect(toSalary({ max: 50, period: 'por hora' })).toEqual({ min: null, max: 50, currency: 'BRL', period: 'hour' });
  });
});

describe('skills', () => {
  it('come from the app’s own vocabulary, in the order the text names them', () => {
    expect(SKILL_VOCABULARY).toContain('React');
    expect(extractSkills('Vaga: TypeScript, React e Node.js; C# e .NET; PostgreSQL (não só SQL); Java, não JavaScript')).toEqual([
      'TypeScript',
      'React',
      'Node.js',
      'C#',
      '.NET',
      'PostgreSQL',
      'SQL',
      'Java',
      'JavaScript',
    ]);
    // Short terms in lower case are ordinary words ('go', 'css'), not the tools.
    expect(extractSkills('Vamos go! Nada de css aqui, nem GitHub.')).toEqual([]);
  });
});

describe('HTML and Markdown', () => {
  it('decodes escaped HTML before sanitising, so revealed scripts and handlers go too', () => {
    expect(decodeThenSanitise('&lt;p onclick=&quot;x()&quot;&gt;Olá &amp;amp; bem-vinda&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<p>Olá &amp; bem-vinda</p>');
  });

  it('renders Markdown then sanitises: raw HTML, javascript: links and images are gone', () => {
    expect(markdownToSafeHtml('## Requisitos\n\n- **React**\n- [site](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>')).toBe(
      '<h2>Requisitos</h2>\n<ul>\n<li><strong>React</strong></li>\n<li><a>site</a></li>\n</ul>',
    );
  });

  it('turns plain text into paragraphs with line breaks', () => {
    expect(textOrHtmlToSafeHtml('Linha 1\nLinha 2\n\nOutro parágrafo & mais')).toBe('<p>Linha 1<br />Linha 2</p><p>Outro parágrafo &amp; mais</p>');
  });

  it('keeps only absolute http(s) links', () => {
    expect(['https://a.com.br/x', ' http://a.com ', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', '/vagas/1', 'ftp://a.com', 42].map(safeHttpUrl)).toEqual([
      'https://a.com.br/x',
      'http://a.com/',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('finishJob and the registry', () => {
  it('rejects a record without id or title, and derives closed from a past deadline', () => {
    expect(finishJob({ sourceJobId: null, title: 'x' }, mapContext)).toEqual({ ok: false, reason: 'Sem identificador na fonte.' });
    expect(finishJob({ sourceJobId: '1', title: ' <b> </b> ' }, mapContext)).toEqual({ ok: false, sourceJobId: '1', reason: 'Sem título.' });
    const result = finishJob({ sourceJobId: '2', title: 'Dev &amp; Ops', expiresAt: new Date('2026-11-24T00:00:00Z') }, mapContext);
    expect(result).toMatchObject({ ok: true, job: { title: 'Dev & Ops', closed: true } });
  });

  it('has one implementation per kind, under its own name', () => {
    expect(Object.keys(sourceKinds).sort()).toEqual([...SOURCE_KINDS].sort());
    for (const kind of SOURCE_KINDS) expect(sourceKinds[kind].kind).toBe(kind);
    expect(isSourceKind('lever')).toBe(true);
    expect(isSourceKind('indeed')).toBe(false);
  });

  it('says in Portuguese what key each kind expects', async () => {
    const good = {
      greenhouse: 'nuvemazul',
      lever: 'pagafacil',
      gupy: 'desenvolvedor júnior',
      recruitee: 'logisticaagil',
      workable: 'saudeconectada',
      smartrecruiters: 'MercadoSulSA',
      github: 'frontendbr/vagas',
      jsonld: 'https://agrodigital.com.br/sitemap.xml',
    };
    for (const kind of SOURCE_KINDS) expect(sourceKinds[kind].checkKey(good[kind])).toBeNull();
    expect(sourceKinds.github.checkKey('frontendbr')).toBe('Informe o repositório como dono/nome (ex.: frontendbr/vagas).');
    expect(sourceKinds.greenhouse.checkKey('../admin')).toBe('Informe o token do quadro Greenhouse (letras, números, - ou _; ex.: nuvemazul).');
    expect(sourceKinds.jsonld.checkKey('javascript:alert(1)')).toBe('Informe o endereço http(s) de uma página de vagas ou de um sitemap.');
    expect(sourceKinds.gupy.checkKey(' ')).not.toBeNull();
    // Listing with a bad key fails before any request.
    const client = new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0 });
    const failure = await collect(sourceKinds.github.list({ client, key: 'sem-barra' })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FeedFailure);
  });
});
