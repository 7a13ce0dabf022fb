import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';
import { and } from './job-filters.ts';
import { combosOf, packCombos, type ComboRow, type Combos } from './job-facets.ts';
import { RANK_WINDOW, rankExpression, type TextMatch } from './job-search.ts';
import { bitmapOnly, searchVisible } from './job-search-table.ts';

/**
 * A text search nobody cached, in one pass over its matches (decision 1808): the first cap + 1
 * matches of the text (and minimum salary) are read from job_search once, and from them come both
 * the filter combinations (what fetchCombos gives) and, when they are all the matches, the ranked
 * window of the chosen filters (what rankedWindow gives for a counted selection). Before, each read
 * the same rows from the heap on its own: for 'dados porto' (6,500 matches) 5,400 pages twice.
 *
 * `window` is null when the text has more than `cap` matches: the sample then holds no window, and
 * rankedWindow's slices of recent days find it (decision 1803).
 */
export async function fetchCombosAndWindow(db: Db, match: TextMatch, textAndSalary: SQL, facetFilters: SQL[], cap: number): Promise<{ combos: Combos; window: string[] | null }> {
  const result = await bitmapOnly(
    db,
    sql`
      WITH matches AS MATERIALIZED (
        SELECT id, published_at, search_vector, state, city, job_type, work_model, seniority, affirmative
        FROM job_search WHERE ${searchVisible} AND ${textAndSalary}
        LIMIT ${cap + 1}
      )
      SELECT
        (
          SELECT coalesce(json_agg(c), '[]')::text FROM (${combosOf(sql`FROM matches`)}) AS c
        ) AS combos,
        CASE WHEN (SELECT count(*) FROM matches) > ${cap} THEN NULL ELSE (
          SELECT coalesce(array_agg(id::text ORDER BY relevance DESC, published_at DESC, id DESC), '{}') FROM (
            SELECT id, published_at, ${rankExpression(match)} AS relevance FROM (
              SELECT id, published_at, search_vector FROM matches WHERE ${and(facetFilters)}
              ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST
              LIMIT ${RANK_WINDOW}
            ) AS newest
          ) AS ranked
        ) END AS window_ids`,
    { work_mem: '64MB' },
  );
  const [row] = rowsOf<{ combos: string; window_ids: string[] | null }>(result);
  return { combos: packCombos(JSON.parse(row!.combos) as ComboRow[], cap), window: row!.window_ids };
}
