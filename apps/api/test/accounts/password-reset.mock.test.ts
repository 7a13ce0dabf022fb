import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { outboxEmails, passwordResetTokens } from '../../src/db/schema/index.ts';
import { createMailer, REDACTED, type Email } from '../../src/lib/mailer.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import * as passwordHash from '../../src/modules/accounts/password-hash.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { silentLog, testConfig, useTestApp } from '../test-app.ts';

vi.mock('../../src/modules/accounts/password-hash.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwordHash>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) };
});

const t = useTestApp();
const hashCalls = () => vi.mocked(passwordHash.hashPassword).mock.calls.length;
const linkIn = (text: string | undefined) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

async function askForLink(app: FastifyInstance, user: TestUser, sent: Email[]): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
  expect(res.statusCode).toBe(202);
  await app.deps.jobs.idle();
  const token = linkIn(sent.filter((e) => e.to === user.email).at(-1)?.text);
  expect(token).toBeTruthy();
  return token!;
}
const reset = (token: string, password = 'uma-frase-nova-e-longa') => t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });

describe('reset links (docs/decisions/0705)', () => {
  it('only the newest link works', async () => {
    const user = await buildUser(t.db);
    const first = await askForLink(t.app, user, t.sentEmails);
    const second = await askForLink(t.app, user, t.sentEmails);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('a successful reset ends every other live link of the user', async () => {
    const user = await buildUser(t.db);
    // A link made some other way (e.g. two requests handled at the same moment) is still open…
    const other = newToken();
    await t.db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: other.hash, expiresAt: new Date(Date.now() + 3_600_000) });
    const token = await askForLink(t.app, user, t.sentEmails);
    await t.db.update(passwordResetTokens).set({ revokedAt: null }).where(eq(passwordResetTokens.tokenHash, other.hash));
    expect((await reset(token)).statusCode).toBe(200);
    // …and dies with the reset.
    expect((await reset(other.token, 'outra-frase-nova-e-longa')).statusCode).toBe(400);
  });

  it('a password change ends the links already mailed', async () => {
    const user = await buildUser(t.db);
    const token = await askForLink(t.app, user, t.sentEmails);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      headers: user.headers,
      payload: { current_password: user.password, new_password: 'trocada-pela-dona-99' },
    });
    expect(change.statusCode).toBe(202);
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('checks the token and the password policy before hashing: bogus requests cost no hash', async () => {
    const user = await buildUser(t.db);
    const token = await askForLink(t.app, user, t.sentEmails);
    vi.mocked(passwordHash.hashPassword).mockClear();
    for (let i = 0; i < 20; i++) expect((await reset(`token-inventado-${i}-aaaaaaaaaaaa`)).statusCode).toBe(400);
    expect((await reset(token, 'flamengo1')).statusCode).toBe(422);
    expect(hashCalls()).toBe(0);
    expect((await reset(token)).statusCode).toBe(200);
    expect(hashCalls()).toBe(1);
  });
});

describe('forgot-password does not reveal which accounts exist', () => {
  let smtpApp: FastifyInstance;
  const delivered: Email[] = [];
  let failing = true;
  afterAll(async () => smtpApp?.close());
  beforeEach(async () => {
    if (smtpApp) return;
    // A real nodemailer transport that fails while `failing`, then hands the message over.
    const transport = nodemailer.createTransport({
      name: 'teste',
      version: '1',
      send: (mail: { data: unknown }, callback: (err: Error | null, info?: unknown) => void) =>
        failing ? callback(new Error('SMTP fora do ar')) : callback(null, { envelope: {}, messageId: 'x' }),
    } as never);
    const mailer = createMailer(t.db, { transport, from: 'Rumo <nao-responda@rumo.app>', log: silentLog, onDelivered: (e) => delivered.push(e) });
    smtpApp = await buildApp({ database: t.database, config: testConfig(), mailer, logger: false });
  });

  it('answers the same status and body for an address with and without an account, even when mail is down', async () => {
    const user = await buildUser(t.db);
    failing = true;
    const known = await smtpApp.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    const unknown = await smtpApp.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'ninguem-aqui@teste.rumo.app' } });
    await smtpApp.deps.jobs.idle();
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    // The e-mail waits in the outbox for its retry, with the reason.
    const [pending] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(pending).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, lastError: 'SMTP fora do ar' });
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The retry delivers it; the stored copy then holds no live link, the delivered one does.
    failing = false;
    await t.db
      .update(outboxEmails)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboxEmails.userId, user.id));
    expect(await smtpApp.deps.mailer.deliverPending()).toBe(1);
    const token = linkIn(delivered.find((e) => e.to === user.email)?.text);
    expect(token).toBeTruthy();
    const [sent] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.text + sent!.html).not.toContain(token);
    expect(sent!.text).toContain(REDACTED);
    expect(sent!.redactedText).toBeNull();
    // The link itself still works: only the stored copy lost it.
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token!)));
    expect(row?.usedAt).toBeNull();
  });

  it('without SMTP the outbox is the delivery channel, so its copy keeps the link', async () => {
    const user = await buildUser(t.db);
    const token = await askForLink(t.app, user, t.sentEmails);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(row).toMatchObject({ transport: 'outbox', redactedText: null });
    expect(row!.text).toContain(token);
  });
});
