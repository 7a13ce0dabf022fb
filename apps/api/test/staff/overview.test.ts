import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { alertDigests, jobSources, jobs, plans, sourceRuns, subscriptionIntents, supportTickets, userActivityDays } from '../../src/db/schema/index.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Issue 14 item 2, the console home (decision 1405): counts for the screens the viewer works on,
// sign-ups and active users per Brasília day over 30 days (zero-filled), alert e-mails sent and failed.

const t = useTestApp();

type Overview = {
  jobs_pending: number | null;
  tickets_open: number | null;
  leads_new: number | null;
  signups_per_day: { day: string; count: number }[];
  active_users_per_day: { day: string; count: number }[];
  alert_emails: { sent: number; failed: number };
  source_runs: { source_name: string; source_kind: string; status: string; created: number; rejections: unknown[]; finished_at: string | null }[] | null;
};

const brasiliaDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  await seedPlans(t.db);
  admin = await buildUser(t.db, { name: 'Alice Admin' });
  editor = await buildUser(t.db, { name: 'Edu Editor' });
  await runCommand(t.deps, 'grant-role', [admin.email, 'admin']);
  await runCommand(t.deps, 'grant-role', [editor.email, 'editor']);
});

const overview = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/v1/overview', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as Overview;
};

describe('console overview', () => {
  it('counts pending jobs, open tickets and new leads on known data', async () => {
    const before = await overview(admin);
    const seeker = await buildUser(t.db);
    await t.db.insert(jobs).values([
      { title: 'Em revisão 1', moderationStatus: 'pending' },
      { title: 'Em revisão 2', moderationStatus: 'pending' },
      { title: 'Publicada', moderationStatus: 'published' },
    ]);
    await t.db.insert(supportTickets).values([
      { userId: seeker.id, subject: 'Aberto', status: 'open' },
      { userId: seeker.id, subject: 'Resolvido', status: 'resolved' },
    ]);
    const [premium] = await t.db
      .select({ id: plans.id })
      .from(plans)
      .where(sql`${plans.key} = 'premium'`);
    const [pro] = await t.db
      .select({ id: plans.id })
      .from(plans)
      .where(sql`${plans.key} = 'pro'`);
    await t.db.insert(subscriptionIntents).values([
      { userId: seeker.id, planId: premium!.id },
      { userId: seeker.id, planId: pro!.id, status: 'lost' },
    ]);
    await t.db.insert(alertDigests).values([
      { userId: seeker.id, frequency: 'daily', status: 'sent', sentAt: new Date() },
      { userId: seeker.id, frequency: 'weekly', status: 'sent', sentAt: new Date(Date.now() - 40 * 86_400_000) },
      { userId: seeker.id, frequency: 'daily', status: 'failed' },
      { userId: seeker.id, frequency: 'daily', status: 'pending' },
    ]);
    const after = await overview(admin);
    expect(after.jobs_pending).toBe(before.jobs_pending! + 2);
    expect(after.tickets_open).toBe(before.tickets_open! + 1);
    expect(after.leads_new).toBe(before.leads_new! + 1);
    expect(after.alert_emails).toEqual({ sent: before.alert_emails.sent + 1, failed: before.alert_emails.failed + 1 });
  });

  it('gives 30 Brasília days, oldest first, ending today, zero-filled; a sign-up and an active user today are counted', async () => {
    const before = await overview(admin);
    const newcomer = await buildUser(t.db);
    // Active 3 days ago too (a day nobody else was active in this fresh database).
    await t.db.insert(userActivityDays).values({ userId: newcomer.id, day: brasiliaDay(-3) });
    const data = await overview(admin);
    for (const series of [data.signups_per_day, data.active_users_per_day]) {
      expect(series).toHaveLength(30);
      expect(series[29]!.day).toBe(brasiliaDay());
      expect(series[0]!.day).toBe(brasiliaDay(-29));
      expect(series.every((d) => Number.isInteger(d.count) && d.count >= 0)).toBe(true);
    }
    expect(data.signups_per_day[29]!.count).toBe(before.signups_per_day[29]!.count + 1);
    expect(data.active_users_per_day[29]!.count).toBe(before.active_users_per_day[29]!.count + 1);
    expect(data.active_users_per_day[26]!.count).toBe(before.active_users_per_day[26]!.count + 1);
    // Nobody in this database signed up 20 days ago: a zero, not a gap.
    expect(data.signups_per_day[9]).toEqual({ day: brasiliaDay(-20), count: 0 });
  });

  it('shows the last five source runs, newest first, with their source (decision 1502)', async () => {
    const [source] = await t.db.insert(jobSources).values({ kind: 'greenhouse', key: 'rumo-teste', name: 'Rumo Teste' }).returning({ id: jobSources.id });
    const start = Date.now() - 10 * 60_000;
    await t.db.insert(sourceRuns).values(
      Array.from({ length: 6 }, (_, i) => ({
        sourceId: source!.id,
        status: i === 5 ? ('failed' as const) : ('ok' as const),
        startedAt: new Date(start + i * 60_000),
        finishedAt: new Date(start + i * 60_000 + 5_000),
        created: i,
        rejected: i === 4 ? 1 : 0,
        rejections: i === 4 ? [{ source_job_id: '42', reason: 'Sem título.' }] : [],
        error: i === 5 ? 'A fonte não respondeu.' : null,
      })),
    );
    const runs = (await overview(admin)).source_runs!;
    expect(runs.map((r) => r.created)).toEqual([5, 4, 3, 2, 1]);
    expect(runs[0]).toMatchObject({ source_name: 'Rumo Teste', source_kind: 'greenhouse', status: 'failed', error: 'A fonte não respondeu.' });
    expect(runs[1]!.rejections).toEqual([{ source_job_id: '42', reason: 'Sem título.' }]);
    expect(runs[0]!.finished_at).toBe(new Date(start + 5 * 60_000 + 5_000).toISOString());
  });

  it('leaves out the counts of screens the viewer may not open', async () => {
    const data = await overview(editor);
    expect(data).toMatchObject({ jobs_pending: null, tickets_open: null, leads_new: null, source_runs: null });
    expect(data.signups_per_day).toHaveLength(30);
  });
});
