import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/database.ts';
import { runDeliveryPass } from '../../src/modules/alerts/delivery/delivery-pass.ts';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { syncSource } from '../../src/modules/sources/source-sync.ts';
import { createSource } from '../../src/modules/sources/sources.service.ts';
import { buildAlert, seedAlertReferences, setLastDelivered } from '../alerts/alert-factories.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { fixture, startFakeFeed, type FakeFeed } from './fake-feed-server.ts';

// Issue 15 item 6: alerts see connector jobs exactly as imported ones. A posting published at its
// source two days ago and first seen today is new to our users: it reaches a daily alert, once.

const t = useTestApp({ publicUrl: 'https://rumo.example', sourcesAllowPrivateAddresses: true });
let feed: FakeFeed;
const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
const posting = {
  ...fixture<{ data: Record<string, unknown>[] }>('gupy-jobs.json').data[0],
  id: 990001,
  name: 'Desenvolvedora Front-end React Pleno',
  city: 'São Paulo',
  state: 'São Paulo',
  type: 'vacancy_type_effective',
  publishedDate: twoDaysAgo,
  applicationDeadline: null,
  disabilities: false,
};

beforeAll(async () => {
  await seedAlertReferences(t.db);
  feed = await startFakeFeed({ '/api/job': () => ({ body: { data: [posting], pagination: { total: 1 } } }) });
});
afterAll(() => feed.close());

describe('alerts and connector jobs', () => {
  it('mails a job first seen today, published at its source two days ago, to a daily alert once', async () => {
    const user = await buildUser(t.db, { name: 'Carla Souza' });
    const alert = await buildAlert(t.db, user.id, { position: 'Desenvolvedor Front-end', frequency: 'daily', lastDeliveredDaysAgo: 1 });
    const source = await createSource(
      t.db,
      'cli',
      { kind: 'gupy', key: 'front-end', base_url: feed.origin, trust: 'auto', interval_minutes: 360 },
      { allowPrivateAddresses: true },
    );
    const client = new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0 });
    expect(await syncSource(t.db, source.id, { client })).toMatchObject({ status: 'done', run: { created: 1 } });
    const [job] = rowsOf<{ id: string; published_at: Date | string; job_type: string }>(await t.db.execute(sql`SELECT id, published_at, job_type FROM jobs`));
    expect(job!.job_type).toBe('CLT');
    expect(new Date(job!.published_at).toISOString()).toBe(twoDaysAgo);

    await runDeliveryPass(t.deps, { force: false });
    const mails = () => t.sentEmails.filter((m) => m.to === user.email);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.text).toContain(`https://rumo.example/jobs/${job!.id}`);

    // The next day the feed still lists it, unchanged: no second mail for the same job.
    expect(await syncSource(t.db, source.id, { client })).toMatchObject({ status: 'done', run: { unchanged: 1 } });
    await setLastDelivered(t.db, alert, 1.01);
    await runDeliveryPass(t.deps, { force: false });
    expect(mails()).toHaveLength(1);
  });
});
