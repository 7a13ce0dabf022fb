import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJourney, buildLearner, ensureTestPlans, setPlan, type TestJourney } from './journey.factory.ts';

const t = useTestApp();
let j: TestJourney;
beforeAll(async () => {
  await ensureTestPlans(t.db);
  j = await buildJourney(t.db);
});

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('plan gating', () => {
  it.each([
    ['no plan (free)', null, 403],
    ['the free plan', 'free', 403],
    ['a plan whose journey flag is disabled', 'jt-disabled', 403],
    ['a plan with the journey', 'jt-journey', 200],
  ])('GET /api/v1/steps on %s answers %i', async (_label, plan, status) => {
    const user = await buildUser(t.db);
    await setPlan(t.db, user.id, plan);
    const res = await get('/api/v1/steps', user.headers);
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().message).toBe('Seu plano não inclui a Jornada. Conheça os planos para desbloquear.');
  });

  it('refuses every learner call to a free user, even with valid ids', async () => {
    const user = await buildUser(t.db);
    const urls = [`/api/v1/steps/${j.courseA}`, `/api/v1/steps/${j.courseA}/contents/${j.a.text}`, `/api/v1/steps/${j.courseA}/contents/${j.a.text}/next-content`];
    for (const url of urls) expect((await get(url, user.headers)).statusCode, url).toBe(403);
    const verify = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/steps/${j.courseA}/contents/${j.a.quiz.id}/verify`,
      headers: user.headers,
      payload: { answers: [{ id: j.a.quiz.questions[0]!.id, answer: 'Certa 1' }] },
    });
    expect(verify.statusCode).toBe(403);
  });

  it('requires a login (401) on every call', async () => {
    for (const url of ['/api/v1/steps', `/api/v1/steps/${j.courseA}`, `/api/v1/steps/modules/${j.courseA}/preview`]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/v1/steps', () => {
  it('lists steps in order with the first step open, later ones locked, and course progress', async () => {
    const user = await buildLearner(t.db);
    const res = await get('/api/v1/steps', user.headers);
    expect(res.statusCode).toBe(200);
    const steps = res.json().data;
    expect(steps.map((s: { name: string }) => s.name)).toEqual(['Fundamentos', 'Mercado']);
    expect(steps[0]).toMatchObject({ uuid: j.steps[0], order: 1, is_locked: false, ended_at: null, progress: { total: 6, completed: 0, percent: 0 } });
    expect(steps[1]).toMatchObject({ is_locked: true, progress: { total: 1, completed: 0, percent: 0 } });
    expect(steps[0].courses).toEqual([
      {
        uuid: j.courseA,
        name: 'Git do zero',
        description: 'Versionamento.',
        order: 1,
        is_accessible: true,
        ended_at: null,
        progress: { total: 5, completed: 0 },
        subscription_uuid: null,
      },
      {
        uuid: j.courseB,
        name: 'HTTP na prática',
        description: 'Protocolos.',
        order: 2,
        is_accessible: false,
        ended_at: null,
        progress: { total: 1, completed: 0 },
        subscription_uuid: null,
      },
    ]);
    expect(steps[1].courses[0]).toMatchObject({ uuid: j.courseC, is_accessible: false });
  });

  it('answers the same thing twice (lazy rows are created once)', async () => {
    const user = await buildLearner(t.db);
    const first = await get('/api/v1/steps', user.headers);
    const second = await get('/api/v1/steps', user.headers);
    expect(second.json()).toEqual(first.json());
  });
});

describe('GET /api/v1/steps/{course}', () => {
  it('returns the tree with the first content open, everything after it locked, and enrols the user', async () => {
    const user = await buildLearner(t.db);
    const res = await get(`/api/v1/steps/${j.courseA}`, user.headers);
    expect(res.statusCode).toBe(200);
    const course = res.json().data;
    expect(course).toMatchObject({ uuid: j.courseA, is_accessible: true, step: { uuid: j.steps[0], name: 'Fundamentos', order: 1 } });
    expect(course.subscription_uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [theme1, theme2] = course.themes;
    expect(theme1).toMatchObject({ uuid: j.themes.a1, is_accessible: true, ended_at: null });
    expect(theme1.topics[0].contents).toEqual([
      { uuid: j.a.text, title: 'O que é Git', type: 'text', order: 1, is_accessible: true, ended_at: null },
      { uuid: j.a.video, title: 'Vídeo: commits', type: 'video', order: 2, is_accessible: false, ended_at: null },
    ]);
    expect(theme1.topics[1]).toMatchObject({ is_accessible: false });
    expect(theme2).toMatchObject({ is_accessible: false });
    // No bodies in the tree.
    expect(JSON.stringify(course)).not.toContain('/media/journey');
    const steps = (await get('/api/v1/steps', user.headers)).json().data;
    expect(steps[0].courses[0].subscription_uuid).toBe(course.subscription_uuid);
    const again = await get(`/api/v1/steps/${j.courseA}`, user.headers);
    expect(again.json().data.subscription_uuid).toBe(course.subscription_uuid);
  });

  it.each([
    ['an unknown course', () => randomUUID(), 404],
    ['a malformed id', () => 'nao-e-um-uuid', 404],
    ['a theme id instead of a course', () => j.themes.a1, 404],
    ['a course locked behind the previous course', () => j.courseB, 403],
    ['a course of a locked step', () => j.courseC, 403],
  ])('answers %s with %i', async (_label, id, status) => {
    const user = await buildLearner(t.db);
    const res = await get(`/api/v1/steps/${id()}`, user.headers);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBeTruthy();
  });
});

describe('GET /api/v1/steps/modules/{id}/preview', () => {
  it('shows the module to any logged-in user: first content of each topic open, the rest locked', async () => {
    const user = await buildUser(t.db);
    const res = await get(`/api/v1/steps/modules/${j.courseA}/preview`, user.headers);
    expect(res.statusCode).toBe(200);
    const module = res.json().data;
    expect(module).toMatchObject({ uuid: j.courseA, name: 'Git do zero' });
    const [topic1, topic2] = module.themes[0].topics;
    expect(topic1.contents[0]).toEqual({
      uuid: j.a.text,
      title: 'O que é Git',
      type: 'text',
      order: 1,
      isLocked: false,
      content: '<p>Git é um sistema de controle de versões.</p>',
    });
    expect(topic1.contents[1]).toMatchObject({ uuid: j.a.video, isLocked: true, content: null });
    expect(topic2.contents[0]).toMatchObject({ uuid: j.a.quiz.id, isLocked: false });
    expect(topic2.contents[0].content).toHaveLength(4);
    expect(topic2.contents[0].content[0]).toEqual({ uuid: j.a.quiz.questions[0]!.id, question: 'Pergunta 1?', alternatives: ['Errada 1', 'Certa 1', 'Outra 1'] });
    const exam = module.themes[1].topics[0].contents[1];
    expect(exam).toMatchObject({ type: 'exam', isLocked: true, content: null });
    expect(res.body).not.toMatch(/correct/i);
    expect(res.body).not.toMatch(/is_accessible|ended_at/);
  });

  it.each([
    ['unknown', () => randomUUID()],
    ['malformed', () => '123'],
  ])('answers 404 for an %s module', async (_label, id) => {
    const user = await buildUser(t.db);
    expect((await get(`/api/v1/steps/modules/${id()}/preview`, user.headers)).statusCode).toBe(404);
  });
});
