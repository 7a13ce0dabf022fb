import { describe, expect, it } from 'vitest';
import { SKILL_MAX, SKILLS_MAX } from '@rumo/contract';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { createCurriculum, curriculumBody } from './curriculum.factory.ts';

/** 'Habilidades' and 'Tipos de contratação que aceito' on the CV (docs/decisions/1704). */
const t = useTestApp();

describe('CV skills and accepted contract types', () => {
  it('are stored as typed (first spelling of each key, blanks dropped) and left alone by an update that omits them', async () => {
    const user = await buildUser(t.db);
    const cv = await createCurriculum(t.app, user, { skills: [' Node.js ', 'NodeJS', 'React', '  ', 'C#'], accepted_job_types: ['PJ', 'CLT', 'PJ'] });
    expect(cv.skills).toEqual(['Node.js', 'React', 'C#']);
    expect(cv.accepted_job_types).toEqual(['PJ', 'CLT']);

    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/v1/curriculum/${cv.uuid}`, headers: user.headers, payload });
    const { skills: _skills, accepted_job_types: _types, ...rest } = curriculumBody();
    let res = await put(rest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ skills: ['Node.js', 'React', 'C#'], accepted_job_types: ['PJ', 'CLT'] });
    res = await put({ ...rest, skills: [], accepted_job_types: ['Estágio'] });
    expect(res.json().data).toMatchObject({ skills: [], accepted_job_types: ['Estágio'] });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: user.headers })).json().data;
    expect(listed[0]).toMatchObject({ skills: [], accepted_job_types: ['Estágio'] });
  });

  it('rejects what the form could not send: 422 with the field', async () => {
    const user = await buildUser(t.db);
    for (const [field, value] of [
      ['skills', ['x'.repeat(SKILL_MAX + 1)]],
      ['skills', Array.from({ length: SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`)],
      ['skills', 'React'],
      ['skills', [42]],
      ['accepted_job_types', ['Voluntário']],
      ['accepted_job_types', 'CLT'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/curriculum', headers: user.headers, payload: { ...curriculumBody(), [field]: value } });
      expect(res.statusCode, `${field} ${JSON.stringify(value).slice(0, 40)}`).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).some((k) => k.startsWith(field))).toBe(true);
    }
  });

  it('JSON Resume: skills[].name and their keywords are imported; the export writes skills and the accepted types back', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/curriculum/import-json-resume',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        basics: { name: 'Bia', label: 'Dev', summary: 'Resumo.' },
        skills: [{ name: 'Front-end', keywords: ['React', 'TypeScript', 'react'] }, { name: 'SQL' }, { name: '', keywords: ['Node.js'] }],
        meta: { 'x-rumo': { accepted_job_types: ['PJ', 'Qualquer'] } },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ skills: ['Front-end', 'React', 'TypeScript', 'SQL', 'Node.js'], accepted_job_types: ['PJ'] });

    const cv = res.json().data as { uuid: string };
    const exported = (await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${cv.uuid}/json-resume`, headers: user.headers })).json();
    expect(exported.skills).toEqual([{ name: 'Front-end' }, { name: 'React' }, { name: 'TypeScript' }, { name: 'SQL' }, { name: 'Node.js' }]);
    expect(exported.meta['x-rumo'].accepted_job_types).toEqual(['PJ']);
  });

  it('JSON Resume: past SKILLS_MAX skills, the rest is left out with one warning', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/curriculum/import-json-resume',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        basics: { name: 'Bia', label: 'Dev', summary: 'Resumo.' },
        skills: [{ name: 'Muitas', keywords: Array.from({ length: 80 }, (_, i) => `Skill ${i}`) }],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.skills).toHaveLength(SKILLS_MAX);
    expect(res.json().warnings).toEqual([`Só as primeiras ${SKILLS_MAX} habilidades foram importadas.`]);
  });
});
