import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';
import { contentHash, dedupeKey, JOB_ROW_COLUMNS, toJobRow, type JobRow } from './sourced-job-row.ts';
import type { SourcedJob } from './sourced-job.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Records written per transaction: a crash leaves whole batches, never a job without its record. */
export const APPLY_BATCH = 500;

/**
 * How far back a live job may have been seen to be the same posting as a new record (same
 * normalised company + title + city; docs/decisions/1502). A month covers a posting republished on
 * another board while it is still open, without joining a new opening to last year's.
 */
export const DEDUPE_WINDOW_DAYS = 30;

export type ApplySource = { id: string; name: string; trust: 'auto' | 'review' };
export type ApplyCounts = { created: number; updated: number; unchanged: number; expired: number; republished: number; changedJobs: boolean };

type Known = { jobId: string; hash: string; gone: boolean };
type Work = { job: SourcedJob; row: JobRow; hash: string };

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const columns = sql.raw(JOB_ROW_COLUMNS);

/**
 * Applies a complete listing of one source (docs/decisions/1502). Called only when the whole feed
 * was read: records are keyed by (source, source_job_id); a new one first joins a live job of the
 * same normalised company + title + city, else makes a job; a changed one rewrites its job (never
 * its moderation status, decision 1402); an unchanged one only moves `last_seen_at`; one that left
 * the feed or closed gets `gone_at` and its job expires when no live record keeps it.
 *
 * `kept` are ids the feed still lists but that could not be mapped this time: neither updated nor
 * taken for gone.
 */
export async function applyListing(db: Db, source: ApplySource, listed: SourcedJob[], kept: Set<string>, now: Date, onBatch?: () => Promise<void>): Promise<ApplyCounts> {
  const counts: ApplyCounts = { created: 0, updated: 0, unchanged: 0, expired: 0, republished: 0, changedJobs: false };
  const known = await knownRecords(db, source.id);
  const open = listed.filter((job) => !job.closed);
  const closed = listed.filter((job) => job.closed && known.has(job.sourceJobId) && !known.get(job.sourceJobId)!.gone);

  for (let start = 0; start < open.length; start += APPLY_BATCH) {
    const batch = open.slice(start, start + APPLY_BATCH).map((job): Work => ({ job, row: toJobRow(job, source.name, now), hash: contentHash(job, source.name) }));
    const fresh = batch.filter((w) => !known.has(w.job.sourceJobId));
    const changed = batch.filter((w) => {
      const k = known.get(w.job.sourceJobId);
      return k !== undefined && (k.hash !== w.hash || k.gone);
    });
    const same = batch.filter((w) => {
      const k = known.get(w.job.sourceJobId);
      return k !== undefined && k.hash === w.hash && !k.gone;
    });
    await db.transaction(async (tx) => {
      counts.created += await insertFresh(tx, source, fresh, now);
      await rewriteChanged(tx, source.id, changed, known, now);
      await touch(
        tx,
        source.id,
        same.map((w) => w.job.sourceJobId),
        now,
      );
    });
    for (const w of changed) {
      if (known.get(w.job.sourceJobId)!.gone) counts.republished += 1;
      else counts.updated += 1;
    }
    counts.unchanged += same.length;
    await onBatch?.();
  }

  const seen = new Set([...open.map((job) => job.sourceJobId), ...kept]);
  const absent = [...known.entries()].filter(([id, k]) => !k.gone && !seen.has(id)).map(([id]) => ({ sid: id, deadline: null as string | null }));
  const ended = closed.filter((job) => !kept.has(job.sourceJobId)).map((job) => ({ sid: job.sourceJobId, deadline: job.expiresAt?.toISOString() ?? null }));
  if (absent.length + ended.length > 0) counts.expired = await markGone(db, source.id, [...absent, ...ended], now);
  counts.changedJobs = counts.created + counts.updated + counts.republished + counts.expired > 0;
  return counts;
}

