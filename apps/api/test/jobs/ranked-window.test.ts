import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/database.ts';
import { rankedWindow } from '../../src/modules/jobs/job-search.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

// The ranked window has two plans (decision 1801): every match read through the text index and
// sorted (the text's count known and small), or a walk of the date index (broad or unknown). Both
// must give the same window as a plain query: relevance first, newest first on ties.
const t = useTestApp();

describe('rankedWindow: both plans give the plain answer (1801)', () => {
  it('orders by relevance, then newest, whichever plan reads the matches', async () => {
    const w = uniqueWord();
    // The word in the title weighs more than in the description; dates make the ties' order visible.
    for (let i = 0; i < 4; i++) await buildJob(t.db, { title: `Vaga ${w}`, state: 'SP', publishedAt: daysAgo(2 + i) });
    for (let i = 0; i < 4; i++) await buildJob(t.db, { title: 'Outra vaga', description: `Descrição com ${w}.`, state: i % 2 ? 'SP' : 'RJ', publishedAt: daysAgo(1 + i) });
    await buildJob(t.db, { title: `Vaga ${w}`, expiredAt: daysAgo(1) });
    await buildJob(t.db, { title: 'Sem a palavra', publishedAt: daysAgo(1) });

    const plain = async (state?: string) =>
      rowsOf<{ id: string }>(
        await t.db.execute(sql`
          SELECT id FROM jobs
          WHERE moderation_status = 'published' AND published_at <= now() AND (expired_at IS NULL OR expired_at > now()) AND filled_at IS NULL
            AND search_vector @@ websearch_to_tsquery('public.rumo_pt', ${w}) ${state ? sql`AND state = ${state}` : sql``}
          ORDER BY ts_rank_cd(search_vector, websearch_to_tsquery('public.rumo_pt', ${w})) DESC, published_at DESC, id DESC`),
      ).map((r) => r.id);
    const match = { kind: 'fts', text: w } as const;

    const expected = await plain();
    expect(expected).toHaveLength(8);
    expect(await rankedWindow(t.db, match, [], 8)).toEqual(expected);
    expect(await rankedWindow(t.db, match, [], null)).toEqual(expected);
    const inSp = await plain('SP');
    expect(inSp).toHaveLength(6);
    expect(await rankedWindow(t.db, match, [sql`state = 'SP'`], 8)).toEqual(inSp);
    expect(await rankedWindow(t.db, match, [sql`state = 'SP'`], null)).toEqual(inSp);
  });
});
