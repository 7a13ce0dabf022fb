import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps.ts';
import { alertDigestItems, alertDigests, jobAlerts } from '../../src/db/schema/index.ts';
import type { Email } from '../../src/lib/mailer.ts';
import { runDeliveryPass } from '../../src/modules/alerts/delivery/delivery-pass.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildAlert, buildJob, seedAlertReferences, setLastDelivered } from './alert-factories.ts';

const t = useTestApp({ publicUrl: 'https://rumo.example' });
const mailsTo = (email: string) => t.sentEmails.filter((m) => m.to === email);
const pass = (deps: AppDeps = t.deps, force = false) => runDeliveryPass(deps, { force });

beforeAll(() => seedAlertReferences(t.db));
// Each test works on its own users; jobs are shared, so start each test from none.
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM jobs`);
});

describe('a delivery pass', () => {
  it('mails one digest per user and period listing each alert’s jobs, then nothing more', async () => {
    const user = await buildUser(t.db, { name: 'Bruna Lima' });
    const front = await buildAlert(t.db, user.id, { position: 'Desenvolvedor Front-end' });
    await buildAlert(t.db, user.id, { position: 'Engenheiro de Dados', type: 'PJ', city: 'Florianópolis', state: 'SC' });
    const j1 = await buildJob(t.db, { title: 'Desenvolvedora Front-end React' });
    const j2 = await buildJob(t.db, { title: 'Engenheiro(a) de Dados Sênior', jobType: 'PJ', city: 'Florianopolis', state: 'SC', salary: null });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end em Campinas', city: 'Campinas' });

    const report = await pass();
    expect(report).toMatchObject({ digestsCreated: 1, jobsChosen: 2, emailsSent: 1, failures: 0 });
    const [mail] = mailsTo(user.email) as [Email];
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mail.subject).toBe('Rumo: 2 novas vagas para os seus alertas (resumo diário)');
    expect(mail.text).toContain('Olá, Bruna!');
    expect(mail.text).toContain(`https://rumo.example/jobs/${j1.id}`);
    expect(mail.text).toContain(`https://rumo.example/jobs/${j2.id}`);
    expect(mail.text).toContain('A combinar');
    expect(mail.text).not.toContain('Campinas');
    expect(mail.text.match(/\/api\/v1\/job-alerts\/unsubscribe\?token=/g)).toHaveLength(2);
    expect(mail.html).toContain(`href="https://rumo.example/jobs/${j1.id}"`);

    const [digest] = await t.db.select().from(alertDigests).where(eq(alertDigests.userId, user.id));
    expect(digest).toMatchObject({ status: 'sent', attempts: 1, frequency: 'daily' });
    expect(digest?.sentAt).toBeInstanceOf(Date);
    const [alert] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, front));
    expect(Date.now() - (alert?.lastDeliveredAt.getTime() ?? 0)).toBeLessThan(60_000);

    await pass();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('sends nothing when nothing matched, and moves the window on', async () => {
    const user = await buildUser(t.db);
    const alert = await buildAlert(t.db, user.id, { position: 'Scrum Master' });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end' });
    const report = await pass();
    expect(report.emailsSent).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await t.db.select().from(alertDigests).where(eq(alertDigests.userId, user.id))).toEqual([]);
    const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert));
    expect(Date.now() - (row?.lastDeliveredAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('skips inactive alerts', async () => {
    const user = await buildUser(t.db);
    await buildAlert(t.db, user.id, { isActive: false });
    await buildJob(t.db);
    await pass();
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it.each([
    ['daily', 0.9, 1.01],
    ['weekly', 6.9, 7.01],
    ['monthly', 29.9, 30.01],
  ] as const)('waits for the %s period: not due at %s days, due at %s days', async (frequency, before, after) => {
    const user = await buildUser(t.db);
    const alert = await buildAlert(t.db, user.id, { frequency, lastDeliveredDaysAgo: before });
    await buildJob(t.db);
    await pass();
    expect(mailsTo(user.email)).toHaveLength(0);
    await setLastDelivered(t.db, alert, after);
    await pass();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0]?.subject).toMatch(new RegExp(`resumo ${{ daily: 'diário', weekly: 'semanal', monthly: 'mensal' }[frequency]}`));
  });

  it('sends one digest per period when a user has alerts of several frequencies', async () => {
    const user = await buildUser(t.db);
    await buildAlert(t.db, user.id, { frequency: 'daily', lastDeliveredDaysAgo: 2 });
    await buildAlert(t.db, user.id, { frequency: 'weekly', lastDeliveredDaysAgo: 8 });
    await buildAlert(t.db, user.id, { frequency: 'weekly', lastDeliveredDaysAgo: 8, position: 'Desenvolvedor React' });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end React' });
    await pass();
    expect(
      mailsTo(user.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Rumo: 1 nova vaga para os seus alertas (resumo diário)', 'Rumo: 2 novas vagas para os seus alertas (resumo semanal)']);
  });

  it('never mails a job twice for the same alert, across passes', async () => {
    const user = await buildUser(t.db);
    const alert = await buildAlert(t.db, user.id);
    const first = await buildJob(t.db, { title: 'Desenvolvedor Front-end primeira' });
    await pass();
    // A day later, the overlap window still covers the first job; a new one appears.
    await setLastDelivered(t.db, alert, 1.01);
    await t.db.execute(sql`UPDATE jobs SET published_at = now() - interval '1 day 30 minutes', created_at = now() - interval '1 day 30 minutes' WHERE id = ${first.id}`);
    const second = await buildJob(t.db, { title: 'Desenvolvedor Front-end segunda' });
    await pass();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(second.id);
    expect(mails[1]?.text).not.toContain(first.id);
    const items = await t.db.select().from(alertDigestItems).where(eq(alertDigestItems.alertId, alert));
    expect(items.map((i) => i.jobId).sort()).toEqual([first.id, second.id].sort());
  });

  it('puts at most 10 jobs per alert in a digest and keeps the rest for the next one', async () => {
    const user = await buildUser(t.db);
    const alert = await buildAlert(t.db, user.id);
    for (let i = 0; i < 13; i++) await buildJob(t.db, { title: `Desenvolvedor Front-end ${i}` });
    await pass();
    expect((await t.db.select().from(alertDigestItems).where(eq(alertDigestItems.alertId, alert))).length).toBe(10);
    await setLastDelivered(t.db, alert, 1.01);
    await pass();
    expect((await t.db.select().from(alertDigestItems).where(eq(alertDigestItems.alertId, alert))).length).toBe(13);
    expect(mailsTo(user.email)[1]?.subject).toMatch(/^Rumo: 3 novas vagas/);
  });

  it('with force, delivers every active alert now, once per pass', async () => {
    const user = await buildUser(t.db);
    await buildAlert(t.db, user.id, { frequency: 'monthly', lastDeliveredDaysAgo: 0 });
    await buildJob(t.db);
    await pass();
    expect(mailsTo(user.email)).toHaveLength(0);
    await pass(t.deps, true);
    expect(mailsTo(user.email)).toHaveLength(1);
    await pass(t.deps, true);
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('two runners at the same moment send one e-mail', async () => {
    const users = await Promise.all([buildUser(t.db), buildUser(t.db), buildUser(t.db)]);
    for (const u of users) {
      await buildAlert(t.db, u.id);
      await buildAlert(t.db, u.id, { position: 'Desenvolvedor React' });
    }
    await buildJob(t.db, { title: 'Desenvolvedor Front-end React' });
    // On PostgreSQL each runner's transactions run on their own pool connections.
    const reports = await Promise.all([pass(), pass(), pass()]);
    expect(reports.reduce((n, r) => n + r.emailsSent, 0)).toBe(3);
    // The runners stepped around each other (SKIP LOCKED) rather than colliding on the items' key.
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    for (const u of users) {
      expect(mailsTo(u.email)).toHaveLength(1);
      expect(mailsTo(u.email)[0]?.subject).toMatch(/^Rumo: 2 novas vagas/);
    }
  });

  it('a failed send is retried by the next pass, which sends it once', async () => {
    const user = await buildUser(t.db);
    await buildAlert(t.db, user.id);
    const job = await buildJob(t.db);
    let failures = 0;
    const flaky: AppDeps = {
      ...t.deps,
      mailer: {
        ...t.deps.mailer,
        send: async (email) => {
          if (email.to === user.email && failures++ === 0) throw new Error('SMTP fora do ar');
          await t.deps.mailer.send(email);
        },
      },
    };
    const first = await pass(flaky);
    expect(first).toMatchObject({ digestsCreated: 1, emailsSent: 0, failures: 1 });
    expect(first.errors[0]).toMatch(/not sent/);
    const [pending] = await t.db.select().from(alertDigests).where(eq(alertDigests.userId, user.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    // The first retry may happen at once (the next pass).
    expect(pending?.lockedUntil?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    const second = await pass(flaky);
    expect(second).toMatchObject({ digestsCreated: 0, emailsSent: 1, resent: 1 });
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0]?.text).toContain(job.id);
    const [sent] = await t.db.select().from(alertDigests).where(eq(alertDigests.userId, user.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    await pass();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('a crash between choosing and sending: the digest is resent once its lease runs out', async () => {
    const user = await buildUser(t.db);
    await buildAlert(t.db, user.id);
    await buildJob(t.db);
    // The process dies inside mailer.send: the digest was chosen and committed, never marked sent.
    const crashing: AppDeps = { ...t.deps, mailer: { ...t.deps.mailer, send: () => new Promise<void>(() => {}) } };
    void pass(crashing);
    await waitFor(async () => (await t.db.select().from(alertDigests).where(eq(alertDigests.userId, user.id))).length === 1);
    // Other runners leave it alone while the lease holds…
    expect((await pass()).emailsSent).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);
    // …and send it once the lease has run out.
    await t.db
      .update(alertDigests)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(alertDigests.userId, user.id));
    const [a, b] = await Promise.all([pass(), pass()]);
    expect((a?.resent ?? 0) + (b?.resent ?? 0)).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('gives a digest up after too many failures', async () => {
    const user = await buildUser(t.db);
    await buildAlert(t.db, user.id);
    await buildJob(t.db);
    const broken: AppDeps = { ...t.deps, mailer: { ...t.deps.mailer, send: async () => Promise.reject(new Error('sempre falha')) } };
    await pass(broken);
    await t.db.update(alertDigests).set({ attempts: 11, lockedUntil: null }).where(eq(alertDigests.userId, user.id));
    await pass(broken);
    const [digest] = await t.db.select().from(alertDigests).where(eq(alertDigests.userId, user.id));
    expect(digest).toMatchObject({ status: 'failed', attempts: 12 });
    expect((await pass()).emailsSent).toBe(0);
  });

  it('cancels a pending digest whose alert was switched off meanwhile', async () => {
    const user = await buildUser(t.db);
    const alert = await buildAlert(t.db, user.id);
    await buildJob(t.db);
    const broken: AppDeps = { ...t.deps, mailer: { ...t.deps.mailer, send: async () => Promise.reject(new Error('falhou')) } };
    await pass(broken);
    await t.db.update(jobAlerts).set({ isActive: false }).where(eq(jobAlerts.id, alert));
    expect((await pass()).cancelled).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