async function knownRecords(db: Db, sourceId: string): Promise<Map<string, Known>> {
  const rows = rowsOf<{ source_job_id: string; job_id: string; content_hash: string; gone: boolean }>(
    await db.execute(sql`SELECT source_job_id, job_id, content_hash, gone_at IS NOT NULL AS gone FROM job_source_records WHERE source_id = ${sourceId}`),
  );
  return new Map(rows.map((r) => [r.source_job_id, { jobId: r.job_id, hash: r.content_hash, gone: r.gone }]));
}

/**
 * New records: each joins the live job it duplicates (another source's, or an earlier record of this
 * feed), else gets a new job. Jobs and records go in together, inside the caller's transaction.
 */
async function insertFresh(tx: Tx, source: ApplySource, fresh: Work[], now: Date): Promise<number> {
  if (fresh.length === 0) return 0;
  const matches = await matchLiveJobs(tx, fresh, now);
  const newJobs: (JobRow & { id: string })[] = [];
  const records: { sid: string; jid: string; hash: string }[] = [];
  const madeHere = new Map<string, string>();
  fresh.forEach((w, i) => {
    const key = dedupeKey(w.row);
    let jobId = matches.get(i) ?? madeHere.get(key);
    if (!jobId) {
      jobId = randomUUID();
      madeHere.set(key, jobId);
      newJobs.push({ ...w.row, id: jobId });
    }
    records.push({ sid: w.job.sourceJobId, jid: jobId, hash: w.hash });
  });
  if (newJobs.length > 0) {
    // Jobs seekers see stay in the console's queue first when the source is not trusted (decision 1402).
    const status = source.trust === 'review' ? 'pending' : 'published';
    await tx.execute(sql`
      INSERT INTO jobs (id, title, description, company, city, state, salary, salary_max, salary_currency, salary_period, url, apply_url,
                        remote_region, affirmative, job_type, work_model, seniority, skills, published_at, expired_at, captation, moderation_status)
      SELECT id, title, description, company, city, state, salary, salary_max, salary_currency, salary_period, url, apply_url,
             remote_region, affirmative, job_type, work_model, seniority, coalesce(skills, '{}'), coalesce(published_at, ${now.toISOString()}::timestamptz),
             expired_at, 'crawler', ${status}
      FROM jsonb_to_recordset(${json(newJobs)}) AS x(id uuid, ${columns})`);
  }
  await tx.execute(sql`
    INSERT INTO job_source_records (source_id, source_job_id, job_id, content_hash, first_seen_at, last_seen_at)
    SELECT ${source.id}::uuid, sid, jid, hash, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json(records)}) AS x(sid text, jid uuid, hash text)`);
  return newJobs.length;
}

/** For each new record, the oldest live job with the same normalised company + title + city, seen within the window. */
async function matchLiveJobs(tx: Tx, fresh: Work[], now: Date): Promise<Map<number, string>> {
  const keys = fresh.map((w, i) => ({ i, company: w.row.company, title: w.row.title, city: w.row.city }));
  const rows = rowsOf<{ i: number; id: string }>(
    await tx.execute(sql`
      SELECT x.i, m.id FROM jsonb_to_recordset(${json(keys)}) AS x(i int, company text, title text, city text)
      CROSS JOIN LATERAL (
        SELECT j.id FROM jobs j
        WHERE public.rumo_unaccent(lower(coalesce(j.company, ''))) = public.rumo_unaccent(lower(coalesce(x.company, '')))
          AND public.rumo_unaccent(lower(j.title)) = public.rumo_unaccent(lower(x.title))
          AND public.rumo_unaccent(lower(coalesce(j.city, ''))) = public.rumo_unaccent(lower(coalesce(x.city, '')))
          AND j.moderation_status <> 'rejected' AND j.filled_at IS NULL
          AND (j.expired_at IS NULL OR j.expired_at > ${now.toISOString()}::timestamptz)
          AND greatest(j.published_at, j.updated_at) > ${now.toISOString()}::timestamptz - make_interval(days => ${DEDUPE_WINDOW_DAYS})
        ORDER BY j.created_at, j.id LIMIT 1
      ) m`),
  );
  return new Map(rows.map((r) => [Number(r.i), r.id]));
}

