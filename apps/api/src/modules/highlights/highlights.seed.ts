import type { Seeder } from '../../seed/seed.ts';
import { insertHighlights } from './highlights.write.ts';
import { highlightSeeds, toNewHighlight } from './seed/highlight-seeds.ts';

/**
 * Content (demo start or `seed-content`, docs/decisions/0707). Seed rows have stable ids, so a
 * second run inserts nothing twice and never overwrites an edited row.
 */
export const highlightsSeeder: Seeder = {
  name: 'highlights',
  run: async ({ db, log }) => {
    const inserted = await insertHighlights(db, highlightSeeds.map(toNewHighlight));
    if (inserted > 0) log(`${inserted} destaques criados`);
  },
};
