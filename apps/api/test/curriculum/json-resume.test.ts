import { describe, expect, it } from 'vitest';
import { IMPORT_WARNINGS_MAX, jsonResumeExport, LANGUAGES_MAX, NOT_JSON_RESUME_MESSAGE, type Curriculum } from '@rumo/contract';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { createCurriculum, curriculumBody } from './curriculum.factory.ts';

const t = useTestApp();
const url = '/api/v1/curriculum/import-json-resume';

/** A JSON Resume as other tools write it (v1.0.0, English levels, partial dates). */
const resume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Carla Mendes',
    label: 'Engenheira de Dados',
    email: 'carla@example.com',
    summary: 'Engenheira de dados com foco em pipelines em Python e Spark.',
    location: { city: 'Recife', region: 'PE', countryCode: 'BR' },
    profiles: [{ network: 'GitHub', username: 'carla' }],
  },
  work: [
    { name: 'Porto Digital Dados', position: 'Engenheira de Dados', startDate: '2022-03', summary: 'Pipelines em Airflow.' },
    { company: 'Banco Capibaribe', position: 'Analista de BI', startDate: '2019', endDate: '2022-02-28', highlights: ['Dashboards', 'SQL'] },
    { name: 'Sem data', position: 'Cargo' },
  ],
  education: [
    { institution: 'UFPE', area: 'Estatística', studyType: 'Bachelor', startDate: '2014-03', endDate: '2018-12' },
    { institution: 'Alura', area: 'Spark', studyType: 'Nanodegree', startDate: '2020-01-01', endDate: '2020-06-30' },
    { institution: 'Em curso', area: 'MBA', startDate: '2024-01' },
  ],
  languages: [
    { language: 'Português', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Professional working proficiency' },
    { language: 'Alemão', fluency: 'um pouco' },
  ],
  skills: [{ name: 'Python' }],
};

