import sharp from 'sharp';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { rowsOf } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema/index.ts';
import type { TestUser } from '../factories.ts';
import { buildPlanUser, createOwnerResources, seedWorld, TOP_PLAN, type OwnerWorld } from '../security/security-world.ts';
import { useTestApp } from '../test-app.ts';

/**
 * LGPD (decision 0006: a user can download all their data): the owner has rows in every table that
 * holds a user's data, and the export carries each one. The tables are found from the foreign keys,
 * so a table added later without its export key fails here.
 */
const t = useTestApp();

/** Export keys that are not the table's name (see personal-data.service.ts). */
const EXPORT_KEY: Record<string, string> = { password_reset_tokens: 'reset_link_requests' };
const keyOf = (table: string) => EXPORT_KEY[table] ?? table;

type Export = Record<string, unknown[]> & { profile: { email: string; name: string }; outbox_emails: { toAddress: string; subject: string }[]; sign_in_attempts_left: unknown[] };

/** Tables that reference `users`, directly or through a table that does (child → via columns). */
const EDITORIAL_TABLES_SHOWING_FILES = new Set(['highlights']);

async function tablesHoldingUserData(): Promise<Map<string, string[]>> {
  const fks = rowsOf<{ child: string; column: string; parent: string }>(
    await t.db.execute(sql`
      SELECT kcu.table_name AS child, kcu.column_name AS "column", ccu.table_name AS parent
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`),
  );
  const found = new Map<string, string[]>();
  for (let frontier = new Set(['users']); frontier.size > 0;) {
    const next = new Set<string>();
    for (const fk of fks) {
      if (!frontier.has(fk.parent) || fk.child === 'users') continue;
      // Editorial content that shows an uploaded file is nobody's personal data: the file's record
      // (uploader, name) is exported, the highlight that uses it is not (decisions 1602, 1606).
      if (fk.parent === 'files' && EDITORIAL_TABLES_SHOWING_FILES.has(fk.child)) continue;
      // users.plan_id → plans is the other direction (a catalogue row), never reached from here.
      if (!found.has(fk.child)) next.add(fk.child);
      found.set(fk.child, [...(found.get(fk.child) ?? []), `${fk.column} → ${fk.parent}`]);
    }
    frontier = next;
  }
  return found;
}

