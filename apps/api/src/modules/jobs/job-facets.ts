import { sql, type SQL } from 'drizzle-orm';
import { BRAZIL_UFS, JOB_TYPES, SENIORITIES, WORK_MODELS, type FilterOption, type JobFilters } from '@rumo/contract';
import { rowsOf, type Db } from '../../db/database.ts';
import { FACETS, type Facet, type JobSearchInput } from './job-filters.ts';
import { bitmapOnly, searchVisible, withSettings } from './job-search-table.ts';

/** `capped`: more than `total` jobs match (decision 1801). */
export type JobCounts = { total: number; capped: boolean; filters: JobFilters };

/**
 * How many open jobs match a text query, per (state, city, type, model, seniority): a few
 * thousand combinations even at 1M jobs. Totals and filter options for ANY filter choice follow
 * from it without touching the jobs again, so the expensive part depends on the text only.
 * Stored compactly: strings once in `dict`, each combination as STRIDE ints (-1 = null). `matches`:
 * how many jobs it counted (cap + 1 when capped).
 */
export type Combos = { dict: string[]; rows: Int32Array; memo: Map<string, JobCounts>; capped: boolean; matches: number };
/** Answers kept per combinations table (paging through one search asks the same question again). */
const MEMO_SIZE = 64;
const STRIDE = 8;
const [STATE, CITY, CITY_KEY, JOB_TYPE, WORK_MODEL, SENIORITY, AFFIRMATIVE, N] = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const COLUMN: Record<Facet, number> = { state: STATE, city: CITY_KEY, job_type: JOB_TYPE, work_model: WORK_MODEL, seniority: SENIORITY, affirmative: AFFIRMATIVE };
/** An affirmative job's value in the AFFIRMATIVE column (others are null, -1), so the PcD flag filters and counts like any facet. */
const YES = 'true';

export type ComboRow = {
  state: string | null;
  city: string | null;
  city_key: string | null;
  job_type: string | null;
  work_model: string | null;
  seniority: string | null;
  affirmative: boolean;
  n: number;
};

/**
 * The combinations of the jobs that `match` (a text, when `cap` is given). With `cap`, only the first cap + 1 matches are read
 * (decision 1801: a cold text search must not visit every match; 'desenvolvedor' is 276,000 of 1M):
 * past the cap the table is `capped` — a sample that gives the filters their options, not counts.
 */
export async function fetchCombos(db: Db, match: SQL, cap: number | null = null): Promise<Combos> {
  // The narrow table (decision 1803): ~150-byte rows instead of the 1.8 KB rows of jobs.
  const matching = sql`FROM job_search WHERE ${searchVisible} AND ${match}`;
  const source = cap === null ? matching : sql`FROM (SELECT state, city, job_type, work_model, seniority, affirmative ${matching} LIMIT ${cap + 1}) AS sample`;
  const query = combosOf(source);
  // Enough memory to hash-aggregate instead of sorting on disk; JIT compiling costs more than it saves here.
  // A text's matches come from the text index only (bitmapOnly); the list without one reads every row.
  const result = cap === null ? await withSettings(db, { work_mem: '64MB', jit: 'off' }, query) : await bitmapOnly(db, query, { work_mem: '64MB' });
  return packCombos(rowsOf<ComboRow>(result), cap);
}

/**
 * The combinations of the rows of `from` (a FROM clause): one per state, city, type, model,
 * seniority and PcD flag, with its count and its city's key. Each distinct city is keyed once:
 * `rumo_unaccent` is a SQL function PostgreSQL cannot inline (it calls the STABLE `unaccent`), so
 * keying every combination cost ~4 µs each, 15 ms of a 45 ms cold search with 3,616 combinations
 * over 101 cities (docs/decisions/1820).
 */
export function combosOf(from: SQL): SQL {
  return sql`
    WITH combos AS MATERIALIZED (
      SELECT state, city, job_type, work_model, seniority, affirmative, count(*)::int AS n
      ${from}
      GROUP BY state, city, job_type, work_model, seniority, affirmative
    ), city_keys AS MATERIALIZED (
      SELECT city, public.rumo_unaccent(lower(city)) AS city_key FROM (SELECT DISTINCT city FROM combos WHERE city IS NOT NULL) AS cities
    )
    SELECT c.state, c.city, k.city_key, c.job_type, c.work_model, c.seniority, c.affirmative, c.n
    FROM combos AS c LEFT JOIN city_keys AS k ON k.city = c.city`;
}

/** The combinations table of `rows` (one per state, city, type, model, seniority and PcD flag, with its count); `cap` as fetchCombos'. */
export function packCombos(rows: ComboRow[], cap: number | null): Combos {
  const dict: string[] = [];
  const index = new Map<string, number>();
  const intern = (v: string | null) => {
    if (v === null) return -1;
    let i = index.get(v);
    if (i === undefined) index.set(v, (i = dict.push(v) - 1));
    return i;
  };
  const packed = new Int32Array(rows.length * STRIDE);
  rows.forEach((r, i) => {
    packed.set(
      [intern(r.state), intern(r.city), intern(r.city_key), intern(r.job_type), intern(r.work_model), intern(r.seniority), intern(r.affirmative ? YES : null), Number(r.n)],
      i * STRIDE,
    );
  });
  const read = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return { dict, rows: packed, memo: new Map(), capped: cap !== null && read > cap, matches: read };
}

