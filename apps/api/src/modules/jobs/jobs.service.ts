import { sql } from 'drizzle-orm';
import { JOB_NOT_FOUND_MESSAGE, JOBS_PER_PAGE, SEARCH_COUNT_CAP, SORT_NEEDS_MATCH_MESSAGE, type JobDetail, type JobSort, type JobsListResponse } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { jobs } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { MatchProfile } from '../match/index.ts';
import { compatibilityWindow, scoreOrder, scoresByIds } from './job-compatibility.ts';
import { fetchCombosAndWindow } from './combos-and-window.ts';
import { boundedCount, countFromCombos, fetchCombos, normalizeCity, type Combos, type JobCounts } from './job-facets.ts';
import { isPublicDetail } from './job-visibility.ts';
import { and, facetConditions, queryWords, salaryCondition, type JobSearchInput } from './job-filters.ts';
import { toJobItem } from './job-presenter.ts';
import { fuzzyMatch, fuzzyWords, jobColumns, matchCondition, newestPage, RANK_WINDOW, rankedWindow, rowsByIds, type JobRow, type TextMatch } from './job-search.ts';
import { heldUntil, jobRowCaches } from './job-row-caches.ts';
import { SearchCache } from './search-cache.ts';
import { searchPageText, searchResponseText } from './search-response.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { WorkSlot } from '../../lib/work-slot.ts';

/** `countCap`: a text search counts up to this many matches (decision 1801; tests lower it). */
type Caches = { combos: SearchCache<Combos>; windows: SearchCache<string[]>; totals: SearchCache<number>; countCap: number };
const cachesByDb = new WeakMap<Db, Caches>();

/**
 * What the caches keep: the results that were expensive to compute (the rule); 'nothing' (every
 * request does the full work: the benchmark measures it); 'everything', however cheap (tests of
 * what is built from kept results on their small tables).
 */
export function newJobSearchCaches(keeping: 'expensive' | 'nothing' | 'everything' = 'expensive'): Caches {
  const keep = keeping === 'nothing' ? 0 : 1;
  const cost = keeping === 'everything' ? 0 : 1;
  return {
    // Counting visits every matching job (0.5-3 s at 1M): kept 5 minutes per text query (counts are
    // informational and an import clears them at once; at 60 s the background recounts were most of
    // PostgreSQL's CPU in `npm run bench`), refreshed behind the scenes, one refresh at a time (per
    // cache) so background recounts never take over the connection pool.
    combos: new SearchCache({ ttlMs: 5 * 60_000, staleMs: 30 * 60_000, minCostMs: 20 * cost, maxEntries: 200 * keep, maxBackgroundRefreshes: 1 }),
    // A window walk of a few ms still adds up under load; on a tiny table it takes less and stays exact.
    windows: new SearchCache({ ttlMs: 30_000, staleMs: 5 * 60_000, minCostMs: 5 * cost, maxEntries: 300 * keep, maxBackgroundRefreshes: 1 }),
    // The bounded total of a text and its filters when the text alone passed the cap (decision 1801).
    totals: new SearchCache({ ttlMs: 5 * 60_000, staleMs: 30 * 60_000, minCostMs: 5 * cost, maxEntries: 300 * keep, maxBackgroundRefreshes: 1 }),
    countCap: SEARCH_COUNT_CAP,
  };
}

/** One set of caches per database (tests run many databases in one process). */
export function jobSearchCaches(db: Db): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = newJobSearchCaches();
    cachesByDb.set(db, caches);
  }
  return caches;
}

/**
 * After jobs change (import, moderation), answers must show them at once on this instance: the
 * other instances' job rows are emptied by the database's notification (decision 1809).
 */
export function clearJobSearchCaches(db: Db): void {
  const caches = cachesByDb.get(db);
  caches?.combos.clear();
  caches?.windows.clear();
  caches?.totals.clear();
  const rows = jobRowCaches(db);
  rows.details.clear();
  rows.rows.clear();
  rows.pages.clear();
}

/** The text exactly as it means something to websearch_to_tsquery (quotes, OR, '-' included). */
const textKey = (match: TextMatch | null) => JSON.stringify(match ? [match.kind, match.text.trim().replace(/\s+/g, ' ')] : null);

/** The filters that narrow what the facets count (the text, the minimum salary): one combinations table each. */
const combosKey = (match: TextMatch | null, input: JobSearchInput) => JSON.stringify([textKey(match), input.min_salary || null]);

const windowKey = (match: TextMatch, input: JobSearchInput) =>
  JSON.stringify([
    combosKey(match, input),
    input.state ?? null,
    input.city ? normalizeCity(input.city) : null,
    input.job_type ?? null,
    input.work_model ?? null,
    input.seniority ?? null,
    Boolean(input.affirmative),
  ]);

