import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/database.ts';
import { newestPage, rankedWindow } from '../../src/modules/jobs/job-search.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

// The newest matches of a text are read two ways (decisions 1801, 1803): every match through the
// text index, sorted (the selection counted exactly), or slices of recent days first (past the
// cap). Both must give what a plain query over jobs gives: relevance first, newest first on ties.
const t = useTestApp();

describe('rankedWindow and newestPage: both plans give the plain answer (1801, 1803)', () => {
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
    expect(await rankedWindow(t.db, match, [], true)).toEqual(expected);
    expect(await rankedWindow(t.db, match, [], false)).toEqual(expected);
    const inSp = await plain('SP');
    expect(inSp).toHaveLength(6);
    expect(await rankedWindow(t.db, match, [sql`state = 'SP'`], true)).toEqual(inSp);
    expect(await rankedWindow(t.db, match, [sql`state = 'SP'`], false)).toEqual(inSp);
  });

  it('pages newest first past the window: a slice of recent days when it holds the page, every match when not', async () => {
    const w = uniqueWord();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // 14 in the last day, 6 a week ago, 5 a month ago, and jobs nobody may see.
    for (let i = 0; i < 14; i++) await buildJob(t.db, { title: `Vaga ${w}`, publishedAt: hoursAgo(1 + i) });
    for (let i = 0; i < 6; i++) await buildJob(t.db, { title: `Vaga ${w}`, publishedAt: daysAgo(7 + i / 10) });
    for (let i = 0; i < 5; i++) await buildJob(t.db, { title: `Vaga ${w}`, publishedAt: daysAgo(30 + i) });
    await buildJob(t.db, { title: `Vaga ${w}`, publishedAt: hoursAgo(2), expiredAt: hoursAgo(1) });
    await buildJob(t.db, { title: `Vaga ${w}`, publishedAt: hoursAgo(-5) });

    const plain = async (offset: number) =>
      rowsOf<{ id: string }>(
        await t.db.execute(sql`
          SELECT id FROM jobs
          WHERE moderation_status = 'published' AND published_at <= now() AND (expired_at IS NULL OR expired_at > now()) AND filled_at IS NULL
            AND search_vector @@ websearch_to_tsquery('public.rumo_pt', ${w})
          ORDER BY published_at DESC, id DESC LIMIT 12 OFFSET ${offset}`),
      ).map((r) => r.id);
    const match = { kind: 'fts', text: w } as const;
    for (const offset of [0, 12, 24]) {
      const expected = await plain(offset);
      expect(expected).toHaveLength(offset === 24 ? 1 : 12);
      for (const counted of [true, false]) expect((await newestPage(t.db, match, [], offset, counted)).map((j) => j.id)).toEqual(expected);
    }
  });
});
