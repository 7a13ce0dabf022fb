import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { until } from '../wait-until.ts';
import { bareJob, createCv, list, uniqueWord } from './match-helpers.ts';

/**
 * The compatibility profile kept in memory per user (decision 1809): two instances on one
 * database. A CV changed in the database scores with its new skills once the notification arrives.
 */
const t = useTestApp();
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({ database: t.database, config: t.config, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
});

/** Well under the memory's 10 s: a wait that ends here was ended by a notification. */
const WAIT_MS = 3_000;

describe('compatibility profile kept in memory (decision 1809)', () => {
  it('scores from memory until a change is announced, then with the CV as it now is', async () => {
    const word = uniqueWord();
    const job = await bareJob(t.db, word, { skills: ['Go'] });
    const user = await buildUser(t.db);
    const cv = await createCv(t.app, user, { name: 'CV Go', skills: ['Go'] });
    const score = async () => (await list(other, user, `query=${word}`)).compatibility.scores?.[job.id];
    expect(await score()).toBe(100);

    // Unannounced (the trigger off), the instance that keeps the profile still scores with Go.
    await t.db.execute(sql`ALTER TABLE curricula DISABLE TRIGGER curricula_notify_change`);
    try {
      await t.db.execute(sql`UPDATE curricula SET skills = '{}' WHERE id = ${cv.uuid}`);
    } finally {
      await t.db.execute(sql`ALTER TABLE curricula ENABLE TRIGGER curricula_notify_change`);
    }
    expect(await score()).toBe(100);

    // Announced: the next lists score without it.
    await t.db.execute(sql`UPDATE curricula SET updated_at = now() WHERE id = ${cv.uuid}`);
    await until(async () => (await score()) !== 100, WAIT_MS);
  });

  it('sees the switch turned off in the database, once the notification arrives', async () => {
    const word = uniqueWord();
    await bareJob(t.db, word, { skills: ['Go'] });
    const user = await buildUser(t.db);
    await createCv(t.app, user, { name: 'CV Go', skills: ['Go'] });
    expect((await list(other, user, `query=${word}`)).compatibility.status).toBe('on');
    await t.db.execute(sql`INSERT INTO match_settings (user_id, enabled) VALUES (${user.id}, false)`);
    await until(async () => (await list(other, user, `query=${word}`)).compatibility.status === 'off', WAIT_MS);
  });
});
