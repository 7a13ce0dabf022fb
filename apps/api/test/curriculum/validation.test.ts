import { describe, expect, it } from 'vitest';
import { GRADUATION_OPTIONS, LANGUAGE_LEVELS, type Curriculum } from '@rumo/contract';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { createCurriculum, curriculumBody } from './curriculum.factory.ts';

const t = useTestApp();
const formation = { name: 'Sistemas de Informação', graduation: 'Bacharelado', institution: 'UFMG', start_date: '2015-02-01', end_date: '2019-12-01' };
const language = { language: 'Espanhol', proficiency: 'B1-Intermediário' };
const experience = { role: 'Dev', company_name: 'ACME', description: 'APIs.', start_date: '2020-01-01', end_date: '2021-01-01' };

async function post(body: Record<string, unknown>) {
  const user = await buildUser(t.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/curriculum', headers: user.headers, payload: body });
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: user.headers });
  return { res, saved: list.json().data as Curriculum[] };
}

describe('curriculum validation (422 with pt-BR field errors, nothing saved)', () => {
  it.each([
    ['name missing', { name: undefined }, 'name', 'O campo Nome é obrigatório.'],
    ['name blank', { name: '   ' }, 'name', 'O campo Nome é obrigatório.'],
    ['role missing', { role: '' }, 'role', 'O campo Cargo é obrigatório.'],
    ['summary missing', { summary: '' }, 'summary', 'O campo Resumo é obrigatório.'],
    ['summary over 1000', { summary: 'a'.repeat(1001) }, 'summary', 'O campo Resumo deve ter no máximo 1000 caracteres.'],
    ['salary missing with worked_before', { worked_before: true, last_salary: undefined }, 'last_salary', "O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim."],
    ['salary blank with worked_before', { worked_before: true, last_salary: '  ' }, 'last_salary', "O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim."],
    ['salary null with worked_before', { worked_before: true, last_salary: null }, 'last_salary', "O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim."],
    ['salary not a number', { last_salary: 'muito' }, 'last_salary', 'Informe um salário válido (por exemplo 3.500,00).'],
    ['salary negative', { last_salary: -1 }, 'last_salary', 'Informe um salário válido (por exemplo 3.500,00).'],
    ['worked_before not boolean', { worked_before: 'sim' }, 'worked_before', "O campo 'Já trabalhou antes' deve ser Sim ou Não."],
    [
      'formation graduation unknown',
      { formations: [{ ...formation, graduation: 'Licenciatura' }] },
      'formations.0.graduation',
      'Selecione a graduação: Bacharelado, Mestrado, Doutorado, Técnico ou Certificado.',
    ],
    ['formation name missing', { formations: [{ ...formation, name: '' }] }, 'formations.0.name', 'O campo Curso é obrigatório.'],
    ['formation institution missing', { formations: [{ ...formation, institution: undefined }] }, 'formations.0.institution', 'O campo Instituição é obrigatório.'],
    ['formation start missing', { formations: [{ ...formation, start_date: '' }] }, 'formations.0.start_date', 'O campo Data de início é obrigatório.'],
    ['formation end missing', { formations: [{ ...formation, end_date: undefined }] }, 'formations.0.end_date', 'O campo Data de término é obrigatório.'],
    [
      'formation end before start',
      { formations: [{ ...formation, end_date: '2015-01-31' }] },
      'formations.0.end_date',
      'A data de término não pode ser anterior à data de início.',
    ],
    ['formation date dd/mm/yyyy', { formations: [{ ...formation, start_date: '01/02/2015' }] }, 'formations.0.start_date', 'Informe uma data válida (aaaa-mm-dd).'],
    ['formation impossible date', { formations: [{ ...formation, end_date: '2019-02-29' }] }, 'formations.0.end_date', 'Informe uma data válida (aaaa-mm-dd).'],
    ['language missing', { languages: [{ ...language, language: ' ' }] }, 'languages.0.language', 'O campo Idioma é obrigatório.'],
    ['language level unknown', { languages: [{ ...language, proficiency: 'Fluente' }] }, 'languages.0.proficiency', 'Selecione o nível: de A1-Iniciante a C2-Fluente.'],
    ['language level missing', { languages: [{ language: 'Francês' }] }, 'languages.0.proficiency', 'Selecione o nível: de A1-Iniciante a C2-Fluente.'],
    ['experience role missing', { experiences: [{ ...experience, role: '' }] }, 'experiences.0.role', 'O campo Cargo é obrigatório.'],
    ['experience company missing', { experiences: [{ ...experience, company_name: '' }] }, 'experiences.0.company_name', 'O campo Empresa é obrigatório.'],
    ['experience description missing', { experiences: [{ ...experience, description: '' }] }, 'experiences.0.description', 'O campo Descrição é obrigatório.'],
    [
      'experience description over 255',
      { experiences: [{ ...experience, description: 'x'.repeat(256) }] },
      'experiences.0.description',
      'O campo Descrição deve ter no máximo 255 caracteres.',
    ],
    ['experience start missing', { experiences: [{ ...experience, start_date: undefined }] }, 'experiences.0.start_date', 'O campo Data de início é obrigatório.'],
    [
      'experience end before start',
      { experiences: [{ ...experience, end_date: '2019-12-31' }] },
      'experiences.0.end_date',
      'A data de término não pode ser anterior à data de início.',
    ],
    ['experience end not a date', { experiences: [{ ...experience, end_date: '2021-13-01' }] }, 'experiences.0.end_date', 'Informe uma data válida (aaaa-mm-dd).'],
    ['too many languages', { languages: Array.from({ length: 21 }, () => language) }, 'languages', 'Um currículo pode ter no máximo 20 idiomas.'],
  ])('%s', async (_label, patch, field, message) => {
    const { res, saved } = await post({ ...curriculumBody(), ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect(saved).toEqual([]);
  });

  it('reports every broken field at once', async () => {
    const { res } = await post({ name: '', role: '', summary: '', worked_before: true, experiences: [{ ...experience, description: '' }] });
    expect(Object.keys(res.json().errors).sort()).toEqual(['experiences.0.description', 'last_salary', 'name', 'role', 'summary']);
  });

  it('accepts every limit exactly: 1000-char summary, 255-char description, end equal to start', async () => {
    const { res } = await post({
      ...curriculumBody({ summary: 's'.repeat(1000) }),
      experiences: [{ ...experience, description: 'd'.repeat(255), end_date: experience.start_date }],
      formations: [{ ...formation, end_date: formation.start_date }],
    });
    expect(res.statusCode).toBe(201);
  });

  it.each(GRADUATION_OPTIONS)('accepts graduation %s', async (graduation) => {
    const { res } = await post({ ...curriculumBody(), formations: [{ ...formation, graduation }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.formations[0].graduation).toBe(graduation);
  });

  it('accepts the six language levels, exact strings', async () => {
    expect(LANGUAGE_LEVELS).toEqual(['A1-Iniciante', 'A2-Básico', 'B1-Intermediário', 'B2-Intermediário Avançado', 'C1-Avançado', 'C2-Fluente']);
    const { res } = await post({ ...curriculumBody(), languages: LANGUAGE_LEVELS.map((proficiency, i) => ({ language: `Idioma ${i}`, proficiency })) });
    expect(res.statusCode).toBe(201);
    // Strongest level first.
    expect(res.json().data.languages.map((l: { proficiency: string }) => l.proficiency)).toEqual([...LANGUAGE_LEVELS].reverse());
  });

  it('a current experience (end_date null, absent or blank) is stored with end_date null', async () => {
    const { res } = await post({
      ...curriculumBody(),
      experiences: [
        { ...experience, company_name: 'A', end_date: null },
        { ...experience, company_name: 'B', end_date: undefined },
        { ...experience, company_name: 'C', end_date: '' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.experiences.map((e: { end_date: unknown }) => e.end_date)).toEqual([null, null, null]);
  });

  it('validates PUT the same way', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/curriculum/${cv.uuid}`,
      headers: user.headers,
      payload: { ...curriculumBody(), last_salary: '', experiences: [{ ...experience, description: 'x'.repeat(256) }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      last_salary: "O campo Salário é obrigatório quando 'Já trabalhou antes' é Sim.",
      'experiences.0.description': 'O campo Descrição deve ter no máximo 255 caracteres.',
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers });
    expect(after.json().data).toEqual(cv);
  });

  it('answers a non-JSON body with 4xx, never 500', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/curriculum', headers: { ...user.headers, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O corpo da requisição não é um JSON válido.');
  });
});
