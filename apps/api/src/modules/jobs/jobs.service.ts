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
import { isUuid } from '../../lib/uuid.ts';
import type { WorkSlot } from '../../lib/work-slot.ts';

/** `countCap`: a text search counts up to this many matches (decision 1801; tests lower it). */
type Caches = { combos: SearchCache<Combos>; windows: SearchCache<string[]>; totals: SearchCache<number>; countCap: number };
const cachesByDb = new WeakMap<Db, Caches>();

/** `enabled: false` keeps nothing (every request does the full work; used by the benchmark to measure it). */
export function newJobSearchCaches(enabled = true): Caches {
  const keep = enabled ? 1 : 0;
  return {
    // Counting visits every matching job (0.5-3 s at 1M): kept 5 minutes per text query (counts are
    // informational and an import clears them at once; at 60 s the background recounts were most of
    // PostgreSQL's CPU in `npm run bench`), refreshed behind the scenes, one refresh at a time (per
    // cache) so background recounts never take over the connection pool.
    combos: new SearchCache({ ttlMs: 5 * 60_000, staleMs: 30 * 60_000, minCostMs: 20, maxEntries: 200 * keep, maxBackgroundRefreshes: 1 }),
    // A window walk of a few ms still adds up under load; on a tiny table it takes less and stays exact.
    windows: new SearchCache({ ttlMs: 30_000, staleMs: 5 * 60_000, minCostMs: 5, maxEntries: 300 * keep, maxBackgroundRefreshes: 1 }),
    // The bounded total of a text and its filters when the text alone passed the cap (decision 1801).
    totals: new SearchCache({ ttlMs: 5 * 60_000, staleMs: 30 * 60_000, minCostMs: 5, maxEntries: 300 * keep, maxBackgroundRefreshes: 1 }),
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
 * `slot` runs the expensive pieces, those no cache answered, in the request's slot of the search
 * queue (decision 1808): at most a few searches read the matches at once, people in turn. It
 * stands aside while the request waits for a piece another request is computing.
 */
export async function listJobs(
  db: Db,
  input: JobSearchInput & { page: number; sort?: JobSort | undefined },
  profile: MatchProfile,
  slot: Pick<WorkSlot, 'run' | 'standAside'>,
): Promise<JobsListResponse> {
  const work = slot.run;
  const byCompatibility = input.sort === 'compatibility';
  if (byCompatibility && !profile.params) throw unprocessable(SORT_NEEDS_MATCH_MESSAGE, { sort: SORT_NEEDS_MATCH_MESSAGE });
  const salary = salaryCondition(input);
  const facets = facetConditions(input);
  const filters = [...Object.values(facets), ...(salary ? [salary] : [])];
  const caches = jobSearchCaches(db);
  const words = queryWords(input.query);
  const offset = (input.page - 1) * JOBS_PER_PAGE;
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
    const combos = await caches.combos.get(
      combosKey(m, input),
      () => work(() => (m && offset < RANK_WINDOW ? withWindow(m) : fetchCombos(db, textAndSalary, m ? caches.countCap : null))),
      slot.standAside,
    );
    const counts = countFromCombos(combos, input);
    if (!combos.capped) return counts;
    // Past the cap the sample's totals mean nothing: a selection narrowed by a filter is counted on
    // its own, bounded too; without one it is the text itself, already past the cap.
    const narrowed = Object.keys(facets).length > 0;
    const total = narrowed
      ? await caches.totals.get(windowKey(m!, input), () => work(() => boundedCount(db, sql`${matchCondition(m)} AND ${and(filters)}`, caches.countCap)), slot.standAside)
      : caches.countCap + 1;
    return { ...counts, total: Math.min(total, caches.countCap), capped: total > caches.countCap };
  };

  // Whether the selection was counted exactly picks how its newest matches are read (decision 1803): counted first, then ranked.
  const rankedIds = (m: TextMatch, counted: boolean) => caches.windows.get(windowKey(m, input), () => work(() => rankedWindow(db, m, filters, counted)), slot.standAside);
  let match: TextMatch | null = words.length ? { kind: 'fts', text: input.query! } : null;
  let counts = await count(match);
  if (match && counts.total === 0 && fuzzyWords(input.query!).length > 0) {
    match = await fuzzyMatch(db, words.join(' '));
    counts = await count(match);
  }

  let rows: JobRow[] = [];
  let scores: Record<string, number> | null = null;
  if (offset < counts.total) {
    if (byCompatibility && profile.params && offset < RANK_WINDOW) {
      // With a text query the window is the text ranking's (cached, shared by every user), re-ordered by this user's scores.
      const window = match ? await scoreOrder(db, profile.params, await rankedIds(match, !counts.capped)) : await work(() => compatibilityWindow(db, profile.params!, filters));
      rows = await rowsByIds(db, window.ids.slice(offset, offset + JOBS_PER_PAGE));
      scores = window.scores;
    } else if (match && offset < RANK_WINDOW) {
      const ids = await rankedIds(match, !counts.capped);
      rows = await rowsByIds(db, ids.slice(offset, offset + JOBS_PER_PAGE));
    } else {
      // Past the window nothing is cached: the page is read from the matches each time.
      rows = match ? await work(() => newestPage(db, match, filters, offset, !counts.capped)) : await newestPage(db, null, filters, offset, !counts.capped);
    }
  }
  return {
    data: rows.map(toJobItem),
    meta: {
      total: counts.total,
      total_capped: counts.capped,
      per_page: JOBS_PER_PAGE,
      last_page: Math.max(1, Math.ceil(counts.total / JOBS_PER_PAGE)),
      current_page: input.page,
    },
    filters: counts.filters,
    compatibility: {
      status: profile.status,
      curriculum: profile.params ? profile.curriculum : null,
      scores: profile.params
        ? pick(
            scores ??
              (await scoresByIds(
                db,
                profile.params,
                rows.map((r) => r.id),
              )),
            rows,
          )
        : {},
    },
  };
}

const pick = (scores: Record<string, number>, rows: JobRow[]) => Object.fromEntries(rows.flatMap((r) => (r.id in scores ? [[r.id, scores[r.id]!]] : [])));

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
