import { SALARY_PER_MONTH, type SalaryPeriod } from '@rumo/contract';
import type { ComboRow } from '../job-facets.ts';
import { difference, intersect, PostingList, union } from './posting-lists.ts';
import type { TsqueryNode } from './tsquery-tree.ts';

/**
 * An inverted index of job_search held in the API process (docs/decisions/1822): what a search
 * counts, filters and orders by date, so that a search nobody asked before visits no database page
 * for its counts. The database keeps the words (its own lexemes, read from the vectors it
 * computed, so the index matches exactly what `search_vector @@ query` matches), the ranking of the
 * newest 480 and the rows.
 *
 * Each row read gets a document number, in the order read; a row deleted or written again leaves
 * its number dead (`alive` 0) and its postings in place until the next build.
 */

/** One job_search row as the index reads it (search-index-sync.ts). */
export type IndexedRow = {
  id: string;
  /** Microseconds since the epoch (exact in a double). */
  published: number;
  expires: number | null;
  state: string | null;
  city: string | null;
  job_type: string | null;
  work_model: string | null;
  seniority: string | null;
  affirmative: boolean;
  /** The top of the salary range (or the value) in cents, when in BRL (decision 1503); null otherwise. */
  salary_cents: number | null;
  salary_period: string;
  /** The row's transaction (xid8), as a number. */
  xid: number;
  /** Its lexemes, separated by LEXEME_SEPARATOR. */
  lexemes: string;
};
export const LEXEME_SEPARATOR = '\u001f';

/** The filters of a search, as the facets name them; `city_key` normalized (normalizeCity). */
export type IndexFilters = {
  state?: string | undefined;
  city_key?: string | undefined;
  job_type?: string | undefined;
  work_model?: string | undefined;
  seniority?: string | undefined;
  affirmative?: boolean | undefined;
  /** Reais per month (decision 1503); 0 or absent = none. */
  min_salary?: number | undefined;
};

export type IndexSelection = {
  /** The combinations of the text's (and minimum salary's) matches, with their counts: exact, no cap. */
  combos: ComboRow[];
  /** How many open jobs the text (and minimum salary) matched. */
  matches: number;
  /** The selection's newest matches (every filter), newest first: ids. */
  newest: string[];
};

type Combo = Omit<ComboRow, 'n'>;
const PERIODS = Object.keys(SALARY_PER_MONTH) as SalaryPeriod[];
const EMPTY = new Int32Array(0);

export class SearchIndex {
  private ids: string[] = [];
  private byId = new Map<string, number>();
  private capacity = 0;
  private published = new Float64Array(0);
  /** NaN: no expiry. */
  private expires = new Float64Array(0);
  private combo = new Int32Array(0);
  /** NaN: no salary in BRL. */
  private salaryCents = new Float64Array(0);
  private period = new Int8Array(0);
  private xid = new Float64Array(0);
  private alive = new Uint8Array(0);
  private combos: Combo[] = [];
  private comboIds = new Map<string, number>();
  private postings = new Map<string, PostingList>();
  private dead = 0;

  /** Documents numbered so far, dead ones included. */
  get docs(): number {
    return this.ids.length;
  }
  get live(): number {
    return this.ids.length - this.dead;
  }
  get deadDocs(): number {
    return this.dead;
  }
  stats(): { live: number; dead: number; lexemes: number; postings: number; postingBytes: number } {
    let postings = 0;
    let postingBytes = 0;
    for (const list of this.postings.values()) {
      postings += list.length;
      postingBytes += list.bytes;
    }
    return { live: this.live, dead: this.dead, lexemes: this.postings.size, postings, postingBytes };
  }

  /** The transaction that wrote the live row of `id`, or undefined. */
  xidOf(id: string): number | undefined {
    const doc = this.byId.get(id);
    return doc === undefined ? undefined : this.xid[doc];
  }

