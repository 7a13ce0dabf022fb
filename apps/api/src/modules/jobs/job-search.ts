import { sql, type SQL } from 'drizzle-orm';
import { JOBS_PER_PAGE } from '@rumo/contract';
import { rowsOf, type Db } from '../../db/database.ts';
import { jobs } from '../../db/schema/index.ts';
import { and, queryWords, tsQuery } from './job-filters.ts';
import { heldUntil, jobRowCaches } from './job-row-caches.ts';
import { bitmapOnly, searchVisible } from './job-search-table.ts';
import { seekerVisible } from './job-visibility.ts';
import { synonymTsQuery } from './search-expansion.ts';

/**
 * How a text query matches: full-text ('fts', Portuguese stems, ranked by ts_rank_cd) or, when
 * that finds nothing, the typo fallback ('fuzzy', decision 1801): each typed word is replaced by the
 * title words most like it (the `job_title_words` dictionary, trigram similarity: 'estagiaria' →
 * 'estagiario', 'designers' → 'designer', 'fullstack' → 'full stack') and `query` is that full-text
 * query, or null when some typed word is like no title word (nothing matches).
 */
export type TextMatch = { kind: 'fts'; text: string } | { kind: 'fuzzy'; text: string; query: string | null };

/**
 * Ranking applies to the newest RANK_WINDOW matches (40 pages); later pages continue newest first.
 * Its cost grows with window / selectivity when PostgreSQL walks the published_at index.
 */
export const RANK_WINDOW = JOBS_PER_PAGE * 40;

// Trigram similarity on 1-2 letter words matches almost anything: the fallback uses longer words only.
export const fuzzyWords = (text: string) => queryWords(text).filter((w) => w.length >= 3);

/** Title words like a typed one, at most this many (the likeliest first). */
const SIMILAR_WORDS = 8;

/**
 * The typo fallback's full-text query for `text` (decision 1801): for each typed word of 3+ letters,
 * the SIMILAR_WORDS dictionary entries most like it (pg_trgm word_similarity ≥ 0.6, GIN-indexed on a
 * few thousand words, not on every job), OR-ed; the typed words AND-ed. Null when a typed word has
 * no like entry (or none that is more than a stop word). An entry of two title words ('full stack')
 * is its joined lexeme ('fullstack'), which job_search's vectors carry for their titles (decision
 * 1803): a phrase would make PostgreSQL read every candidate's vector again to check it.
 */
export async function fuzzyMatch(db: Db, text: string): Promise<TextMatch> {
  const typed = fuzzyWords(text).map((w) => sql`public.rumo_unaccent(lower(${w}))`);
  const result = await db.execute(sql`
    SELECT (
      SELECT coalesce(array_agg(alike.q::text), '{}')
      FROM (
        SELECT CASE WHEN d.word = d.phrase THEN phraseto_tsquery('public.rumo_pt', d.phrase) ELSE quote_literal(d.word)::tsquery END AS q
        FROM job_title_words AS d
        WHERE typed.w <% d.word
        ORDER BY word_similarity(typed.w, d.word) DESC, d.word
        LIMIT ${SIMILAR_WORDS}
      ) AS alike
      WHERE numnode(alike.q) > 0
    ) AS alternatives
    FROM unnest(ARRAY[${sql.join(typed, sql`, `)}]::text[]) WITH ORDINALITY AS typed(w, at)
    ORDER BY typed.at`);
  const perWord = rowsOf<{ alternatives: string[] }>(result).map((r) => withoutSubsumed(r.alternatives));
  const query = perWord.length > 0 && perWord.every((alternatives) => alternatives.length > 0) ? perWord.map((a) => `(${a.map((q) => `(${q})`).join(' | ')})`).join(' & ') : null;
  return { kind: 'fuzzy', text, query };
}

/** The lexemes of a tsquery's text ('tech' <-> 'lead' → tech, lead; quotes doubled inside a lexeme). */
const lexemes = (query: string) => [...query.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!);

/**
 * Drops the phrase alternatives a one-word alternative already covers (decision 1801): 'tech' <->
 * 'lead' finds nothing that 'lead' does not. What is left needs no recheck of each candidate's
 * vector (phrases do), and the index is not asked for the huge lists of words like 'senior' or
 * 'pleno' that only sat beside the typed word: 'lead junior' 160 → 36 ms at 1M.
 */
export function withoutSubsumed(alternatives: string[]): string[] {
  const single = new Set(alternatives.map(lexemes).flatMap((words) => (words.length === 1 ? words : [])));
  return alternatives.filter((q) => {
    const words = lexemes(q);
    return words.length === 1 || !words.some((w) => single.has(w));
  });
}

/** The typed text's tsquery, widened by the synonyms of its words when it has any (decision 1907). */
const ftsQuery = (text: string) => synonymTsQuery(text) ?? tsQuery(text);

export function matchCondition(match: TextMatch | null): SQL {
  if (!match) return sql`TRUE`;
  if (match.kind === 'fts') return sql`search_vector @@ ${ftsQuery(match.text)}`;
  return match.query === null ? sql`FALSE` : sql`search_vector @@ ${match.query}::tsquery`;
}

export function rankExpression(match: TextMatch): SQL {
  if (match.kind === 'fts') {
    const widened = synonymTsQuery(match.text);
    // The typed words count again on their own: a job that says 'Desenvolvedor' ranks above one that
    // says only 'Developer' for a search of 'desenvolvedor'.
    return widened ? sql`(ts_rank_cd(search_vector, ${widened}) + ts_rank_cd(search_vector, ${tsQuery(match.text)}))` : sql`ts_rank_cd(search_vector, ${tsQuery(match.text)})`;
  }
  return match.query === null ? sql`0` : sql`ts_rank_cd(search_vector, ${match.query}::tsquery)`;
}

