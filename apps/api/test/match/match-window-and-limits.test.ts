import { describe, expect, it } from 'vitest';
import { JOBS_PER_PAGE } from '@rumo/contract';
import { jobs } from '../../src/db/schema/index.ts';
import { LIMITS } from '../../src/lib/rate-limit/limits.ts';
import { RANK_WINDOW } from '../../src/modules/jobs/job-search.ts';
import { buildUser } from '../factories.ts';
import { daysAgo } from '../jobs/job-factory.ts';
import { useTestApp } from '../test-app.ts';
import { createCv, list, uniqueWord } from './match-helpers.ts';

// The production rate limits (factor 1): the breakdown and 'Vagas para você' are bounded per user.
const t = useTestApp({ rateLimitFactor: 1 });

describe('sort=compatibility over the ranked window (docs/decisions/1704)', () => {
  it('ranks the newest RANK_WINDOW matches by score; pages past it continue newest first', async () => {
    const word = uniqueWord();
    const total = RANK_WINDOW + JOBS_PER_PAGE + 3;
    // i = 0 is the newest. Every 7th job asks for Go (score 100 for this CV); the rest for Rust (0).
    // The oldest jobs — past the window — all ask for Go, and must still come newest first, unranked.
    const rows = Array.from({ length: total }, (_, i) => ({
      externalId: `${word}-${i}`,
      title: `Vaga ${word} ${i}`,
      skills: i % 7 === 0 || i >= RANK_WINDOW ? ['Go'] : ['Rust'],
      publishedAt: daysAgo(0.01 + i * 0.001),
    }));
    await t.db.insert(jobs).values(rows);
    const user = await buildUser(t.db);
    await createCv(t.app, user, { skills: ['Go'] });

    const first = await list(t.app, user, `query=${word}&sort=compatibility`);
    expect(first.data).toHaveLength(JOBS_PER_PAGE);
    const expected = rows
      .slice(0, RANK_WINDOW)
      .map((r, i) => ({ i, score: r.skills[0] === 'Go' ? 100 : 0 }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, JOBS_PER_PAGE)
      .map((r) => `Vaga ${word} ${r.i}`);
    expect(first.data.map((j) => j.title)).toEqual(expected);
    expect(Object.values(first.compatibility.scores)).toEqual(Array(JOBS_PER_PAGE).fill(100));

    const pastWindow = await list(t.app, user, `query=${word}&sort=compatibility&page=${RANK_WINDOW / JOBS_PER_PAGE + 1}`);
    expect(pastWindow.data.map((j) => j.title)).toEqual(Array.from({ length: JOBS_PER_PAGE }, (_, k) => `Vaga ${word} ${RANK_WINDOW + k}`));
    expect(Object.keys(pastWindow.compatibility.scores)).toHaveLength(JOBS_PER_PAGE);
  });
});

describe('rate limits', () => {
  it('bounds /jobs/{uuid}/match and /jobs/for-you per user, with 429 and Retry-After', async () => {
    const user = await buildUser(t.db);
    await createCv(t.app, user);
    let last = 0;
    // The bucket refills one token a second while the loop runs: a few more than the capacity.
    for (let i = 0; i <= 2 * LIMITS.matchPerUser.capacity; i++) {
      last = (await t.app.inject({ method: 'GET', url: '/api/v1/jobs/for-you', headers: user.headers })).statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    // The breakdown shares the bucket: refused at once, bar a token that refilled meanwhile (a second
    // can pass on a loaded machine; an unknown job answers 404 while a token is left).
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 5 && refused?.statusCode !== 429; i++) {
      refused = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/00000000-0000-4000-8000-000000000000/match', headers: user.headers });
      statuses.push(refused.statusCode);
    }
    expect(refused!.statusCode, statuses.join(',')).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(refused!.headers['retry-after']).toBeTruthy();
    // Another user is not affected.
    const other = await buildUser(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs/for-you', headers: other.headers })).statusCode).toBe(200);
  });
});