  /** Adds a row, replacing the live one with the same id. `cityKey` is the city's key as the database computes it. */
  add(row: IndexedRow, cityKey: string | null): void {
    this.remove(row.id);
    const doc = this.ids.length;
    if (doc === this.capacity) this.grow();
    this.ids.push(row.id);
    this.byId.set(row.id, doc);
    this.published[doc] = row.published;
    this.expires[doc] = row.expires ?? Number.NaN;
    this.combo[doc] = this.comboOf({
      state: row.state,
      city: row.city,
      city_key: cityKey,
      job_type: row.job_type,
      work_model: row.work_model,
      seniority: row.seniority,
      affirmative: row.affirmative,
    });
    this.salaryCents[doc] = row.salary_cents ?? Number.NaN;
    this.period[doc] = PERIODS.indexOf(row.salary_period as SalaryPeriod);
    this.xid[doc] = row.xid;
    this.alive[doc] = 1;
    if (row.lexemes !== '') {
      for (const lexeme of row.lexemes.split(LEXEME_SEPARATOR)) {
        let list = this.postings.get(lexeme);
        if (!list) this.postings.set(lexeme, (list = new PostingList()));
        list.push(doc);
      }
    }
  }

  /** Forgets the live row of `id`, when it was written before transaction `before` (any, when absent). */
  remove(id: string, before = Infinity): void {
    const doc = this.byId.get(id);
    if (doc === undefined || this.xid[doc]! >= before) return;
    this.alive[doc] = 0;
    this.byId.delete(id);
    this.dead++;
  }

  /** Forgets every live row written before transaction `before` (a TRUNCATE). */
  removeAll(before: number): void {
    for (const [id, doc] of this.byId) if (this.xid[doc]! < before) this.remove(id);
  }

  /** After a build: no room kept for growth in the posting lists. */
  trim(): void {
    for (const list of this.postings.values()) list.trim();
  }

  /**
   * The matches of `query` (null: every job), filtered and counted at `nowUs` (microseconds): the
   * combinations of the text's and minimum salary's matches, and the `newest` newest of the
   * selection (every filter).
   */
  select(query: TsqueryNode | null, filters: IndexFilters, newest: number, nowUs: number): IndexSelection {
    const matches = query === null ? null : this.evaluate(query);
    const passes = this.passingCombos(filters);
    const counts = new Int32Array(this.combos.length);
    const heap = new NewestHeap(newest, this.published, this.ids);
    const minSalary = filters.min_salary || 0;
    const { alive, published, expires, combo, salaryCents, period } = this;
    const length = matches === null ? this.ids.length : matches.length;
    let matched = 0;
    // From the last document back: the newest come first, so the heap soon turns the others away.
    for (let i = length - 1; i >= 0; i--) {
      const d = matches === null ? i : matches[i]!;
      if (alive[d] === 0 || published[d]! > nowUs) continue;
      const e = expires[d]!;
      if (e === e && e <= nowUs) continue;
      if (minSalary > 0) {
        const cents = salaryCents[d]!;
        const factor = SALARY_PER_MONTH[PERIODS[period[d]!]!];
        // top × numerator ≥ minimum × denominator, in cents: integers, so exact (decision 1503).
        if (cents !== cents || !factor || cents * factor[0] < minSalary * 100 * factor[1]) continue;
      }
      matched++;
      const c = combo[d]!;
      counts[c]!++;
      if (passes[c] === 1) heap.offer(d);
    }
    const combos: ComboRow[] = [];
    counts.forEach((n, c) => {
      if (n > 0) combos.push({ ...this.combos[c]!, n });
    });
    return { combos, matches: matched, newest: heap.newestFirst().map((d) => this.ids[d]!) };
  }

  private comboOf(c: Combo): number {
    const key = JSON.stringify([c.state, c.city, c.job_type, c.work_model, c.seniority, c.affirmative]);
    let id = this.comboIds.get(key);
    if (id === undefined) this.comboIds.set(key, (id = this.combos.push(c) - 1));
    return id;
  }

  /** 1 for each combination the facet filters let through. */
  private passingCombos(f: IndexFilters): Uint8Array {
    const passes = new Uint8Array(this.combos.length);
    this.combos.forEach((c, i) => {
      const ok =
        (f.state === undefined || c.state === f.state) &&
        (f.city_key === undefined || c.city_key === f.city_key) &&
        (f.job_type === undefined || c.job_type === f.job_type) &&
        (f.work_model === undefined || c.work_model === f.work_model) &&
        (f.seniority === undefined || c.seniority === f.seniority) &&
        (!f.affirmative || c.affirmative);
      passes[i] = ok ? 1 : 0;
    });
    return passes;
  }

  /**
   * An upper bound of the postings combining `node`'s lists moves: each operation reads its inputs
   * (a NOT on its own, every document) and writes at most their sum.
   */
  cost(node: TsqueryNode): number {
    return this.sized(node).cost;
  }