async function importResume(body: unknown, contentType = 'application/json') {
  const user = await buildUser(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { res, user };
}

describe('POST /api/v1/curriculum/import-json-resume', () => {
  it('creates a CV from a JSON Resume, mapping levels and study types, and reports what it skipped', async () => {
    const { res, user } = await importResume(resume);
    expect(res.statusCode).toBe(201);
    const { data, warnings } = res.json() as { data: Curriculum; warnings: string[] };
    expect(data).toMatchObject({
      name: 'Carla Mendes',
      role: 'Engenheira de Dados',
      location: 'Recife',
      state: 'PE',
      summary: 'Engenheira de dados com foco em pipelines em Python e Spark.',
      worked_before: false,
      last_salary: null,
    });
    expect(data.experiences.map((e) => [e.company_name, e.role, e.start_date, e.end_date, e.description])).toEqual([
      ['Porto Digital Dados', 'Engenheira de Dados', '2022-03-01', null, 'Pipelines em Airflow.'],
      ['Banco Capibaribe', 'Analista de BI', '2019-01-01', '2022-02-28', 'Dashboards; SQL'],
    ]);
    expect(data.formations.map((f) => [f.name, f.graduation, f.institution, f.start_date, f.end_date])).toEqual([
      ['Spark', 'Certificado', 'Alura', '2020-01-01', '2020-06-30'],
      ['Estatística', 'Bacharelado', 'UFPE', '2014-03-01', '2018-12-01'],
    ]);
    expect(data.languages.map((l) => [l.language, l.proficiency])).toEqual([
      ['Português', 'C2-Fluente'],
      ['English', 'C1-Avançado'],
      ['Alemão', 'B1-Intermediário'],
    ]);
    expect(warnings).toEqual([
      'Experiência 3 ignorada: faltam cargo, empresa ou data de início.',
      'Formação 3 ignorada: faltam curso, instituição, data de início ou de término.',
      "Alemão: nível 'um pouco' importado como B1-Intermediário.",
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: user.headers });
    expect(list.json().data).toHaveLength(1);
  });

  it('cuts long text to the CV limits and says so', async () => {
    const { res } = await importResume({
      basics: { name: 'Longo', label: 'Dev', summary: 'r'.repeat(1500) },
      work: [{ name: 'X', position: 'Dev', startDate: '2020-01-01', summary: 'd'.repeat(400) }],
    });
    expect(res.statusCode).toBe(201);
    const { data, warnings } = res.json();
    expect(data.summary).toHaveLength(1000);
    expect(data.summary.endsWith('…')).toBe(true);
    expect(data.experiences[0].description).toHaveLength(255);
    expect(warnings).toEqual(['Descrição da experiência 1: texto cortado em 255 caracteres.', 'Resumo: texto cortado em 1000 caracteres.']);
  });

  it('keeps the first entries of a list over the CV limit and says so in correct Portuguese', async () => {
    const { res } = await importResume({
      basics: { name: 'Poliglota', label: 'Intérprete', summary: 'Intérprete de conferências.' },
      work: [{ name: 'Agência Babel', position: 'Intérprete', startDate: '2020-01-01' }],
      languages: Array.from({ length: LANGUAGES_MAX + 3 }, (_, i) => ({ language: `Idioma ${i + 1}`, fluency: 'Native speaker' })),
    });
    expect(res.statusCode).toBe(201);
    const { data, warnings } = res.json() as { data: Curriculum; warnings: string[] };
    expect(data.languages).toHaveLength(LANGUAGES_MAX);
    expect(warnings).toEqual([`Só os primeiros ${LANGUAGES_MAX} idiomas foram importados.`]);
  });

  it('takes the role from the latest work entry when basics.label is missing', async () => {
    const { res } = await importResume({ basics: { name: 'Sem Rótulo', summary: 'Resumo.' }, work: [{ name: 'Y', position: 'Designer', startDate: '2021' }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.role).toBe('Designer');
  });

  it('explains which required data the file lacks', async () => {
    const { res } = await importResume({ basics: { name: 'Sem Resumo' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'O JSON Resume não tem todos os dados que o currículo exige.',
      errors: { 'basics.label': 'O arquivo não informa o cargo (basics.label).', 'basics.summary': 'O arquivo não tem o resumo (basics.summary), obrigatório no currículo.' },
    });
  });

  it.each([
    ['broken JSON', '{"basics": {'],
    ['plain text', 'isto não é json'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['null', 'null'],
    ['an object without basics', '{"name":"Ana"}'],
    ['basics without a name', '{"basics":{"label":"Dev","summary":"x"}}'],
    ['work that is not a list', '{"basics":{"name":"A","label":"B","summary":"C"},"work":"muito"}'],
    ["Rumo's own API answer", JSON.stringify({ data: curriculumBody() })],
  ])('refuses %s with the pt-BR message (422) and saves nothing', async (_label, body) => {
    const { res, user } = await importResume(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NOT_JSON_RESUME_MESSAGE);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: user.headers });
    expect(list.json().data).toEqual([]);
  });

  it('caps the warnings of the answer: a 1 MiB file of bad and oversized entries answers a few KB (docs/decisions/0703)', async () => {
    // Each entry costs a warning or more: empty work entries (skipped), formations with over-long
    // text and an unknown study type, languages with huge names and levels (echoed in the warning).
    const body = {
      basics: { name: 'Muitos Avisos', label: 'Dev', summary: 'Resumo.' },
      work: Array.from({ length: 59_000 }, () => ({})),
      education: Array.from({ length: 900 }, (_, i) => ({
        institution: `Instituição ${i} ${'i'.repeat(200)}`,
        area: 'a'.repeat(200),
        studyType: `Tipo ${'x'.repeat(100)}`,
        startDate: '2020',
        endDate: '2021',
      })),
      languages: Array.from({ length: 40 }, (_, i) => ({ language: `Idioma ${i} ${'l'.repeat(4000)}`, fluency: 'f'.repeat(4000) })),
    };
    const payload = JSON.stringify(body);
    expect(payload.length).toBeGreaterThan(900_000);
    expect(payload.length).toBeLessThan(1024 * 1024);
    const { res } = await importResume(payload);
    expect(res.statusCode).toBe(201);
    expect(Buffer.byteLength(res.body)).toBeLessThan(64 * 1024);
    const { data, warnings } = res.json() as { data: Curriculum; warnings: string[] };
    expect(data.formations).toHaveLength(30);
    expect(data.languages).toHaveLength(20);
    expect(warnings).toHaveLength(IMPORT_WARNINGS_MAX + 1);
    expect(warnings[0]).toBe('Experiência 1 ignorada: faltam cargo, empresa ou data de início.');
    expect(warnings.at(-1)).toMatch(/^e mais \d{1,3}(\.\d{3})* avisos\.$/);
  });

  it('quotes text from the file short in a warning, never whole', async () => {
    const { res } = await importResume({
      basics: { name: 'Eco', label: 'Dev', summary: 'Resumo.' },
      education: [{ institution: 'UFPE', area: 'Estatística', studyType: `Tipo ${'x'.repeat(50_000)}`, startDate: '2014', endDate: '2018' }],
      languages: [{ language: `Idioma ${'l'.repeat(50_000)}`, fluency: 'f'.repeat(50_000) }],
    });
    expect(res.statusCode).toBe(201);
    const { warnings } = res.json() as { warnings: string[] };
    expect(warnings).toHaveLength(3);
    expect(Math.max(...warnings.map((w) => w.length))).toBeLessThan(200);
    expect(Buffer.byteLength(res.body)).toBeLessThan(4096);
  });

  it('accepts the file sent as text/plain too', async () => {
    const { res } = await importResume(resume, 'text/plain');
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/v1/curriculum/{id}/json-resume', () => {
  it('exports JSON Resume v1 with contact from the profile, as a download, and imports back the same CV', async () => {
    const user = await buildUser(t.db, { name: 'Ana Souza', tel: '11987654321', linkedin: 'https://www.linkedin.com/in/ana-souza' });
    const cv = await createCurriculum(t.app, user, { name: 'Ana Souza Lima' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${cv.uuid}/json-resume`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="curriculo-ana-souza-lima.json"');
    const body = res.json();
    expect(jsonResumeExport.safeParse(body).success).toBe(true);
    expect(body.basics).toEqual({
      name: 'Ana Souza Lima',
      label: 'Desenvolvedora Front-end',
      email: user.email,
      phone: '(11) 98765-4321',
      url: 'https://www.linkedin.com/in/ana-souza',
      summary: cv.summary,
      location: { city: 'São Paulo', region: 'SP', countryCode: 'BR' },
      profiles: [{ network: 'LinkedIn', username: 'ana-souza', url: 'https://www.linkedin.com/in/ana-souza' }],
    });
    expect(body.work).toEqual([
      { name: 'Loja Azul', position: 'Desenvolvedora Front-end', startDate: '2021-03-01', summary: 'Interfaces em React.' },
      { name: 'Agência Norte', position: 'Estagiária', startDate: '2018-01-10', endDate: '2020-12-20', summary: 'Landing pages.' },
    ]);
    expect(body.education).toEqual([
      { institution: 'Universidade de São Paulo', area: 'Ciência da Computação', studyType: 'Bacharelado', startDate: '2014-02-01', endDate: '2018-12-15' },
    ]);
    expect(body.languages).toEqual([{ language: 'Inglês', fluency: 'C1-Avançado' }]);
    expect(JSON.stringify(body)).not.toContain('8500');

    const back = await t.app.inject({ method: 'POST', url, headers: { ...user.headers, 'content-type': 'application/json' }, payload: res.body });
    expect(back.statusCode).toBe(201);
    expect(back.json().warnings).toEqual([]);
    const strip = (c: Curriculum) => ({
      ...c,
      uuid: '',
      created_at: '',
      updated_at: '',
      worked_before: false,
      last_salary: null,
      formations: c.formations.map((f) => ({ ...f, uuid: '' })),
      languages: c.languages.map((l) => ({ ...l, uuid: '' })),
      experiences: c.experiences.map((e) => ({ ...e, uuid: '' })),
    });
    expect(strip(back.json().data)).toEqual(strip(cv));
  });
});