export const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  company: jobs.company,
  city: jobs.city,
  state: jobs.state,
  salary: jobs.salary,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  captation: jobs.captation,
  url: jobs.url,
  applyUrl: jobs.applyUrl,
  remoteRegion: jobs.remoteRegion,
  affirmative: jobs.affirmative,
  expiredAt: jobs.expiredAt,
  jobType: jobs.jobType,
  workModel: jobs.workModel,
  seniority: jobs.seniority,
  skills: jobs.skills,
  publishedAt: jobs.publishedAt,
};
export type JobRow = Pick<typeof jobs.$inferSelect, keyof typeof jobColumns>;

/**
 * Slices of recent days (UTC) tried for the newest matches of a selection past the count cap
 * (decision 1803), then every match. The day is a column of the text index, so a slice is read
 * from the index with the text: 'clt' (380,000 matches) has 22,000 in its last 2 days, on 833
 * pages that lie together because the rows are kept in date order.
 */
export const WINDOW_SLICE_DAYS = [2, 14] as const;

/**
 * The newest `limit` matches of a text and filters (ids, newest first; ranked by relevance when
 * `ranked`, newest first on ties). When the selection was counted exactly (`counted`: at most the
 * cap) every match is read through the text index and sorted. Past the cap the matches of the last
 * days are read first: when a slice holds `limit` of them, no older match can be among the newest.
 */
async function newestMatches(db: Db, match: TextMatch, filters: SQL[], limit: number, counted: boolean, ranked: boolean): Promise<string[]> {
  const run = async (slice: SQL) => {
    const result = await bitmapOnly(
      db,
      sql`
        WITH newest AS MATERIALIZED (
          SELECT id, published_at, search_vector FROM job_search
          WHERE ${searchVisible} AND ${matchCondition(match)} AND ${and(filters)} AND ${slice}
          ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST
          LIMIT ${limit}
        )
        SELECT id FROM newest ORDER BY ${ranked ? sql`${rankExpression(match)} DESC,` : sql``} published_at DESC, id DESC`,
    );
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  };
  if (!counted) {
    for (const days of WINDOW_SLICE_DAYS) {
      const ids = await run(sql`(published_at AT TIME ZONE 'UTC')::date >= (now() AT TIME ZONE 'UTC')::date - ${days}::int`);
      if (ids.length >= limit) return ids;
    }
  }
  return run(sql`TRUE`);
}

/**
 * Ids of the ranked window: the newest RANK_WINDOW matches, ordered by relevance, newest first on
 * ties. Bounding the window keeps a broad query ('desenvolvedor', a third of all jobs) from ranking
 * hundreds of thousands of rows. `counted`: the selection (text and filters) was counted exactly,
 * so reading all its matches costs at most the cap (decision 1803).
 */
export async function rankedWindow(db: Db, match: TextMatch, filters: SQL[], counted: boolean): Promise<string[]> {
  return newestMatches(db, match, filters, RANK_WINDOW, counted, true);
}

/** Full rows for ids, in the ids' order; a job that expired, filled or left publication since the ids were ranked drops out. */
/**
 * Runs on every ranked search page, so it is a prepared statement (one array parameter): drizzle
 * builds the SQL once per database and PostgreSQL plans it once per connection, as for the job
 * detail and the session lookup (measured with `npm run bench`).
 */
const prepareRowsByIds = (db: Db) =>
  db
    .select(jobColumns)
    .from(jobs)
    .where(sql`${jobs.id} = ANY(${sql.placeholder('ids')}::uuid[]) AND ${seekerVisible()}`)
    .prepare('job_rows_by_ids');
const rowsByIdsQueries = new WeakMap<Db, ReturnType<typeof prepareRowsByIds>>();

export async function rowsByIds(db: Db, ids: string[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  // Rows read in the last seconds come from memory (decision 1809); the others in one query.
  const cache = jobRowCaches(db).rows;
  const now = Date.now();
  const byId = new Map<string, JobRow>();
  const missing: string[] = [];
  for (const id of ids) {
    const kept = cache.get(id, now);
    if (kept) byId.set(id, kept);
    else missing.push(id);
  }
  if (missing.length > 0) {
    let query = rowsByIdsQueries.get(db);
    if (!query) rowsByIdsQueries.set(db, (query = prepareRowsByIds(db)));
    const startedAt = cache.begin();
    for (const row of await query.execute({ ids: missing })) {
      byId.set(row.id, row);
      cache.set(row.id, row, startedAt, now, { until: heldUntil(row.expiredAt) });
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Newest first, no ranking: the list without a text query, and pages past the ranked window. */
export async function newestPage(db: Db, match: TextMatch | null, filters: SQL[], offset: number, counted: boolean): Promise<JobRow[]> {
  if (match) {
    // A text's matches come from the narrow table (decision 1803), their rows by id.
    const ids = await newestMatches(db, match, filters, offset + JOBS_PER_PAGE, counted, false);
    return rowsByIds(db, ids.slice(offset));
  }
  return (
    db
      .select(jobColumns)
      .from(jobs)
      .where(sql`${seekerVisible()} AND ${and(filters)}`)
      // NULLS LAST as in the indexes, or PostgreSQL will not walk them in order.
      .orderBy(sql`published_at DESC NULLS LAST, id DESC NULLS LAST`)
      .limit(JOBS_PER_PAGE)
      .offset(offset)
  );
}