/**
 * `GET /api/v1/jobs`, as the JSON text sent (decision 1811). The part of the page that is the same
 * for everyone (cards, counts, filter options) is kept as sent when the caches kept what it was read
 * from; the person's compatibility is added to it on every request.
 *
 * `slot` runs the expensive pieces, those no cache answered, in the request's slot of the search
 * queue (decision 1808): at most a few searches read the matches at once, people in turn. It
 * stands aside while the request waits for a piece another request is computing.
 */
export async function listJobs(
  db: Db,
  input: JobSearchInput & { page: number; sort?: JobSort | undefined },
  profile: MatchProfile,
  slot: Pick<WorkSlot, 'run' | 'standAside'>,
): Promise<string> {
  if (input.sort === 'compatibility' && !profile.params) throw unprocessable(SORT_NEEDS_MATCH_MESSAGE, { sort: SORT_NEEDS_MATCH_MESSAGE });
  // Ordered by this person's scores, the page is theirs alone: never kept.
  const personal = input.sort === 'compatibility' && (input.page - 1) * JOBS_PER_PAGE < RANK_WINDOW;
  const pages = jobRowCaches(db).pages;
  // Every field of the validated query, in the schema's order: a page answers exactly one query.
  const key = JSON.stringify(input);
  const now = Date.now();
  let page = personal ? undefined : pages.get(key, now);
  let scores: Record<string, number> | null = null;
  if (!page) {
    const startedAt = pages.begin();
    const read = await readSearchPage(db, input, personal ? profile.params : null, slot);
    page = searchPageText({ data: read.rows.map(toJobItem), meta: read.meta, filters: read.filters });
    scores = read.scores;
    if (!personal && read.kept) pages.set(key, page, startedAt, now, { until: Math.min(...read.rows.map((r) => heldUntil(r.expiredAt) ?? Infinity)) });
  }
  const params = profile.params;
  return searchResponseText(page, {
    status: profile.status,
    curriculum: params ? profile.curriculum : null,
    scores: params ? pick(scores ?? (await scoresByIds(db, params, page.ids)), page.ids) : {},
  });
}

type ReadPage = {
  rows: JobRow[];
  meta: JobsListResponse['meta'];
  filters: JobsListResponse['filters'];
  /** The page's scores when it was ordered by them. */
  scores: Record<string, number> | null;
  /** Whether every count and window the page used is kept by the search caches: then the page may be kept too (decision 1811). */
  kept: boolean;
};

