import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../../../db/database.ts';
import { SearchIndex, type IndexedRow } from './search-index.ts';

/**
 * Keeps a SearchIndex (search-index.ts) true to job_search (docs/decisions/1822): built from every
 * row at start, then, before each search that uses it, told what changed since its last look.
 * Migration 0024 records the transaction of each row written (`changed_xid`) and of each row
 * removed (job_search_removed); a look asks for what transactions at or past the oldest one that
 * was still running at the previous look wrote (`pg_snapshot_xmin`), so a transaction that commits
 * late is never skipped, and what was already applied is recognised by its transaction and left.
 */

/**
 * Table pages read per statement while building: ~20,000 rows at 1M jobs (45 a page), ~20 MB of
 * lexemes. In the table's own order (a TID range scan), so the rows and their vectors, written in
 * that order, are read sequentially: 1M jobs in 13 s, where reading them by id (at random) took 77 s
 * (bench/README.md, 29/11/2026).
 */
const BUILD_PAGES = 500;
/** Past this many rows changed since the last look, they are read in batches as a build reads. */
const CATCH_UP_BATCH = 20_000;
/** Dead documents (rows since deleted or written again) past this share of the live ones start a new build. */
const DEAD_SHARE = 0.25;
const DEAD_MIN = 5_000;
/** The removals are kept a day (purged by each build); an index that has not looked for half of that builds again. */
const REMOVED_KEPT = '1 day';
const LOOK_AT_LEAST_EVERY_MS = 12 * 60 * 60_000;
/** After a failed build, the next search tries again no sooner than this. */
const RETRY_MS = 60_000;

const columns = sql.raw(`
  id::text AS id,
  (extract(epoch FROM published_at) * 1000000)::float8 AS published,
  (extract(epoch FROM expired_at) * 1000000)::float8 AS expires,
  state, city, job_type, work_model, seniority, affirmative,
  CASE WHEN salary_currency = 'BRL' THEN (coalesce(salary_max, salary) * 100)::float8 END AS salary_cents,
  salary_period,
  coalesce(changed_xid::text::float8, 0) AS xid,
  array_to_string(tsvector_to_array(search_vector), chr(31)) AS lexemes`); // chr(31): search-index.ts' LEXEME_SEPARATOR

type Removed = { id: string | null; xid: number };

export type IndexState = {
  status: 'off' | 'building' | 'ready' | 'failed';
  live: number;
  dead: number;
  lexemes: number;
  postings: number;
  postingBytes: number;
  builtMs: number | null;
  /** Searches it has answered (the others went to the database). */
  answered: number;
};

export class SearchIndexKeeper {
  private index: SearchIndex | null = null;
  /** Where the next look starts: an xid8, as text. */
  private horizon = '0';
  private lookedAt = 0;
  private building: Promise<void> | null = null;
  private failedAt = 0;
  private builtMs: number | null = null;
  private looking: Promise<void> | null = null;
  private nextLook: Promise<void> | null = null;
  private closed = false;
  /** City → its key as the database computes it (rumo_unaccent(lower())), for every city seen. */
  private cityKeys = new Map<string, string | null>();
  /** Searches the index answered (listJobs counts them). */
  answered = 0;

  private db: Db;
  private log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  private onChange: () => void;

  /** `onChange`: a look found jobs written or removed (what this instance keeps of them is old). */
  constructor(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>, onChange: () => void = () => {}) {
    this.db = db;
    this.log = log;
    this.onChange = onChange;
  }

