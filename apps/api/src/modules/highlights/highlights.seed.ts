import { and, eq, ne } from 'drizzle-orm';
import { highlights } from '../../db/schema/index.ts';
import type { Seeder } from '../../seed/seed.ts';
import { insertHighlights } from './highlights.write.ts';
import { highlightSeeds, mediaMinutes, mediaUrl, toNewHighlight } from './seed/highlight-seeds.ts';

/**
 * Content (demo start or `seed-content`, docs/decisions/0707). Seed rows have stable ids, so a
 * second run inserts nothing twice and never overwrites an edited row. The one exception is the
 * minutes of a seeded video or podcast: they are the length of the committed file (decision 1324),
 * so a database seeded before the file was replaced is brought up to date while the row still
 * points at that file.
 */
export const highlightsSeeder: Seeder = {
  name: 'highlights',
  run: async ({ db, log }) => {
    const rows = highlightSeeds.map(toNewHighlight);
    const inserted = await insertHighlights(db, rows);
    if (inserted > 0) log(`${inserted} destaques criados`);
    let updated = 0;
    for (const [i, seed] of highlightSeeds.entries()) {
      const minutes = mediaMinutes(seed);
      const url = mediaUrl(seed);
      if (minutes === undefined || !url) continue;
      const changed = await db
        .update(highlights)
        .set({ readTime: minutes })
        .where(and(eq(highlights.id, rows[i]!.id!), eq(highlights.mediaUrl, url), ne(highlights.readTime, minutes)))
        .returning({ id: highlights.id });
      updated += changed.length;
    }
    if (updated > 0) log(`duração de ${updated} vídeos e podcasts atualizada`);
  },
};
