import { describe, expect, it } from 'vitest';
import { FOR_YOU_MAX } from '@rumo/contract';
import { courses, steps } from '../../src/db/schema/index.ts';
import { buildUser } from '../factories.ts';
import { daysAgo } from '../jobs/job-factory.ts';
import { useTestApp } from '../test-app.ts';
import { bareJob, createCv, matchOf, uniqueWord } from './match-helpers.ts';

/** Missing skills → the journey's published courses; 'Vagas para você' (docs/decisions/1704). */
const t = useTestApp();

describe('missing skills link to courses', () => {
  it('lists the published courses that teach each missing skill, by step and course order; withdrawn ones are left out', async () => {
    const skill = `Kotlin${uniqueWord()}`;
    const [late] = await t.db.insert(steps).values({ name: 'Etapa tardia', description: '.', order: 90 }).returning();
    const [early] = await t.db.insert(steps).values({ name: 'Etapa inicial', description: '.', order: 10 }).returning();
    const [second] = await t.db
      .insert(courses)
      .values({ stepId: early!.id, name: 'Segundo', description: '.', order: 2, skills: [skill.toUpperCase()] })
      .returning();
    const [first] = await t.db
      .insert(courses)
      .values({ stepId: early!.id, name: 'Primeiro', description: '.', order: 1, skills: ['Outra', `${skill} `] })
      .returning();
    const [lateCourse] = await t.db
      .insert(courses)
      .values({ stepId: late!.id, name: 'Tardio', description: '.', order: 1, skills: [skill] })
      .returning();
    await t.db.insert(courses).values({ stepId: early!.id, name: 'Retirado', description: '.', order: 3, skills: [skill], publishedAt: null });

    const job = await bareJob(t.db, uniqueWord(), { skills: [skill, 'React'] });
    const user = await buildUser(t.db);
    await createCv(t.app, user, { skills: ['React'] });
    const match = await matchOf(t.app, user, job.id);
    expect(match.breakdown.skills.matched).toEqual(['React']);
    expect(match.breakdown.skills.missing).toEqual([
      {
        skill,
        courses: [
          { uuid: first!.id, name: 'Primeiro', step_name: 'Etapa inicial' },
          { uuid: second!.id, name: 'Segundo', step_name: 'Etapa inicial' },
          { uuid: lateCourse!.id, name: 'Tardio', step_name: 'Etapa tardia' },
        ],
      },
    ]);
  });
});

describe('Vagas para você', () => {
  it('recent jobs scoring at least 50, best first, at most FOR_YOU_MAX', async () => {
    const skill = `Elixir${uniqueWord()}`;
    const user = await buildUser(t.db);
    const cv = await createCv(t.app, user, { skills: [skill, 'Phoenix'] });
    const old = await bareJob(t.db, uniqueWord(), { skills: [skill], publishedAt: daysAgo(20) });
    const low = await bareJob(t.db, uniqueWord(), { skills: [skill, 'A', 'B'], publishedAt: daysAgo(1) });
    const half = await bareJob(t.db, uniqueWord(), { skills: [skill, 'Rust'], publishedAt: daysAgo(1) });
    const full = [];
    for (let i = 0; i < FOR_YOU_MAX; i++) full.push(await bareJob(t.db, uniqueWord(), { skills: [skill], publishedAt: daysAgo(2 + i) }));
    const filled = await bareJob(t.db, uniqueWord(), { skills: [skill], publishedAt: daysAgo(1), filledAt: new Date() });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/for-you', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('on');
    expect(body.curriculum).toEqual({ uuid: cv.uuid, name: 'CV de teste' });
    expect(body.data.map((j: { uuid: string }) => j.uuid)).toEqual(full.map((j) => j.id));
    expect(body.data.every((j: { compatibility: number }) => j.compatibility === 100)).toBe(true);
    const ids = body.data.map((j: { uuid: string }) => j.uuid);
    for (const left of [old, low, filled, half]) expect(ids).not.toContain(left.id);
  });

  it('the threshold: a job at exactly FOR_YOU_MIN_SCORE is in, one below is not', async () => {
    const skill = `Clojure${uniqueWord()}`;
    const user = await buildUser(t.db);
    await createCv(t.app, user, { skills: [skill] });
    const half = await bareJob(t.db, uniqueWord(), { skills: [skill, 'Rust'] });
    const third = await bareJob(t.db, uniqueWord(), { skills: [skill, 'Rust', 'Go'] });
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/jobs/for-you', headers: user.headers })).json();
    expect(body.data.map((j: { uuid: string; compatibility: number }) => [j.uuid, j.compatibility])).toEqual([[half.id, 50]]);
    expect(body.data.map((j: { uuid: string }) => j.uuid)).not.toContain(third.id);
  });
});
