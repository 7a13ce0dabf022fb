import { describe, expect, it } from 'vitest';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { createCurriculum, curriculumBody } from './curriculum.factory.ts';

const t = useTestApp();

describe("another user's curriculum is a 404 everywhere", () => {
  it('GET, PUT, DELETE, item DELETE and export by a stranger are 404 and change nothing', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const cv = await createCurriculum(t.app, owner);
    const as = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: stranger.headers, payload });
    const calls = [
      await as('GET', `/api/v1/curriculum/${cv.uuid}`),
      await as('PUT', `/api/v1/curriculum/${cv.uuid}`, curriculumBody({ name: 'Sequestrado' })),
      await as('DELETE', `/api/v1/curriculum/${cv.uuid}/experiences/${cv.experiences[0]?.uuid}`),
      await as('DELETE', `/api/v1/curriculum/${cv.uuid}/formations/${cv.formations[0]?.uuid}`),
      await as('DELETE', `/api/v1/curriculum/${cv.uuid}/languages/${cv.languages[0]?.uuid}`),
      await as('GET', `/api/v1/curriculum/${cv.uuid}/json-resume`),
      await as('DELETE', `/api/v1/curriculum/${cv.uuid}`),
    ];
    for (const res of calls) expect(res.statusCode, res.body).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: stranger.headers });
    expect(list.json().data).toEqual([]);
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${cv.uuid}`, headers: owner.headers });
    expect(mine.json().data).toEqual(cv);
  });

  it("cannot take over another user's items through a PUT of their own CV", async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const theirs = await createCurriculum(t.app, owner);
    const mine = await createCurriculum(t.app, stranger);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/curriculum/${mine.uuid}`,
      headers: stranger.headers,
      payload: { ...curriculumBody(), formations: [{ ...theirs.formations[0], name: 'Roubado' }] },
    });
    expect(res.statusCode).toBe(422);
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${theirs.uuid}`, headers: owner.headers });
    expect(after.json().data.formations).toEqual(theirs.formations);
  });

  it('a stranger deleting the owner item through their own CV id is 404', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const theirs = await createCurriculum(t.app, owner);
    const mine = await createCurriculum(t.app, stranger);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${mine.uuid}/experiences/${theirs.experiences[0]?.uuid}`, headers: stranger.headers });
    expect(res.statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/curriculum/${theirs.uuid}`, headers: owner.headers });
    expect(after.json().data.experiences).toHaveLength(2);
  });

  it.each(['not-a-uuid', '123', '00000000-0000-0000-0000-000000000000'])('id %s is a 404', async (id) => {
    const user = await buildUser(t.db);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/curriculum/${id}`, headers: user.headers, payload: method === 'PUT' ? curriculumBody() : undefined });
      expect(res.statusCode, `${method} ${id}`).toBe(404);
    }
    const cv = await createCurriculum(t.app, user);
    const item = await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${cv.uuid}/languages/${id}`, headers: user.headers });
    expect(item.statusCode).toBe(404);
  });

  it('every route requires a session (401)', async () => {
    const owner = await buildUser(t.db);
    const cv = await createCurriculum(t.app, owner);
    for (const [method, url] of [
      ['GET', '/api/v1/curriculum'],
      ['GET', `/api/v1/curriculum/${cv.uuid}`],
      ['PUT', `/api/v1/curriculum/${cv.uuid}`],
      ['DELETE', `/api/v1/curriculum/${cv.uuid}`],
      ['GET', `/api/v1/curriculum/${cv.uuid}/json-resume`],
      ['POST', '/api/v1/curriculum/import-json-resume'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PUT' || method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
