// An inverted index of job_search in this process's memory: the measurement behind the engine
// proposed for issue 18 item 1 (docs/decisions/1821). Bench-only: it is not the product's search.
// Each open job is a document number, in publication order; each lexeme of its vector (the vector
// PostgreSQL computed, so the words are PostgreSQL's own) lists the documents that have it; the
// filters are typed arrays indexed by document. Ranking stays with PostgreSQL (ts_rank_cd over the
// window's 480 vectors), so only the counting, the facets and the window move.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../apps/api/src/db/database.ts';

export type PostingsIndex = {
  docs: number;
  ids: string[];
  published: Float64Array;
  /** NaN: no expiry. */
  expires: Float64Array;
  /** Dictionary codes; -1 = none. */
  state: Int16Array;
  city: Int32Array;
  jobType: Int8Array;
  workModel: Int8Array;
  seniority: Int8Array;
  affirmative: Uint8Array;
  dict: { state: string[]; city: string[]; jobType: string[]; workModel: string[]; seniority: string[] };
  postings: Map<string, Int32Array>;
  postingsCount: number;
};

const BATCH = 20_000;
const SEPARATOR = '\u001f';

/** Reads every row of job_search (oldest first, through a cursor) and builds the index; PostgreSQL or PGlite. */
export async function loadPostingsIndex(db: Db, onProgress: (loaded: number) => void = () => {}): Promise<PostingsIndex> {
  const ids: string[] = [];
  const published: number[] = [];
  const expires: number[] = [];
  const codes = { state: new Codes(), city: new Codes(), jobType: new Codes(), workModel: new Codes(), seniority: new Codes() };
  const state: number[] = [];
  const city: number[] = [];
  const jobType: number[] = [];
  const workModel: number[] = [];
  const seniority: number[] = [];
  const affirmative: number[] = [];
  const growing = new Map<string, { list: Int32Array; n: number }>();
  await db.transaction(async (tx) => {
    await tx.execute(sql`DECLARE rows NO SCROLL CURSOR FOR
      SELECT id::text, extract(epoch FROM published_at) * 1000 AS published, extract(epoch FROM expired_at) * 1000 AS expires,
             state, public.rumo_unaccent(lower(city)) AS city, job_type, work_model, seniority, affirmative,
             array_to_string(tsvector_to_array(search_vector), chr(31)) AS lexemes
      FROM job_search ORDER BY published_at, id`);
    for (;;) {
      const rows = rowsOf<{
        id: string;
        published: string;
        expires: string | null;
        state: string | null;
        city: string | null;
        job_type: string | null;
        work_model: string | null;
        seniority: string | null;
        affirmative: boolean;
        lexemes: string;
      }>(await tx.execute(sql.raw(`FETCH ${BATCH} FROM rows`)));
      if (rows.length === 0) break;
      for (const r of rows) {
        const doc = ids.length;
        ids.push(r.id);
        published.push(Number(r.published));
        expires.push(r.expires === null ? Number.NaN : Number(r.expires));
        state.push(codes.state.of(r.state));
        city.push(codes.city.of(r.city));
        jobType.push(codes.jobType.of(r.job_type));
        workModel.push(codes.workModel.of(r.work_model));
        seniority.push(codes.seniority.of(r.seniority));
        affirmative.push(r.affirmative ? 1 : 0);
        // An empty vector has no lexeme (split would give one empty string).
        for (const lexeme of r.lexemes === '' ? [] : r.lexemes.split(SEPARATOR)) {
          let p = growing.get(lexeme);
          if (!p) growing.set(lexeme, (p = { list: new Int32Array(4), n: 0 }));
          if (p.n === p.list.length) {
            const bigger = new Int32Array(p.list.length * 2);
            bigger.set(p.list);
            p.list = bigger;
          }
          p.list[p.n++] = doc;
        }
      }
      onProgress(ids.length);
    }
  });
  const postings = new Map<string, Int32Array>();
  let postingsCount = 0;
  for (const [lexeme, p] of growing) {
    postings.set(lexeme, p.list.slice(0, p.n));
    postingsCount += p.n;
  }
  return {
    docs: ids.length,
    ids,
    published: Float64Array.from(published),
    expires: Float64Array.from(expires),
    state: Int16Array.from(state),
    city: Int32Array.from(city),
    jobType: Int8Array.from(jobType),
    workModel: Int8Array.from(workModel),
    seniority: Int8Array.from(seniority),
    affirmative: Uint8Array.from(affirmative),
    dict: { state: codes.state.values, city: codes.city.values, jobType: codes.jobType.values, workModel: codes.workModel.values, seniority: codes.seniority.values },
    postings,
    postingsCount,
  };
}

class Codes {
  values: string[] = [];
  private index = new Map<string, number>();
  of(value: string | null): number {
    if (value === null) return -1;
    let code = this.index.get(value);
    if (code === undefined) this.index.set(value, (code = this.values.push(value) - 1));
    return code;
  }
}

type Node = { op: 'lexeme'; value: string } | { op: 'not'; arg: Node } | { op: 'and' | 'or' | 'phrase'; left: Node; right: Node };

/**
 * A tsquery as PostgreSQL prints it ('a' & !'b' | 'c' <-> 'd'), parsed with its precedence: ! binds
 * tightest, then <-> (and <N>), then &, then |. Weights and prefixes are not produced by the
 * searches measured (websearch_to_tsquery and the typo fallback): a query with them is refused.
 */