describe('LGPD export: every table holding the user’s data', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let world: OwnerWorld;
  let exported: Export;
  let body: string;

  beforeAll(async () => {
    await seedWorld(t.db);
    owner = await buildPlanUser(t.db, TOP_PLAN, 'Dona dos Dados');
    stranger = await buildPlanUser(t.db, TOP_PLAN, 'Outra Pessoa');
    // Profile, CV with every item kind, application with a status change, job alert (and its
    // creation record), favourite, plan intent, tracking, course enrolment, progress, quiz attempt.
    world = await createOwnerResources(t.app, t.db, owner);
    await createOwnerResources(t.app, t.db, stranger);

    // A reset link (password_reset_tokens + an outbox e-mail) and a failed login on the account.
    for (const user of [owner, stranger]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(202);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { username: user.email, password: 'senha-errada-123' } })).statusCode).toBe(404);
    }
    // Staff: the owner holds a role and has changed someone else's (decision 1401).
    expect((await runCommand(t.deps, 'grant-role', [owner.email, 'admin'])).ok).toBe(true);
    const colleague = await buildPlanUser(t.db, null, 'Colega');
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/v1/users/${colleague.id}/roles/editor`, headers: owner.headers })).statusCode).toBe(200);
    // A file uploaded in the console (decision 1602): its record names the uploader.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const upload = await t.app.inject({ method: 'POST', url: '/api/admin/v1/files?name=logo.png', headers: { ...owner.headers, 'content-type': 'image/png' }, payload: png });
    expect(upload.statusCode, upload.body).toBe(201);
    // The reset links are made by a background job the request woke.
    await t.deps.jobs.idle();

    // An alert digest with one job in it, as the delivery pass writes them.
    const [alert] = await t.db.select().from(schema.jobAlerts).where(eq(schema.jobAlerts.userId, owner.id));
    const [job] = await t.db.select({ id: schema.jobs.id }).from(schema.jobs).limit(1);
    const [digest] = await t.db.insert(schema.alertDigests).values({ userId: owner.id, frequency: 'weekly', status: 'sent', sentAt: new Date() }).returning();
    await t.db.insert(schema.alertDigestItems).values({ alertId: alert!.id, jobId: job!.id, digestId: digest!.id });
    // A next-step reminder, as the reminder pass claims them (decision 1702).
    const [application] = await t.db.select({ id: schema.applications.id }).from(schema.applications).where(eq(schema.applications.userId, owner.id));
    await t.db.insert(schema.applicationReminders).values({ applicationId: application!.id, nextStepDate: '2030-05-20' });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    body = res.body;
    exported = res.json() as Export;
  });

  it('has a non-empty key for every table that references the user, directly or through another of their rows', async () => {
    const tables = await tablesHoldingUserData();
    expect([...tables.keys()]).toEqual(expect.arrayContaining(['sessions', 'job_alert_creations', 'alert_digest_items', 'curriculum_formations', 'quiz_attempts']));
    const missing = [...tables]
      .filter(([table]) => !Array.isArray(exported[keyOf(table)]) || exported[keyOf(table)]?.length === 0)
      .map(([table, via]) => `${table} (${via.join(', ')})`);
    expect(missing).toEqual([]);
    expect(exported.profile).toMatchObject({ email: owner.email, name: `Ana ${world.marker}` });
    expect(exported.certificates).toEqual([expect.objectContaining({ userId: owner.id, holderName: `Ana ${world.marker}` })]);
  });

  it('carries every row of the tables keyed by user_id, and none of another user', async () => {
    const tables = await tablesHoldingUserData();
    const direct = [...tables].filter(([, via]) => via.includes('user_id → users')).map(([table]) => table);
    expect(direct).toContain('job_alert_creations');
    for (const table of direct) {
      const [row] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${owner.id}`));
      expect(exported[keyOf(table)], table).toHaveLength(row!.n);
      expect(JSON.stringify(exported[keyOf(table)]), table).not.toContain(stranger.id);
    }
    expect(body).not.toContain(stranger.email);
  });

  it('includes the data kept without a foreign key: the account’s password throttle, and the e-mails written for it', async () => {
    expect(exported.sign_in_attempts_left).toEqual(
      expect.arrayContaining([expect.objectContaining({ window: '15 minutos', attemptsLeft: expect.any(Number) }), expect.objectContaining({ window: '24 horas' })]),
    );
    expect(exported.outbox_emails).toEqual(expect.arrayContaining([expect.objectContaining({ toAddress: owner.email, subject: expect.stringMatching(/senha/i) })]));
    expect(exported.outbox_emails.every((e) => e.toAddress === owner.email)).toBe(true);
  });

  it('never hands over another account’s e-mails sent to an address that was later reused', async () => {
    const before = await buildPlanUser(t.db, TOP_PLAN, 'Dona Anterior');
    const reused = before.email;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: reused } });
    await t.deps.jobs.idle();
    // The first owner moves to another address; a new person signs up with the old one.
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/edit',
      headers: before.headers,
      payload: { name: 'Dona Anterior', email: `nova-${reused}`, tel: '11912345678' },
    });
    expect(moved.statusCode).toBe(200);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { name: 'Nova Dona', email: reused, password: 'frase-longa-e-unica-42', tel: '11912345678', linkedin: '' },
    });
    expect(signup.statusCode).toBe(201);
    const newcomer = (signup.json() as { data: { token: string } }).data.token;
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: { authorization: `Bearer ${newcomer}` } })).json() as Export;
    expect(theirs.outbox_emails).toEqual([]);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: before.headers })).json() as Export;
    expect(mine.outbox_emails).toEqual([expect.objectContaining({ toAddress: reused, subject: expect.stringMatching(/senha/i) })]);
  });

  it('leaves secrets out: password hash, token hashes and the e-mail bodies with their single-use links', async () => {
    const sessions = await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, owner.id));
    const resets = await t.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, owner.id));
    expect(resets.length).toBeGreaterThan(0);
    for (const { tokenHash } of [...sessions, ...resets]) expect(body).not.toContain(tokenHash);
    expect(body).not.toMatch(/scrypt\$/);
    expect(body).not.toMatch(/reset-password\?token=/);
  });

  it('account deletion also forgets the e-mails and the password throttle of the account', async () => {
    const throttled = () =>
      t.db
        .select()
        .from(schema.rateLimitBuckets)
        .where(like(schema.rateLimitBuckets.key, `%${stranger.id}%`));
    expect((await throttled()).length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: stranger.headers, payload: { password: stranger.password } });
    expect(res.statusCode).toBe(204);
    expect(await throttled()).toEqual([]);
    expect(await t.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.toAddress, stranger.email))).toEqual([]);
  });
});