  /** Builds the index (once at a time); resolves when it is built or has failed. */
  build(): Promise<void> {
    this.building ??= this.buildNew().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  /** Resolves when the build in progress, if any, has ended. */
  async whenBuilt(): Promise<void> {
    await this.building;
  }

  /**
   * The index, having looked at what changed since the last look, so it holds every change committed
   * before this call; null while there is none yet (the database answers meanwhile).
   */
  async fresh(): Promise<SearchIndex | null> {
    if (this.closed) return null;
    if (this.index && Date.now() - this.lookedAt > LOOK_AT_LEAST_EVERY_MS) this.index = null;
    if (!this.index) {
      if (!this.building && Date.now() - this.failedAt > RETRY_MS) void this.build();
      return null;
    }
    await this.look();
    const index = this.index;
    if (index && index.deadDocs > DEAD_MIN && index.deadDocs > index.live * DEAD_SHARE) void this.build();
    return index;
  }

  state(): IndexState {
    const stats = this.index?.stats() ?? { live: 0, dead: 0, lexemes: 0, postings: 0, postingBytes: 0 };
    const status = this.index ? 'ready' : this.building ? 'building' : this.failedAt ? 'failed' : 'off';
    return { status, ...stats, builtMs: this.builtMs, answered: this.answered };
  }

  close(): void {
    this.closed = true;
    this.index = null;
  }

  /** One look at a time; a call during a look waits for the next one, which starts after it. */
  private look(): Promise<void> {
    if (!this.looking) {
      this.looking = this.lookOnce().finally(() => {
        this.looking = null;
      });
      return this.looking;
    }
    this.nextLook ??= this.looking
      .catch(() => {})
      .then(() => {
        this.nextLook = null;
        return this.look();
      });
    return this.nextLook;
  }

  private async lookOnce(): Promise<void> {
    const index = this.index;
    if (!index) return;
    const startedAt = Date.now();
    const { next, changed } = await this.catchUp(index, this.horizon);
    // A build may have replaced the index meanwhile, with its own horizon.
    if (this.index === index) {
      this.horizon = next;
      this.lookedAt = startedAt;
    }
    if (changed) this.onChange();
  }

  private async buildNew(): Promise<void> {
    const started = performance.now();
    try {
      await this.db.execute(sql`DELETE FROM job_search_removed WHERE removed_at < now() - ${REMOVED_KEPT}::interval`);
      const [{ horizon }] = rowsOf<{ horizon: string }>(await this.db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`)) as [{ horizon: string }];
      const index = new SearchIndex();
      // Rows written past these pages meanwhile are read by the look below.
      const [{ pages }] = rowsOf<{ pages: number }>(await this.db.execute(sql`SELECT (pg_relation_size('job_search') / current_setting('block_size')::int)::int AS pages`)) as [
        { pages: number },
      ];
      for (let from = 0; from < pages; from += BUILD_PAGES) {
        if (this.closed) return;
        const rows = rowsOf<IndexedRow>(
          await this.db.execute(sql`SELECT ${columns} FROM job_search WHERE ctid >= ${`(${from},0)`}::tid AND ctid < ${`(${from + BUILD_PAGES},0)`}::tid`),
        );
        await this.addRows(index, rows);
      }
      index.trim();
      // What changed while the batches were read.
      const lookedAt = Date.now();
      const { next } = await this.catchUp(index, horizon);
      if (this.closed) return;
      this.index = index;
      this.horizon = next;
      this.lookedAt = lookedAt;
      this.builtMs = Math.round(performance.now() - started);
      this.failedAt = 0;
      const s = index.stats();
      this.log.info({ searchIndex: { ...s, ms: this.builtMs } }, 'índice de busca em memória pronto');
    } catch (err) {
      if (this.closed) return;
      this.failedAt = Date.now();
      this.log.error({ err }, 'índice de busca em memória: falha ao construir; a busca segue pelo banco');
    }
  }

  /** Applies to `index` what changed from `horizon` on; returns where the next look starts, and whether anything had changed. */
  private async catchUp(index: SearchIndex, horizon: string): Promise<{ next: string; changed: boolean }> {
    const [first] = rowsOf<{ next: string; removed: string; added: string; more: boolean }>(
      await this.db.execute(sql`
        SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS next,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'xid', removed_xid::text::float8) ORDER BY removed_xid), '[]')::text
             FROM job_search_removed WHERE removed_xid >= ${horizon}::xid8) AS removed,
          (SELECT coalesce(json_agg(r), '[]')::text FROM (${changedRows(horizon, null)}) AS r) AS added`),
    );
    const removed = JSON.parse(first!.removed) as Removed[];
    let changed = removed.length > 0;
    for (const r of removed) {
      if (r.id === null) index.removeAll(r.xid);
      else index.remove(r.id, r.xid);
    }
    let added = JSON.parse(first!.added) as IndexedRow[];
    for (;;) {
      const fresh = added.filter((row) => index.xidOf(row.id) !== row.xid);
      if (fresh.length > 0) changed = true;
      await this.addRows(index, fresh);
      if (added.length < CATCH_UP_BATCH) break;
      added = rowsOf<IndexedRow>(await this.db.execute(changedRows(horizon, added[added.length - 1]!.id)));
    }
    return { next: first!.next, changed };
  }

  private async addRows(index: SearchIndex, rows: IndexedRow[]): Promise<void> {
    const unknown = [...new Set(rows.flatMap((r) => (r.city !== null && !this.cityKeys.has(r.city) ? [r.city] : [])))];
    if (unknown.length > 0) {
      const keys = rowsOf<{ city: string; key: string | null }>(
        await this.db.execute(sql`SELECT value AS city, public.rumo_unaccent(lower(value)) AS key FROM json_array_elements_text(${JSON.stringify(unknown)}::json)`),
      );
      for (const k of keys) this.cityKeys.set(k.city, k.key);
    }
    for (const row of rows) index.add(row, row.city === null ? null : (this.cityKeys.get(row.city) ?? null));
  }
}

/** The rows written from `horizon` on, by id after `after`, one batch. */
const changedRows = (horizon: string, after: string | null): SQL =>
  sql`SELECT ${columns} FROM job_search WHERE changed_xid >= ${horizon}::xid8 ${after === null ? sql`` : sql`AND id > ${after}::uuid`} ORDER BY id LIMIT ${CATCH_UP_BATCH}`;

/** One index per database, shared by the apps built on it (tests build two on one), with how many use it. */
const keepers = new WeakMap<Db, { keeper: SearchIndexKeeper; apps: number }>();

/** Starts keeping an index for `db` (buildApp, when SEARCH_INDEX is on). */
export function keepSearchIndex(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>, onChange?: () => void): SearchIndexKeeper {
  let kept = keepers.get(db);
  if (!kept) keepers.set(db, (kept = { keeper: new SearchIndexKeeper(db, log, onChange), apps: 0 }));
  kept.apps++;
  return kept.keeper;
}

/** The keeper of `db`'s index, when one is kept. */
export const searchIndexOf = (db: Db): SearchIndexKeeper | undefined => keepers.get(db)?.keeper;

/** An app on `db` closes: the index goes with the last one. */
export function dropSearchIndex(db: Db): void {
  const kept = keepers.get(db);
  if (!kept || --kept.apps > 0) return;
  kept.keeper.close();
  keepers.delete(db);
}
