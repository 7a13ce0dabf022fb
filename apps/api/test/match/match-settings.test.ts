import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MATCH_CURRICULUM_NOT_FOUND_MESSAGE, SORT_NEEDS_MATCH_MESSAGE } from '@rumo/contract';
import { matchSettings } from '../../src/db/schema/index.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { bareJob, createCv, list, matchOf, uniqueWord } from './match-helpers.ts';

/** 'Compatibilidade com meu currículo' (docs/decisions/1704): which CV, the switch, ownership. */
const t = useTestApp();

const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/v1/match/settings', headers, payload: payload as object });
const get = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/match/settings', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('match settings', () => {
  it('default: on, with the CV updated last; a chosen CV is used instead', async () => {
    const word = uniqueWord();
    const job = await bareJob(t.db, word, { skills: ['Go'] });
    const user = await buildUser(t.db);
    const gopher = await createCv(t.app, user, { name: 'CV Go', skills: ['Go'] });
    const other = await createCv(t.app, user, { name: 'CV Figma', skills: ['Figma'] });
    expect(await get(user.headers)).toEqual({ enabled: true, curriculum_uuid: null, curriculum: { uuid: other.uuid, name: 'CV Figma' } });
    let body = await list(t.app, user, `query=${word}`);
    expect(body.compatibility).toEqual({ status: 'on', curriculum: { uuid: other.uuid, name: 'CV Figma' }, scores: { [job.id]: 0 } });

    const saved = await put(user.headers, { enabled: true, curriculum_uuid: gopher.uuid });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ enabled: true, curriculum_uuid: gopher.uuid, curriculum: { uuid: gopher.uuid, name: 'CV Go' } });
    body = await list(t.app, user, `query=${word}`);
    expect(body.compatibility).toEqual({ status: 'on', curriculum: { uuid: gopher.uuid, name: 'CV Go' }, scores: { [job.id]: 100 } });

    // Deleting the chosen CV falls back to the one updated last.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${gopher.uuid}`, headers: user.headers })).statusCode).toBe(204);
    expect(await get(user.headers)).toEqual({ enabled: true, curriculum_uuid: null, curriculum: { uuid: other.uuid, name: 'CV Figma' } });
  });

  it('off: no score anywhere, sort=compatibility is 422, the breakdown says off', async () => {
    const word = uniqueWord();
    const job = await bareJob(t.db, word, { skills: ['Go'] });
    const user = await buildUser(t.db);
    const cv = await createCv(t.app, user, { skills: ['Go'] });
    expect((await put(user.headers, { enabled: false })).json().data).toEqual({ enabled: false, curriculum_uuid: null, curriculum: { uuid: cv.uuid, name: 'CV de teste' } });
    const body = await list(t.app, user, `query=${word}`);
    expect(body.data.map((j) => j.uuid)).toEqual([job.id]);
    expect(body.compatibility).toEqual({ status: 'off', curriculum: null, scores: {} });
    const sorted = await t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=${word}&sort=compatibility`, headers: user.headers });
    expect(sorted.statusCode).toBe(422);
    expect(sorted.json().message).toBe(SORT_NEEDS_MATCH_MESSAGE);
    expect(await matchOf(t.app, user, job.id)).toEqual({ status: 'off' });
    const forYou = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/for-you', headers: user.headers });
    expect(forYou.json()).toEqual({ status: 'off', curriculum: null, data: [] });
  });

  it('no CV: status no_curriculum, no scores, 422 on the sort', async () => {
    const word = uniqueWord();
    const job = await bareJob(t.db, word, { skills: ['Go'] });
    const user = await buildUser(t.db);
    expect(await get(user.headers)).toEqual({ enabled: true, curriculum_uuid: null, curriculum: null });
    expect((await list(t.app, user, `query=${word}`)).compatibility).toEqual({ status: 'no_curriculum', curriculum: null, scores: {} });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/jobs?sort=compatibility`, headers: user.headers })).statusCode).toBe(422);
    expect(await matchOf(t.app, user, job.id)).toEqual({ status: 'no_curriculum' });
  });

  it('another user’s CV or an unknown one is 404; bad bodies and a bad sort are 422', async () => {
    const owner = await buildUser(t.db);
    const cv = await createCv(t.app, owner);
    const intruder = await buildUser(t.db);
    for (const curriculum_uuid of [cv.uuid, '00000000-0000-4000-8000-000000000000']) {
      const res = await put(intruder.headers, { enabled: true, curriculum_uuid });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MATCH_CURRICULUM_NOT_FOUND_MESSAGE);
    }
    expect(await t.db.select().from(matchSettings).where(eq(matchSettings.userId, intruder.id))).toEqual([]);
    for (const payload of [{}, { enabled: 'sim' }, { enabled: true, curriculum_uuid: 'abc' }, { enabled: true, curriculum_uuid: 42 }]) {
      const res = await put(intruder.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    const badSort = await t.app.inject({ method: 'GET', url: '/api/v1/jobs?sort=salario', headers: intruder.headers });
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors).toHaveProperty('sort');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/match/settings' })).statusCode).toBe(401);
  });

  it('a job seekers cannot open is 404 on /match, like its detail', async () => {
    const user = await buildUser(t.db);
    await createCv(t.app, user);
    const pending = await bareJob(t.db, uniqueWord(), { moderationStatus: 'pending' });
    for (const id of [pending.id, '00000000-0000-4000-8000-000000000000', 'nao-e-uuid']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${id}/match`, headers: user.headers })).statusCode).toBe(404);
    }
  });

  it('goes with the account', async () => {
    const user = await buildUser(t.db);
    await createCv(t.app, user);
    expect((await put(user.headers, { enabled: false })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: user.password } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.select().from(matchSettings).where(eq(matchSettings.userId, user.id))).toEqual([]);
  });
});
