import { describe, expect, it } from 'vitest';
import { seedDemoApplications } from '../../src/modules/applications/applications.seed.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob } from './applications.factories.ts';

const t = useTestApp();

describe('demo applications seed', () => {
  it('does nothing while there are no jobs, then gives the user 8 varied applications, once', async () => {
    const demo = await buildUser(t.db);
    expect(await seedDemoApplications(t.db, demo.email)).toBe(0);

    for (let i = 0; i < 30; i++) await buildJob(t.db, { publishedAt: new Date(Date.now() - i * 3_600_000) });
    await buildJob(t.db, { expiredAt: new Date(Date.now() - 1000) });
    expect(await seedDemoApplications(t.db, demo.email)).toBe(8);
    expect(await seedDemoApplications(t.db, demo.email)).toBe(0);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/applications?per_page=50', headers: demo.headers });
    const list = res.json().data as { status: string; created_at: string; updated_at: string; history: { status: string; changed_at: string }[]; job: { uuid: string } }[];
    expect(list).toHaveLength(8);
    expect(new Set(list.map((a) => a.job.uuid)).size).toBe(8);
    expect(new Set(list.map((a) => a.status))).toEqual(new Set(['open', 'review', 'interview', 'test', 'approved', 'rejected', 'closed']));
    for (const a of list) {
      expect(a.history[0]).toEqual({ status: 'open', changed_at: a.created_at });
      expect(a.history.at(-1)).toEqual({ status: a.status, changed_at: a.updated_at });
      const times = a.history.map((h) => Date.parse(h.changed_at));
      expect(times).toEqual([...times].sort((x, y) => x - y));
    }
    // Every period filter shows a different slice.
    const counts: number[] = [];
    for (const period of ['week', 'month', 'year', 'all']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/v1/applications?period=${period}`, headers: demo.headers });
      counts.push(r.json().meta.total);
    }
    expect(counts).toEqual([2, 4, 7, 8]);
  });

  it('skips a missing demo user', async () => {
    expect(await seedDemoApplications(t.db, 'ninguem@teste.rumo.app')).toBe(0);
  });
});
