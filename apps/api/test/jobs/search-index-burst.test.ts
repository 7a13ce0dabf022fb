import { describe, expect, it } from 'vitest';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, uniqueWord } from './job-factory.ts';

// A burst of one search answered by the in-memory index (decision 1822) reads the page once: the
// others wait for that read instead of each queueing its own ranking, which one person's share of
// the search queue (one waiting here) would refuse.
const t = useTestApp({ searchConcurrency: 1, searchQueue: { maxWaitingPerSource: 1, maxWaiting: 4, maxWaitMs: 5_000 } });

describe('GET /api/v1/jobs: a burst of one search (1822)', () => {
  it('answers every request of the burst from one read', async () => {
    const user = await buildUser(t.db);
    const word = uniqueWord();
    for (let i = 0; i < 3; i++) await buildJob(t.db, { title: `Vaga ${word} ${i}` });
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=${word}`, headers: user.headers })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.json().meta.total))).toEqual(new Set([3]));
  });
});
