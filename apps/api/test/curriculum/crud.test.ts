import { describe, expect, it } from 'vitest';
import { CURRICULA_LIMIT_MESSAGE, type Curriculum } from '@rumo/contract';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { createCurriculum, curriculumBody } from './curriculum.factory.ts';

const t = useTestApp();

describe('POST /api/v1/curriculum', () => {
  it('creates the CV with its nested lists (201) in the spec field names', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/curriculum', headers: user.headers, payload: curriculumBody() });
    expect(res.statusCode).toBe(201);
    const cv = res.json().data as Curriculum;
    expect(cv).toMatchObject({
      name: 'Ana Souza',
      role: 'Desenvolvedora Front-end',
      role_description: 'React, TypeScript e acessibilidade',
      location: 'São Paulo',
      state: 'SP',
      worked_before: true,
      last_salary: 8500,
    });
    expect(cv.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cv.formations).toEqual([
      {
        uuid: expect.any(String),
        name: 'Ciência da Computação',
        graduation: 'Bacharelado',
        institution: 'Universidade de São Paulo',
        start_date: '2014-02-01',
        end_date: '2018-12-15',
      },
    ]);
    expect(cv.languages).toEqual([{ uuid: expect.any(String), language: 'Inglês', proficiency: 'C1-Avançado' }]);
    // Current position first, then by start date.
    expect(cv.experiences.map((e) => [e.company_name, e.end_date])).toEqual([
      ['Loja Azul', null],
      ['Agência Norte', '2020-12-20'],
    ]);
  });

  it('creates a CV with only the required fields; optional text comes back null', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/curriculum',
      headers: user.headers,
      payload: { name: 'Bruno', role: 'Analista de Dados', summary: 'SQL e Python.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      role_description: null,
      location: null,
      state: null,
      worked_before: false,
      last_salary: null,
      formations: [],
      languages: [],
      experiences: [],
    });
  });

  it('drops the last salary (null) when worked_before is false', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user, { worked_before: false, last_salary: 9000 });
    expect(cv.last_salary).toBeNull();
  });

  it('accepts the salary as pt-BR text', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user, { last_salary: 'R$ 12.345,67' });
    expect(cv.last_salary).toBe(12345.67);
  });

  it('stops at 20 CVs per user (422) and the 21st is not saved', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 20; i++) await createCurriculum(t.app, user, { name: `CV ${i}`, formations: [], languages: [], experiences: [] });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/curriculum', headers: user.headers, payload: curriculumBody() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CURRICULA_LIMIT_MESSAGE);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: user.headers });
    expect(list.json().data).toHaveLength(20);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/curriculum', payload: curriculumBody() });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/curriculum', () => {
  it("lists only the caller's CVs, most recently updated first, with nested lists", async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const first = await createCurriculum(t.app, user, { name: 'Primeiro' });
    await createCurriculum(t.app, user, { name: 'Segundo' });
    await createCurriculum(t.app, other, { name: 'De outra pessoa' });
    await t.app.inject({ method: 'PUT', url: `/api/v1/curriculum/${first.uuid}`, headers: user.headers, payload: curriculumBody({ name: 'Primeiro editado' }) });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Curriculum[];
    expect(data.map((c) => c.name)).toEqual(['Primeiro editado', 'Segundo']);
    expect(data[0]?.experiences).toHaveLength(2);
  });

  it('returns an empty list for a new user', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: user.headers });
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('PUT /api/v1/curriculum/{id}', () => {
  it('updates fields and replaces the lists: uuid → updated, no uuid → inserted, missing → deleted', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    const [current, intern] = cv.experiences;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/curriculum/${cv.uuid}`,
      headers: user.headers,
      payload: {
        ...curriculumBody({ summary: 'Resumo novo.' }),
        experiences: [
          { ...current, description: 'Design system em React.' },
          { role: 'Freelancer', company_name: 'Autônoma', description: 'Sites.', start_date: '2020-12-21', end_date: '2021-02-28' },
        ],
        formations: cv.formations,
        languages: [],
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data as Curriculum;
    expect(updated.summary).toBe('Resumo novo.');
    expect(updated.experiences.map((e) => e.company_name)).toEqual(['Loja Azul', 'Autônoma']);
    expect(updated.experiences[0]).toMatchObject({ uuid: current?.uuid, description: 'Design system em React.' });
    expect(updated.experiences.some((e) => e.uuid === intern?.uuid)).toBe(false);
    expect(updated.formations).toEqual(cv.formations);
    expect(updated.languages).toEqual([]);
  });

  it('leaves a list untouched when it is absent from the body', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    const { formations: _f, languages: _l, experiences: _e, ...fields } = curriculumBody({ name: 'Só os campos' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers, payload: fields });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data as Curriculum;
    expect(updated.name).toBe('Só os campos');
    expect(updated.experiences).toEqual(cv.experiences);
    expect(updated.languages).toEqual(cv.languages);
  });

  it('nulls the stored salary when worked_before becomes false', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    expect(cv.last_salary).toBe(8500);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/curriculum/${cv.uuid}`,
      headers: user.headers,
      payload: { ...curriculumBody(), worked_before: false, last_salary: 8500 },
    });
    expect(res.json().data.last_salary).toBeNull();
  });

  it('saves all or nothing: an invalid item rolls back the field changes', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    const foreign = await createCurriculum(t.app, user, { name: 'Outro' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/curriculum/${cv.uuid}`,
      headers: user.headers,
      payload: { ...curriculumBody({ name: 'Não deve ficar' }), experiences: [foreign.experiences[0]] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'experiences.0.uuid': 'Item não encontrado neste currículo.' });
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers });
    expect(after.json().data).toEqual(cv);
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${foreign.uuid}`, headers: user.headers });
    expect(other.json().data.experiences).toHaveLength(2);
  });

  it('refuses the same item uuid twice in one list', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    const lang = cv.languages[0];
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers, payload: { ...curriculumBody(), languages: [lang, lang] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['languages.1.uuid']).toBe('Item não encontrado neste currículo.');
  });
});

describe('DELETE', () => {
  it('deletes a CV (204) with its items, then it is 404', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers });
    expect(res.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Currículo não encontrado.');
  });

  it.each(['formations', 'languages', 'experiences'] as const)('deletes one of the %s (204) and only that one', async (kind) => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user);
    const item = cv[kind][0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${cv.uuid}/${kind}/${item?.uuid}`, headers: user.headers });
    expect(res.statusCode).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers })).json().data as Curriculum;
    expect(after[kind]).toHaveLength(cv[kind].length - 1);
    expect(after[kind].some((i) => i.uuid === item?.uuid)).toBe(false);
    const twice = await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${cv.uuid}/${kind}/${item?.uuid}`, headers: user.headers });
    expect(twice.statusCode).toBe(404);
  });

  it('404s an item of another CV of the same user given under this CV, and an unknown kind', async () => {
    const user = await buildUser(t.db);
    const a = await createCurriculum(t.app, user);
    const b = await createCurriculum(t.app, user);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${a.uuid}/languages/${b.languages[0]?.uuid}`, headers: user.headers });
    expect(res.statusCode).toBe(404);
    const kind = await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${a.uuid}/skills/${b.languages[0]?.uuid}`, headers: user.headers });
    expect([404, 422]).toContain(kind.statusCode);
    const still = (await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${b.uuid}`, headers: user.headers })).json().data;
    expect(still.languages).toHaveLength(1);
  });
});
