import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/database.ts';
import { countFromCombos, normalizeCity, packCombos, type JobCounts } from '../job-facets.ts';
import { tsQuery, type JobSearchInput } from '../job-filters.ts';
import type { TextMatch } from '../job-search.ts';
import type { SearchIndex } from './search-index.ts';
import { parseTsquery } from './tsquery-tree.ts';

/** A search's counts from the in-memory index (docs/decisions/1822), and its newest matches. */
export type IndexedCount = {
  /** Exact totals and options, as the database's would be with no cap. */
  counts: JobCounts;
  /** How many open jobs the text (and minimum salary) matched, whatever the other filters. */
  matches: number;
  /** The selection's newest matches, newest first, as many as asked. */
  newest: string[];
  /** The text's tsquery, for the ranking; null without text. */
  query: string | null;
};

/**
 * The index finds at most this many newest matches (page 834 of 12); a page past them is read by
 * the database, as before decision 1822. Keeping the newest N costs the process N log N: a hostile
 * `page=100000` must not hold the event loop.
 */
export const NEWEST_FROM_INDEX = 10_000;

/** Postings a text's lists may move while combined, per job of the index (~1 ms per million). */
const EVALUATION_BUDGET = 8;

const nothing = (input: JobSearchInput): IndexedCount => ({ counts: countFromCombos(packCombos([], null), input), matches: 0, newest: [], query: null });

/**
 * The counts of `match` (null: no text) and the filters of `input`, and the `newest` newest
 * matches. Null when the index cannot answer the text exactly (a phrase): the database does. The
 * text becomes words in the database (websearch_to_tsquery), as in every other search.
 */
export async function countInIndex(db: Db, index: SearchIndex, match: TextMatch | null, input: JobSearchInput, newest: number): Promise<IndexedCount | null> {
  let query: string | null = null;
  if (match?.kind === 'fts') {
    const [row] = rowsOf<{ q: string }>(await db.execute(sql`SELECT ${tsQuery(match.text)}::text AS q`));
    query = row!.q;
  } else if (match?.kind === 'fuzzy') {
    if (match.query === null) return nothing(input);
    query = match.query;
  }
  const tree = query === null ? null : parseTsquery(query);
  if (tree === undefined) return null;
  // A query of stop words only has no lexeme, and matches nothing (as `@@` with an empty tsquery).
  if (query !== null && tree === null) return nothing(input);
  // A text whose lists would take long to combine (dozens of ORs of common words, each NOT of every
  // job) is the database's, which counts up to the cap in the search queue: the process's event
  // loop is shared by every request.
  if (tree !== null && index.cost(tree) > index.docs * EVALUATION_BUDGET + 100_000) return null;
  const selection = index.select(
    tree,
    {
      state: input.state,
      city_key: input.city === undefined ? undefined : normalizeCity(input.city),
      job_type: input.job_type,
      work_model: input.work_model,
      seniority: input.seniority,
      affirmative: input.affirmative,
      min_salary: input.min_salary,
    },
    newest,
    Date.now() * 1000,
  );
  return { counts: countFromCombos(packCombos(selection.combos, null), input), matches: selection.matches, newest: selection.newest, query };
}

/**
 * `ids` (a selection's newest, newest first) ordered by relevance to `query`, newest first on ties:
 * the ranked window, as rankedWindow orders it. ts_rank_cd needs the vectors, which stay in the
 * database; a job removed since the index was read drops out.
 */
export async function rankInDatabase(db: Db, ids: string[], query: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    SELECT id::text AS id FROM job_search WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])
    ORDER BY ts_rank_cd(search_vector, ${query}::tsquery) DESC, published_at DESC, id DESC`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
