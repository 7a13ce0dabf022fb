import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { unannounced, useSecondInstance } from '../second-instance.ts';
import { until } from '../wait-until.ts';
import { bareJob, createCv, list, uniqueWord } from './match-helpers.ts';

/**
 * The compatibility profile kept in memory per user (decision 1809): two instances on one
 * database. A CV changed in the database scores with its new skills once the notification arrives.
 */
const t = useTestApp();
const second = useSecondInstance(t);

/** Well under the memory's 10 s: a wait that ends here was ended by a notification. */
const WAIT_MS = 3_000;

describe('compatibility profile kept in memory (decision 1809)', () => {
  it('scores from memory until a change is announced, then with the CV as it now is', async () => {
    const word = uniqueWord();
    const job = await bareJob(t.db, word, { skills: ['Go'] });
    const user = await buildUser(t.db);
    const cv = await createCv(t.app, user, { name: 'CV Go', skills: ['Go'] });
    const score = async () => (await list(second.app, user, `query=${word}`)).compatibility.scores?.[job.id];
    expect(await score()).toBe(100);

    // Unannounced (the trigger off), the instance that keeps the profile still scores with Go.
    await unannounced(t.db, 'curricula', () => t.db.execute(sql`UPDATE curricula SET skills = '{}' WHERE id = ${cv.uuid}`));
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
    expect((await list(second.app, user, `query=${word}`)).compatibility.status).toBe('on');
    await t.db.execute(sql`INSERT INTO match_settings (user_id, enabled) VALUES (${user.id}, false)`);
    await until(async () => (await list(second.app, user, `query=${word}`)).compatibility.status === 'off', WAIT_MS);
  });
});