  private sized(node: TsqueryNode): { size: number; cost: number } {
    switch (node.op) {
      case 'lexeme':
        return { size: this.postings.get(node.value)?.length ?? 0, cost: 0 };
      case 'not': {
        const arg = this.sized(node.arg);
        return { size: this.ids.length, cost: arg.cost + this.ids.length + arg.size };
      }
      case 'or':
      case 'and': {
        // A NOT beside an AND subtracts its list (evaluate), reading no other document.
        if (node.op === 'and' && (node.right.op === 'not' || node.left.op === 'not')) {
          const [kept, removed] =
            node.right.op === 'not' ? [this.sized(node.left), this.sized(node.right.arg)] : [this.sized(node.right), this.sized((node.left as { arg: TsqueryNode }).arg)];
          return { size: kept.size, cost: kept.cost + removed.cost + kept.size + removed.size };
        }
        const l = this.sized(node.left);
        const r = this.sized(node.right);
        const size = node.op === 'or' ? Math.min(this.ids.length, l.size + r.size) : Math.min(l.size, r.size);
        return { size, cost: l.cost + r.cost + l.size + r.size };
      }
    }
  }

  /** The documents `node` matches, ascending (dead ones included: select skips them). */
  private evaluate(node: TsqueryNode): Int32Array {
    switch (node.op) {
      case 'lexeme':
        return this.postings.get(node.value)?.view() ?? EMPTY;
      case 'not':
        // A NOT on its own ('-java' alone): every document but those.
        return difference(this.everyDoc(), this.evaluate(node.arg));
      case 'or':
        return union(this.evaluate(node.left), this.evaluate(node.right));
      case 'and':
        if (node.right.op === 'not') return difference(this.evaluate(node.left), this.evaluate(node.right.arg));
        if (node.left.op === 'not') return difference(this.evaluate(node.right), this.evaluate(node.left.arg));
        return intersect(this.evaluate(node.left), this.evaluate(node.right));
    }
  }

  private everyDoc(): Int32Array {
    return Int32Array.from({ length: this.ids.length }, (_, i) => i);
  }

  private grow(): void {
    this.capacity = Math.max(1024, this.capacity * 2);
    const bigger = <T extends Float64Array | Int32Array | Int8Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(this.capacity);
      next.set(old);
      return next;
    };
    this.published = bigger(this.published, (n) => new Float64Array(n));
    this.expires = bigger(this.expires, (n) => new Float64Array(n));
    this.combo = bigger(this.combo, (n) => new Int32Array(n));
    this.salaryCents = bigger(this.salaryCents, (n) => new Float64Array(n));
    this.period = bigger(this.period, (n) => new Int8Array(n));
    this.xid = bigger(this.xid, (n) => new Float64Array(n));
    this.alive = bigger(this.alive, (n) => new Uint8Array(n));
  }
}

/**
 * The `size` newest documents offered, by publication and then id, as the database orders them
 * (published_at DESC, id DESC): a heap whose root is the oldest kept.
 */
class NewestHeap {
  private heap: Int32Array;
  private n = 0;
  private size: number;
  private published: Float64Array;
  private ids: string[];
  constructor(size: number, published: Float64Array, ids: string[]) {
    this.size = size;
    this.published = published;
    this.ids = ids;
    this.heap = new Int32Array(Math.max(0, size));
  }
  /** Whether document a is older than b. */
  private older(a: number, b: number): boolean {
    const pa = this.published[a]!;
    const pb = this.published[b]!;
    return pa < pb || (pa === pb && this.ids[a]! < this.ids[b]!);
  }
  offer(doc: number): void {
    if (this.size <= 0) return;
    const h = this.heap;
    if (this.n < this.size) {
      let i = this.n++;
      h[i] = doc;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.older(h[i]!, h[parent]!)) break;
        [h[i], h[parent]] = [h[parent]!, h[i]!];
        i = parent;
      }
      return;
    }
    if (!this.older(h[0]!, doc)) return;
    h[0] = doc;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let oldest = i;
      if (l < this.n && this.older(h[l]!, h[oldest]!)) oldest = l;
      if (r < this.n && this.older(h[r]!, h[oldest]!)) oldest = r;
      if (oldest === i) break;
      [h[i], h[oldest]] = [h[oldest]!, h[i]!];
      i = oldest;
    }
  }
  newestFirst(): number[] {
    return [...this.heap.subarray(0, this.n)].sort((a, b) => (this.older(a, b) ? 1 : this.older(b, a) ? -1 : 0));
  }
}