/**
 * Changed records, and gone ones that came back: their job is rewritten, moderation status aside
 * (decision 1402), only when a source made it (a matched direct or imported job keeps its own
 * text). Its expiry follows the feed unless someone else expired it: an `expired_at` in the past
 * that is not the `gone_at` of one of its records was set by staff and stays (docs/decisions/1502).
 */
async function rewriteChanged(tx: Tx, sourceId: string, changed: Work[], known: Map<string, Known>, now: Date): Promise<void> {
  if (changed.length === 0) return;
  const rows = changed.map((w) => ({ ...w.row, id: known.get(w.job.sourceJobId)!.jobId }));
  await tx.execute(sql`
    UPDATE jobs j SET title = x.title, description = x.description, company = x.company, city = x.city, state = x.state,
      salary = x.salary, salary_max = x.salary_max, salary_currency = x.salary_currency, salary_period = x.salary_period,
      url = x.url, apply_url = x.apply_url, remote_region = x.remote_region, affirmative = x.affirmative, job_type = x.job_type,
      work_model = x.work_model, seniority = x.seniority, skills = coalesce(x.skills, '{}'), published_at = coalesce(x.published_at, j.published_at),
      expired_at = CASE WHEN j.expired_at IS NULL OR j.expired_at > ${now.toISOString()}::timestamptz
                          OR j.expired_at IN (SELECT r.gone_at FROM job_source_records r WHERE r.job_id = j.id AND r.gone_at IS NOT NULL)
                        THEN x.expired_at ELSE j.expired_at END,
      updated_at = now()
    FROM jsonb_to_recordset(${json(rows)}) AS x(id uuid, ${columns})
    WHERE j.id = x.id AND j.captation = 'crawler'`);
  const records = changed.map((w) => ({ sid: w.job.sourceJobId, hash: w.hash }));
  await tx.execute(sql`
    UPDATE job_source_records r SET content_hash = x.hash, last_seen_at = ${now.toISOString()}::timestamptz, gone_at = NULL
    FROM jsonb_to_recordset(${json(records)}) AS x(sid text, hash text)
    WHERE r.source_id = ${sourceId} AND r.source_job_id = x.sid`);
}

/** Unchanged records: only `last_seen_at` moves; their job row is not written. */
async function touch(tx: Tx, sourceId: string, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE job_source_records SET last_seen_at = ${now.toISOString()}::timestamptz
    WHERE source_id = ${sourceId} AND source_job_id IN (SELECT jsonb_array_elements_text(${json(ids)}))`);
}

/**
 * Records that left the feed or closed get `gone_at` = the run's moment; a source's job with no
 * live record left expires at that same moment, which is how a later sync knows the expiry was the
 * pipeline's to undo (docs/decisions/1502). A closed record whose job already expired at the
 * feed's own deadline takes that deadline as its `gone_at`, for the same reason. Returns the jobs expired.
 */
async function markGone(db: Db, sourceId: string, gone: { sid: string; deadline: string | null }[], now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const marked = rowsOf<{ job_id: string }>(
      await tx.execute(sql`
        UPDATE job_source_records r
        SET gone_at = CASE WHEN x.deadline IS NOT NULL AND j.expired_at = x.deadline THEN x.deadline ELSE ${at}::timestamptz END
        FROM jsonb_to_recordset(${json(gone)}) AS x(sid text, deadline timestamptz), jobs j
        WHERE r.source_id = ${sourceId} AND r.source_job_id = x.sid AND r.gone_at IS NULL AND j.id = r.job_id
        RETURNING r.job_id`),
    );
    if (marked.length === 0) return 0;
    const expired = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE jobs j SET expired_at = ${at}::timestamptz, updated_at = now()
        WHERE j.id IN (SELECT jsonb_array_elements_text(${json([...new Set(marked.map((m) => m.job_id))])})::uuid)
          AND j.captation = 'crawler'
          AND (j.expired_at IS NULL OR j.expired_at > ${at}::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM job_source_records r WHERE r.job_id = j.id AND r.gone_at IS NULL)
        RETURNING j.id`),
    );
    return expired.length;
  });
}
