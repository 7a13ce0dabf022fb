import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { rowsOf } from '../../src/db/database.ts';
import { applicationReminders, outboxEmails } from '../../src/db/schema/index.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { runNextStepReminders } from '../../src/modules/applications/reminders/next-step-reminders.ts';
import { nextStepRemindersJob } from '../../src/modules/applications/reminders/next-step-reminders.background-job.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { silentLog, testConfig, useTestApp } from '../test-app.ts';
import { buildJob } from './applications.factories.ts';
import { startFakeSmtpServer } from './fake-smtp-server.ts';

/**
 * The day-before reminder of a next step (decision 1702): the clock is the test's, the e-mail goes
 * through the outbox and a real SMTP server on 127.0.0.1, exactly once per (application, date).
 */
const t = useTestApp();
let now = new Date('2030-03-14T13:00:00Z'); // 10:00 in Brasília, the day before 2030-03-15
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  const config = testConfig();
  const mailer = createMailer(t.db, { smtpUrl: smtp.url, from: config.mailFrom, log: silentLog });
  app = await buildApp({ database: t.database, config, mailer, logger: false, clock: () => now });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function applicationWithStep(user: TestUser, date: string | null, time: string | null = null, company = 'Empresa Lembrete') {
  const job = await buildJob(t.db, { title: `Dev Lembrete ${Math.random().toString(36).slice(2, 7)}`, company });
  const res = await app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: job.id } });
  const uuid = res.json().data.uuid as string;
  if (date) {
    const set = await app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/details`, headers: user.headers, payload: { next_step_date: date, next_step_time: time } });
    expect(set.statusCode).toBe(200);
  }
  return { uuid, title: job.title };
}

/** One scheduled run of the background job, then the delivery it kicked. */
async function runJob() {
  await nextStepRemindersJob.run(app.deps);
  await app.deps.jobs.idle();
  while ((await app.deps.mailer.deliverPending()) > 0) {
    // drain
  }
}

const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.some((to) => to.includes(user.email)));

describe('next-step reminders', () => {
  it('sends one e-mail the day before, through SMTP, with the job, company, date and time; never twice', async () => {
    const user = await buildUser(t.db, { name: 'Bruna Lembrete' });
    const { uuid, title } = await applicationWithStep(user, '2030-03-15', '14:30');
    await runJob();
    await runJob();
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    const data = mails[0]!.data.replace(/=\r\n/g, '');
    expect(data).toMatch(/Subject: =\?UTF-8\?|Subject: Lembrete/);
    expect(data).toContain(title);
    expect(data).toContain('Empresa Lembrete');
    expect(data).toContain('15/03/2030');
    expect(data).toContain('14:30');
    const [row] = await t.db.select().from(applicationReminders).where(eq(applicationReminders.applicationId, uuid));
    expect(row?.nextStepDate).toBe('2030-03-15');
    const outbox = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, user.email));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.sentAt).not.toBeNull();
  });

  it('is not sent before the day before, before 08:00 of it, or for a step today', async () => {
    const user = await buildUser(t.db);
    await applicationWithStep(user, '2030-03-16');
    await applicationWithStep(user, '2030-03-14');
    await runJob();
    expect(mailsTo(user)).toHaveLength(0);
    const early = await buildUser(t.db);
    await applicationWithStep(early, '2030-03-15');
    now = new Date('2030-03-14T10:30:00Z'); // 07:30 in Brasília
    await runJob();
    expect(mailsTo(early)).toHaveLength(0);
    now = new Date('2030-03-14T13:00:00Z');
    await runJob();
    expect(mailsTo(early)).toHaveLength(1);
  });

  it('is not sent for a closed or rejected application', async () => {
    const user = await buildUser(t.db);
    for (const status of ['closed', 'rejected']) {
      const { uuid } = await applicationWithStep(user, '2030-03-15');
      await app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/status`, headers: user.headers, payload: { status } });
    }
    await runJob();
    expect(mailsTo(user)).toHaveLength(0);
  });

  it('a date changed after the reminder was sent gets a new one for the new date; changing it back sends nothing again', async () => {
    const user = await buildUser(t.db);
    const { uuid } = await applicationWithStep(user, '2030-03-15', '10:00');
    await runJob();
    expect(mailsTo(user)).toHaveLength(1);
    await app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/details`, headers: user.headers, payload: { next_step_date: '2030-03-20', next_step_time: '16:00' } });
    await runJob();
    expect(mailsTo(user)).toHaveLength(1);
    now = new Date('2030-03-19T12:00:00Z');
    await runJob();
    expect(mailsTo(user)).toHaveLength(2);
    expect(mailsTo(user)[1]!.data.replace(/=\r\n/g, '')).toContain('20/03/2030');
    await app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/details`, headers: user.headers, payload: { next_step_date: '2030-03-15', next_step_time: '10:00' } });
    now = new Date('2030-03-14T13:00:00Z');
    await runJob();
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('a date moved before the day before never sends the old reminder', async () => {
    const user = await buildUser(t.db);
    const { uuid } = await applicationWithStep(user, '2030-03-15');
    await app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/details`, headers: user.headers, payload: { next_step_date: '2030-03-25' } });
    await runJob();
    expect(mailsTo(user)).toHaveLength(0);
  });

  it('several passes at once (several instances) write one reminder each', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 3; i++) await applicationWithStep(user, '2030-03-15');
    const written = await Promise.all(Array.from({ length: 4 }, () => runNextStepReminders(app.deps)));
    expect(written.reduce((a, b) => a + b, 0)).toBe(3);
    while ((await app.deps.mailer.deliverPending()) > 0) {
      // drain
    }
    expect(mailsTo(user)).toHaveLength(3);
    const [count] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${user.email}`));
    expect(count?.n).toBe(3);
  });

  it('an SMTP failure is retried by the outbox, still one e-mail', async () => {
    const user = await buildUser(t.db);
    await applicationWithStep(user, '2030-03-15');
    smtp.failNext(1);
    await nextStepRemindersJob.run(app.deps);
    await app.deps.jobs.idle();
    expect(mailsTo(user)).toHaveLength(0);
    await t.db.execute(sql`UPDATE outbox_emails SET next_attempt_at = now() WHERE to_address = ${user.email}`);
    await runJob();
    expect(mailsTo(user)).toHaveLength(1);
  });
});