export function parseTsquery(text: string): Node | null {
  const tokens = [...text.matchAll(/'((?:[^']|'')*)'(:[A-D*]+)?|<->|<\d+>|[&|!()]/g)].map((m) => {
    if (m[2]) throw new Error(`unsupported tsquery: ${text}`);
    return m[1] !== undefined ? { lexeme: m[1].replace(/''/g, "'") } : { op: m[0] };
  });
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at] as { op?: string; lexeme?: string } | undefined;
  const primary = (): Node => {
    const t = tokens[at++] as { op?: string; lexeme?: string };
    if (t.lexeme !== undefined) return { op: 'lexeme', value: t.lexeme };
    if (t.op === '!') return { op: 'not', arg: primary() };
    if (t.op === '(') {
      const inner = or();
      at++; // ')'
      return inner;
    }
    throw new Error(`unexpected ${t.op} in ${text}`);
  };
  // One level of binary operators, left-associative: `next` parses the tighter level.
  const level = (next: () => Node, isOp: (op: string | undefined) => boolean, op: 'phrase' | 'and' | 'or') => (): Node => {
    let left = next();
    while (isOp(peek()?.op)) {
      at++;
      left = { op, left, right: next() };
    }
    return left;
  };
  const phrase = level(primary, (o) => o?.startsWith('<') ?? false, 'phrase');
  const and = level(phrase, (o) => o === '&', 'and');
  const or: () => Node = level(and, (o) => o === '|', 'or');
  return or();
}

const EMPTY = new Int32Array(0);

/**
 * The documents a query matches, ascending. A phrase is taken as its words together (the index
 * keeps no positions): a superset, which `phrases` reports so the figures say how often it happened.
 */
export function evaluate(index: PostingsIndex, node: Node, seen: { phrases: number }): Int32Array {
  switch (node.op) {
    case 'lexeme':
      return index.postings.get(node.value) ?? EMPTY;
    case 'not':
      // A lone NOT (websearch's '-java' with nothing else): every document but those.
      return difference(
        Int32Array.from({ length: index.docs }, (_, i) => i),
        evaluate(index, node.arg, seen),
      );
    case 'or':
      return union(evaluate(index, node.left, seen), evaluate(index, node.right, seen));
    case 'phrase':
      seen.phrases++;
      return intersect(evaluate(index, node.left, seen), evaluate(index, node.right, seen));
    case 'and':
      if (node.right.op === 'not') return difference(evaluate(index, node.left, seen), evaluate(index, node.right.arg, seen));
      if (node.left.op === 'not') return difference(evaluate(index, node.right, seen), evaluate(index, node.left.arg, seen));
      return intersect(evaluate(index, node.left, seen), evaluate(index, node.right, seen));
  }
}

/** Sorted lists, the shorter one galloping through the longer. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  let lo = 0;
  for (let i = 0; i < a.length && lo < b.length; i++) {
    const v = a[i]!;
    let step = 1;
    let hi = lo;
    while (hi < b.length && b[hi]! < v) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, b.length - 1);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (b[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    if (b[lo] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = Math.min(x, y);
  }
  return out.subarray(0, n);
}

export function difference(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const v = a[i]!;
    while (j < b.length && b[j]! < v) j++;
    if (j >= b.length || b[j] !== v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export type EngineAnswer = {
  /** Exact, with no cap. */
  total: number;
  /** Options per filter, by dictionary code, exact: a facet counts the matches that pass every other filter. */
  states: Int32Array;
  cities: Int32Array;
  jobTypes: Int32Array;
  workModels: Int32Array;
  seniorities: Int32Array;
  affirmative: number;
  /** Whether the text matched any open job, whatever the filters. */
  matchedAny: boolean;
  /** Document numbers of the newest `window` matches of the selection, newest first. */
  newest: number[];
};

/** Counts and newest window of `matches` with an optional state (the filter the cold searches use), at time `now`. */
export function answer(index: PostingsIndex, matches: Int32Array, stateCode: number | null, window: number, now: number): EngineAnswer {
  const { dict } = index;
  const a: EngineAnswer = {
    total: 0,
    states: new Int32Array(dict.state.length),
    cities: new Int32Array(dict.city.length),
    jobTypes: new Int32Array(dict.jobType.length),
    workModels: new Int32Array(dict.workModel.length),
    seniorities: new Int32Array(dict.seniority.length),
    affirmative: 0,
    matchedAny: false,
    newest: [],
  };
  const { published, expires, state, city, jobType, workModel, seniority, affirmative } = index;
  for (let i = matches.length - 1; i >= 0; i--) {
    const d = matches[i]!;
    if (published[d]! > now) continue;
    const e = expires[d]!;
    if (e === e && e <= now) continue;
    a.matchedAny = true;
    const s = state[d]!;
    if (s >= 0) a.states[s]!++;
    if (stateCode !== null && s !== stateCode) continue;
    a.total++;
    if (a.newest.length < window) a.newest.push(d);
    const c = city[d]!;
    if (c >= 0) a.cities[c]!++;
    const t = jobType[d]!;
    if (t >= 0) a.jobTypes[t]!++;
    const w = workModel[d]!;
    if (w >= 0) a.workModels[w]!++;
    const n = seniority[d]!;
    if (n >= 0) a.seniorities[n]!++;
    a.affirmative += affirmative[d]!;
  }
  return a;
}
