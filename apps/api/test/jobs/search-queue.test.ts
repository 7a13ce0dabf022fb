import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../../src/lib/fair-work-queue.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../src/lib/rate-limit/limits.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, uniqueWord } from './job-factory.ts';
import { until } from '../wait-until.ts';

// Searches that miss the caches run a few at a time, people in turn (decision 1808). One slot here,
// so the test can hold it and see who waits. On this small table nothing is cached (too cheap to keep),
// so every text search is one that misses. The database answers them all: with the in-memory index
// (decision 1822) a text that matches nothing does no queued work at all.
const t = useTestApp({ searchConcurrency: 1, searchQueue: { maxWaitingPerSource: 1, maxWaiting: 4, maxWaitMs: 300 } });

function holdTheSlot() {
  let release!: () => void;
  const held = t.deps.searchWork.run({ source: 'teste' }, () => new Promise<void>((r) => (release = r)));
  return { release: async () => (release(), held) };
}

describe('GET /api/v1/jobs: the search queue (1808)', () => {
  it('waits for a slot, answers once it has one, and gives it back', async () => {
    const user = await buildUser(t.db);
    const w = uniqueWord();
    const job = await buildJob(t.db, { title: `Vaga ${w}` });
    const slot = holdTheSlot();

    const search = t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=${w}`, headers: user.headers });
    await until(() => t.deps.searchWork.stats().waiting === 1);
    // Nothing else waits for it: the detail of a job is not search work.
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: user.headers });
    expect(detail.statusCode).toBe(200);

    await slot.release();
    const answer = await search;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((j: { uuid: string }) => j.uuid)).toEqual([job.id]);
    await until(() => t.deps.searchWork.stats().running === 0);
  });

  it('refuses with 503 and Retry-After when the wait is too long, and 429 past what one person may have waiting', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const slot = holdTheSlot();

    const first = t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=${uniqueWord()}`, headers: user.headers });
    await until(() => t.deps.searchWork.stats().waiting === 1);
    const second = await t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=${uniqueWord()}`, headers: user.headers });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ message: TOO_MANY_REQUESTS_MESSAGE });
    // Another person still gets in line.
    const fromOther = t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=${uniqueWord()}`, headers: other.headers });

    for (const late of [await first, await fromOther]) {
      expect(late.statusCode).toBe(503);
      expect(late.json()).toMatchObject({ message: BUSY_MESSAGE });
      expect(late.headers['retry-after']).toBe('1');
    }
    await slot.release();
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/jobs?query=${uniqueWord()}`, headers: user.headers });
    expect(after.statusCode).toBe(200);
  });
});
