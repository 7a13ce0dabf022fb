import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SourceRejection, SourceRun } from '@rumo/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';
import type { FeedClient, Validators } from './feed-client.ts';
import { applyListing, type ApplyCounts } from './source-apply.ts';
import { FeedFailure, FeedNotModified, type SourceKindName } from './source-kind.ts';
import { sourceKinds } from './source-kinds.ts';
import { presentRun, type SourceRunRow } from './source-runs.ts';
import type { SourcedJob } from './sourced-job.ts';

/**
 * How often a sync renews its source's lease while it runs. Each renewal sets the lease to end two
 * intervals later, so a live holder never lets it lapse (one beat may be late) and a holder that
 * stopped (kill -9, a lost machine) frees the source within two intervals for the next pass.
 */
export const LEASE_HEARTBEAT_MS = 15_000;
export const INTERNAL_SYNC_ERROR = 'A sincronização falhou por um erro interno; os detalhes estão no registro do servidor.';
/** The first rejections kept with their reasons on the run (the console shows them). */
export const MAX_REJECTIONS = 50;
/** After a failed run the source is tried again after 15 min, doubling per failure in a row, at most a day. */
export const FAILURE_BACKOFF_MS = 15 * 60_000;
export const MAX_BACKOFF_MS = 24 * 60 * 60_000;

/** What an instance calls itself in `lease_owner` (one per process). */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

export type SyncOptions = {
  client: FeedClient;
  /** Where an internal failure's cause goes; the run log says only that one happened. */
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
  /** Records per page for paged feeds (tests use small pages). */
  pageSize?: number;
  owner?: string;
  /** How often the lease is renewed (LEASE_HEARTBEAT_MS; tests use tens of milliseconds). */
  heartbeatMs?: number;
};

/** 'busy': another sync holds the source's lease; nothing was done. */
export type SyncOutcome = { status: 'busy' } | { status: 'missing' } | { status: 'done'; run: SourceRun; changedJobs: boolean };

type SourceRow = {
  id: string;
  kind: SourceKindName;
  key: string;
  name: string;
  base_url: string | null;
  trust: 'auto' | 'review';
  interval_minutes: number;
  validators: Record<string, Validators> | string;
};

/**
 * Syncs one source (docs/decisions/1502): takes its lease (one UPDATE; several instances never sync a
 * source at once) and renews it by a heartbeat until the end, opens a run, reads the WHOLE feed
 * through its kind and maps every record, and only then applies the changes. A feed failure anywhere
 * leaves every job untouched and ends the run 'failed' with its pt-BR error; a 304 ends it
 * 'not_modified', writing and expiring nothing.
 */
export async function syncSource(db: Db, sourceId: string, options: SyncOptions): Promise<SyncOutcome> {
  const now = options.now ?? (() => new Date());
  const owner = options.owner ?? INSTANCE_ID;
  const heartbeatMs = options.heartbeatMs ?? LEASE_HEARTBEAT_MS;
  const source = await takeLease(db, sourceId, owner, heartbeatMs);
  if (!source) {
    const exists = rowsOf(await db.execute(sql`SELECT 1 FROM job_sources WHERE id = ${sourceId}`)).length > 0;
    return { status: exists ? 'busy' : 'missing' };
  }
  const stopHeartbeat = startHeartbeat(db, sourceId, owner, heartbeatMs);
  try {
    return await syncLeased(db, source, owner, options, now);
  } finally {
    await stopHeartbeat();
  }
}

/** The sync itself, while its lease is held and renewed by the heartbeat. */
async function syncLeased(db: Db, source: SourceRow, owner: string, options: SyncOptions, now: () => Date): Promise<SyncOutcome> {
  const sourceId = source.id;
  const runId = await openRun(db, sourceId);
  const kind = sourceKinds[source.kind];
  const validators = new Map(Object.entries(typeof source.validators === 'string' ? (JSON.parse(source.validators) as Record<string, Validators>) : source.validators));
  const listed = new Map<string, SourcedJob>();
  const kept = new Set<string>();
  const rejections: SourceRejection[] = [];
  let fetched = 0;
  let rejected = 0;
  let status: 'ok' | 'not_modified' | 'failed' = 'ok';
  let error: string | null = null;
  let counts: ApplyCounts | null = null;
  try {
    try {
      const mapContext = { now: now() };
      for await (const raw of kind.list({ client: options.client, key: source.key, baseUrl: source.base_url ?? undefined, validators, pageSize: options.pageSize })) {
        fetched += 1;
        const result = kind.map(raw, mapContext);
        if (result.ok) {
          // The same id twice in one feed is one posting: the first wins.
          if (!listed.has(result.job.sourceJobId)) listed.set(result.job.sourceJobId, result.job);
          continue;
        }
        rejected += 1;
        if (result.sourceJobId) kept.add(result.sourceJobId);
        if (rejections.length < MAX_REJECTIONS) rejections.push({ source_job_id: result.sourceJobId ?? null, reason: result.reason });
      }
    } catch (cause) {
      if (cause instanceof FeedNotModified) status = 'not_modified';
      else if (cause instanceof FeedFailure) {
        status = 'failed';
        error = cause.message;
      } else throw cause;
    }
    if (status === 'ok') {
      for (const id of listed.keys()) kept.delete(id);
      counts = await applyListing(db, { id: source.id, name: source.name, trust: source.trust }, [...listed.values()], kept, now());
    }
  } catch (cause) {
    // A bug or a database failure: the run says so and the source is tried again later; batches
    // already written are whole (source-apply.ts), and nothing has been expired yet.
    status = 'failed';
    error = INTERNAL_SYNC_ERROR;
    options.log?.error({ err: cause, sourceId }, 'source sync failed');
  }
  const run = await closeRun(db, source, owner, runId, { status, error, fetched, rejected, rejections, counts, validators, now: now() });
  // The source was removed while it synced (its runs went with it).
  if (!run) return { status: 'missing' };
  return { status: 'done', run, changedJobs: counts?.changedJobs ?? false };
}