/** Visible jobs that match `condition`, counted up to cap + 1 (decision 1801) in the narrow table (1803). */
export async function boundedCount(db: Db, condition: SQL, cap: number): Promise<number> {
  const result = await bitmapOnly(db, boundedCountQuery(condition, cap));
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** boundedCount's statement (bench/lib/cold-floor.ts explains it as the API runs it; decision 1821). */
export const boundedCountQuery = (condition: SQL, cap: number): SQL =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM job_search WHERE ${searchVisible} AND ${condition} LIMIT ${cap + 1}) AS matches`;

/** Key under which spellings of one city meet ('Sao Paulo', 'são paulo' → 'sao paulo'), as rumo_unaccent(lower()). */
export const normalizeCity = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Total and options of each filter. A facet counts the jobs that pass every OTHER active filter
 * (a chosen state still lists the other states; cities follow the chosen state). City spellings
 * that differ in accents or case are one option, shown as most jobs write it.
 */
export function countFromCombos(combos: Combos, input: JobSearchInput): JobCounts {
  const key = JSON.stringify([
    input.state,
    input.city === undefined ? undefined : normalizeCity(input.city),
    input.job_type,
    input.work_model,
    input.seniority,
    Boolean(input.affirmative),
  ]);
  const known = combos.memo.get(key);
  if (known) return known;
  const counts = combos.capped ? withoutCounts(count(combos, input)) : count(combos, input);
  if (combos.memo.size >= MEMO_SIZE) combos.memo.delete(combos.memo.keys().next().value as string);
  combos.memo.set(key, counts);
  return counts;
}

/**
 * Options of a capped table (decision 1801): its counts are of a sample, so none is given (-1). The
 * fixed lists (states, contract types, work models, seniorities) offer every value, the sampled
 * ones first; cities are those of the sample. The total is the caller's (a bounded count).
 */
function withoutCounts(sampled: JobCounts): JobCounts {
  const all = (options: FilterOption[], values: readonly string[]) => {
    const seen = new Set(options.map((o) => o.value));
    return [...options.map((o) => o.value), ...values.filter((v) => !seen.has(v))].map((value) => ({ value, count: -1 }));
  };
  const { filters } = sampled;
  return {
    total: sampled.total,
    capped: false,
    filters: {
      states: all(filters.states, BRAZIL_UFS),
      cities: all(filters.cities, []),
      job_types: all(filters.job_types, JOB_TYPES),
      work_models: all(filters.work_models, WORK_MODELS),
      seniorities: all(filters.seniorities, SENIORITIES),
      affirmative: -1,
    },
  };
}

function count({ dict, rows }: Combos, input: JobSearchInput): JobCounts {
  const wanted: Partial<Record<Facet, string>> = {
    state: input.state,
    city: input.city === undefined ? undefined : normalizeCity(input.city),
    job_type: input.job_type,
    work_model: input.work_model,
    seniority: input.seniority,
    affirmative: input.affirmative ? YES : undefined,
  };
  // Filters as dictionary indexes (-2: a value no job has, so nothing passes).
  const active = FACETS.filter((f) => wanted[f] !== undefined).map((f) => ({ column: COLUMN[f], want: dict.indexOf(wanted[f]!) === -1 ? -2 : dict.indexOf(wanted[f]!) }));
  const facetColumns = FACETS.map((f) => COLUMN[f]);
  // Per facet, a count for each dictionary entry; spellings counts per raw city to pick the displayed one.
  const perFacet = FACETS.map(() => new Float64Array(dict.length));
  const perSpelling = new Float64Array(dict.length);
  let total = 0;
  for (let at = 0; at < rows.length; at += STRIDE) {
    let failedColumn = -1;
    let failures = 0;
    for (const { column, want } of active) {
      if (rows[at + column] !== want && ++failures > 1) break;
      if (rows[at + column] !== want) failedColumn = column;
    }
    if (failures > 1) continue;
    const n = rows[at + N]!;
    if (failures === 0) total += n;
    for (let i = 0; i < facetColumns.length; i++) {
      const column = facetColumns[i]!;
      if (failures === 1 && column !== failedColumn) continue;
      const v = rows[at + column]!;
      if (v < 0) continue;
      perFacet[i]![v]! += n;
      if (column === CITY_KEY) perSpelling[rows[at + CITY]!]! += n;
    }
  }
  // The displayed spelling of each city key: the raw spelling with the most jobs.
  const spellingOf = new Map<number, number>();
  for (let at = 0; at < rows.length; at += STRIDE) {
    const k = rows[at + CITY_KEY]!;
    const c = rows[at + CITY]!;
    if (k < 0) continue;
    const best = spellingOf.get(k);
    if (best === undefined || perSpelling[c]! > perSpelling[best]! || (perSpelling[c] === perSpelling[best] && collator.compare(dict[c]!, dict[best]!) < 0)) spellingOf.set(k, c);
  }
  const options = (i: number): FilterOption[] => {
    const out: FilterOption[] = [];
    perFacet[i]!.forEach((n, v) => {
      if (n > 0) out.push({ value: dict[FACETS[i] === 'city' ? spellingOf.get(v)! : v]!, count: n });
    });
    return sortOptions(out);
  };
  const yes = dict.indexOf(YES);
  return {
    total,
    capped: false,
    filters: {
      states: options(0),
      cities: options(1),
      job_types: options(2),
      work_models: options(3),
      seniorities: options(4),
      affirmative: yes === -1 ? 0 : perFacet[5]![yes]!,
    },
  };
}

const collator = new Intl.Collator('pt-BR');
const sortOptions = (options: FilterOption[]) => options.sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));