/** `personalOrder`: the CV whose scores order the page (sort=compatibility within the ranked window). */
async function readSearchPage(
  db: Db,
  input: JobSearchInput & { page: number },
  personalOrder: MatchProfile['params'],
  slot: Pick<WorkSlot, 'run' | 'standAside'>,
): Promise<ReadPage> {
  const work = slot.run;
  const salary = salaryCondition(input);
  const facets = facetConditions(input);
  const filters = [...Object.values(facets), ...(salary ? [salary] : [])];
  const caches = jobSearchCaches(db);
  const words = queryWords(input.query);
  const offset = (input.page - 1) * JOBS_PER_PAGE;
  // A page is kept only when the search caches keep every count and window it was read from: on a
  // small table (the tests') they keep nothing, and every page is read fresh and exact (decision 1811).
  let kept = true;
  const held = <V>(cache: SearchCache<V>, key: string) => {
    if (!cache.has(key)) kept = false;
  };
  // A text search reads at most countCap + 1 matches (decision 1801). The list without text keeps its
  // exact counts: one table per minimum salary, refreshed behind the scenes, so never cold for long.
  const count = async (m: TextMatch | null): Promise<JobCounts> => {
    const textAndSalary = salary ? sql`${matchCondition(m)} AND ${salary}` : matchCondition(m);
    // A text whose page comes from the ranked window gets the window from the same pass over its
    // matches (decision 1808); the window cache keeps it for the page's next steps.
    const withWindow = async (text: TextMatch) => {
      const mark = caches.windows.mark();
      const { combos, window } = await fetchCombosAndWindow(db, text, textAndSalary, Object.values(facets), caches.countCap);
      if (window) caches.windows.offer(windowKey(text, input), window, mark);
      return combos;
    };
    const combosAt = combosKey(m, input);
    const combos = await caches.combos.get(
      combosAt,
      () => work(() => (m && offset < RANK_WINDOW ? withWindow(m) : fetchCombos(db, textAndSalary, m ? caches.countCap : null))),
      slot.standAside,
    );
    held(caches.combos, combosAt);
    const counts = countFromCombos(combos, input);
    if (!combos.capped) return counts;
    // Past the cap the sample's totals mean nothing: a selection narrowed by a filter is counted on
    // its own, bounded too; without one it is the text itself, already past the cap.
    const narrowed = Object.keys(facets).length > 0;
    const totalAt = windowKey(m!, input);
    const total = narrowed
      ? await caches.totals.get(totalAt, () => work(() => boundedCount(db, sql`${matchCondition(m)} AND ${and(filters)}`, caches.countCap)), slot.standAside)
      : caches.countCap + 1;
    if (narrowed) held(caches.totals, totalAt);
    return { ...counts, total: Math.min(total, caches.countCap), capped: total > caches.countCap };
  };

  // Whether the selection was counted exactly picks how its newest matches are read (decision 1803): counted first, then ranked.
  const rankedIds = async (m: TextMatch, counted: boolean) => {
    const at = windowKey(m, input);
    const ids = await caches.windows.get(at, () => work(() => rankedWindow(db, m, filters, counted)), slot.standAside);
    held(caches.windows, at);
    return ids;
  };
  let match: TextMatch | null = words.length ? { kind: 'fts', text: input.query! } : null;
  let counts = await count(match);
  if (match && counts.total === 0 && fuzzyWords(input.query!).length > 0) {
    match = await fuzzyMatch(db, words.join(' '));
    counts = await count(match);
  }

  let rows: JobRow[] = [];
  let scores: Record<string, number> | null = null;
  if (offset < counts.total) {
    if (personalOrder) {
      // With a text query the window is the text ranking's (cached, shared by every user), re-ordered by this user's scores.
      const window = match ? await scoreOrder(db, personalOrder, await rankedIds(match, !counts.capped)) : await work(() => compatibilityWindow(db, personalOrder, filters));
      rows = await rowsByIds(db, window.ids.slice(offset, offset + JOBS_PER_PAGE));
      scores = window.scores;
    } else if (match && offset < RANK_WINDOW) {
      const ids = await rankedIds(match, !counts.capped);
      rows = await rowsByIds(db, ids.slice(offset, offset + JOBS_PER_PAGE));
    } else {
      // Past the window nothing is cached: the page is read from the matches each time.
      if (match) kept = false;
      const counted = !counts.capped;
      rows = match ? await work(() => newestPage(db, match, filters, offset, counted)) : await newestPage(db, null, filters, offset, counted);
    }
  }
  return {
    rows,
    meta: {
      total: counts.total,
      total_capped: counts.capped,
      per_page: JOBS_PER_PAGE,
      last_page: Math.max(1, Math.ceil(counts.total / JOBS_PER_PAGE)),
      current_page: input.page,
    },
    filters: counts.filters,
    scores,
    kept,
  };
}

const pick = (scores: Record<string, number>, ids: string[]) => Object.fromEntries(ids.flatMap((id) => (id in scores ? [[id, scores[id]!]] : [])));

/**
 * The detail lookup is a prepared statement (one per database): drizzle builds its SQL once
 * instead of on every request (~0.2 ms of CPU each, the largest share of a detail request in
 * `npm run bench` profiles) and PostgreSQL plans it once per connection.
 */
const jobByIdQueries = new WeakMap<Db, ReturnType<typeof prepareJobById>>();
const prepareJobById = (db: Db) =>
  db
    .select({ ...jobColumns, isExpired: sql<boolean>`(${jobs.expiredAt} IS NOT NULL AND ${jobs.expiredAt} <= now())`, filled: sql<boolean>`(${jobs.filledAt} IS NOT NULL)` })
    .from(jobs)
    .where(sql`${jobs.id} = ${sql.placeholder('id')} AND ${isPublicDetail}`)
    .prepare('job_by_id');

/**
 * A job by uuid, expired or filled or not (the detail page says so); a job seekers may not see
 * (pending, rejected, scheduled for later: decision 1402) and anything else is 404.
 */
export async function getJob(db: Db, uuid: string): Promise<JobDetail> {
  if (!isUuid(uuid)) throw notFound(JOB_NOT_FOUND_MESSAGE);
  // A detail answered in the last seconds comes from memory (decision 1809).
  const cache = jobRowCaches(db).details;
  const now = Date.now();
  const kept = cache.get(uuid, now);
  if (kept) return kept;
  let query = jobByIdQueries.get(db);
  if (!query) jobByIdQueries.set(db, (query = prepareJobById(db)));
  const startedAt = cache.begin();
  const [row] = await query.execute({ id: uuid });
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  const detail = { ...toJobItem(row), is_expired: Boolean(row.isExpired), filled: Boolean(row.filled) };
  // An expired job stays expired by the clock; one that is not yet holds until its expiry.
  cache.set(uuid, detail, startedAt, now, { until: row.isExpired ? undefined : heldUntil(row.expiredAt) });
  return detail;
}