/** A lease lasts two heartbeats from its last renewal, on the database's clock (instances' clocks may differ). */
const leaseEnd = (heartbeatMs: number) => sql`now() + make_interval(secs => ${(2 * heartbeatMs) / 1000})`;

/** The lease in ONE statement: free, or past its end (its holder stopped renewing it). */
async function takeLease(db: Db, sourceId: string, owner: string, heartbeatMs: number): Promise<SourceRow | undefined> {
  const [row] = rowsOf<SourceRow>(
    await db.execute(sql`
      UPDATE job_sources SET lease_owner = ${owner}, lease_until = ${leaseEnd(heartbeatMs)}
      WHERE id = ${sourceId} AND (lease_until IS NULL OR lease_until < now())
      RETURNING id, kind, key, name, base_url, trust, interval_minutes, validators`),
  );
  return row;
}

/**
 * Renews the lease every `heartbeatMs` until the returned stop is called (which waits for a renewal
 * in flight, so none lands after the sync has returned). A failed renewal is only skipped: the next
 * beat tries again, and a database that stays unreachable fails the sync's own writes anyway. The
 * timer does not keep a process alive by itself.
 */
function startHeartbeat(db: Db, sourceId: string, owner: string, heartbeatMs: number): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    // A renewal still waiting on the database is not doubled.
    if (inFlight) return;
    inFlight = db
      .execute(sql`UPDATE job_sources SET lease_until = ${leaseEnd(heartbeatMs)} WHERE id = ${sourceId} AND lease_owner = ${owner}`)
      .then(
        () => {},
        () => {},
      )
      .finally(() => (inFlight = null));
  }, heartbeatMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}

/** A new run; a run of this source still 'running' belonged to an instance whose lease lapsed: it failed. */
async function openRun(db: Db, sourceId: string): Promise<number> {
  await closeAbandonedRuns(db, sourceId);
  const [row] = rowsOf<{ id: number | string }>(await db.execute(sql`INSERT INTO source_runs (source_id) VALUES (${sourceId}) RETURNING id`));
  return Number(row!.id);
}

export const ABANDONED_RUN_ERROR = 'A sincronização foi interrompida (a instância parou antes de terminar).';

/** Runs left 'running' by an instance that stopped: their source's lease has lapsed (or is held by this new run). */
export async function closeAbandonedRuns(db: Db, sourceId?: string): Promise<void> {
  const one = sourceId ? sql`AND s.id = ${sourceId}` : sql`AND (s.lease_until IS NULL OR s.lease_until < now())`;
  await db.execute(sql`
    UPDATE source_runs r SET status = 'failed', finished_at = now(), error = ${ABANDONED_RUN_ERROR}
    FROM job_sources s WHERE s.id = r.source_id AND r.status = 'running' ${one}`);
}

type RunEnd = {
  status: 'ok' | 'not_modified' | 'failed';
  error: string | null;
  fetched: number;
  rejected: number;
  rejections: SourceRejection[];
  counts: ApplyCounts | null;
  validators: Map<string, Validators>;
  now: Date;
};

/**
 * Closes the run with its counts and gives the lease back with the next sync time: the interval
 * after a success, a growing backoff after failures in a row. Validators are saved only after a
 * complete, applied listing (a failed one must be read whole again).
 */
async function closeRun(db: Db, source: SourceRow, owner: string, runId: number, end: RunEnd): Promise<SourceRun | null> {
  const c = end.counts;
  return db.transaction(async (tx) => {
    const [row] = rowsOf<SourceRunRow>(
      await tx.execute(sql`
        UPDATE source_runs SET status = ${end.status}, finished_at = now(), fetched = ${end.fetched}, rejected = ${end.rejected},
          rejections = ${JSON.stringify(end.rejections)}::jsonb, error = ${end.error},
          created = ${c?.created ?? 0}, updated = ${c?.updated ?? 0}, unchanged = ${c?.unchanged ?? 0}, expired = ${c?.expired ?? 0}, republished = ${c?.republished ?? 0}
        WHERE id = ${runId} RETURNING *`),
    );
    if (!row) return null;
    let delayMs = source.interval_minutes * 60_000;
    if (end.status === 'failed') {
      const recent = rowsOf<{ status: string }>(await tx.execute(sql`SELECT status FROM source_runs WHERE source_id = ${source.id} ORDER BY id DESC LIMIT 8`));
      const failures = recent.findIndex((r) => r.status !== 'failed');
      const streak = failures === -1 ? recent.length : failures;
      delayMs = Math.min(FAILURE_BACKOFF_MS * 2 ** Math.max(0, streak - 1), MAX_BACKOFF_MS);
    }
    const validators = end.status === 'ok' ? sql`, validators = ${JSON.stringify(Object.fromEntries(end.validators))}::jsonb` : sql``;
    // Only its own lease is given back: a holder that stalled past its lease's end may find that
    // another instance has taken the source over, and must not free it under that sync.
    await tx.execute(sql`
      UPDATE job_sources SET lease_owner = CASE WHEN lease_owner = ${owner} THEN NULL ELSE lease_owner END,
        lease_until = CASE WHEN lease_owner = ${owner} THEN NULL ELSE lease_until END,
        next_sync_at = ${new Date(end.now.getTime() + delayMs).toISOString()}::timestamptz ${validators}
      WHERE id = ${source.id}`);
    return presentRun(row);
  });
}
