import type { SourceDetail, SourceItem, SourceKind, SourceSyncState, SourceTrust, sourceCreateRequest, sourcePatchRequest } from '@rumo/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Db } from '../../db/database.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { OutboundPolicy } from '../../lib/outbound/address-policy.ts';
import { recordAudit, type AuditActor } from '../staff/index.ts';
import { sourceKinds } from './source-kinds.ts';
import { presentRun, type SourceRunRow } from './source-runs.ts';
import { baseUrlProblem, keyUrlProblem } from './source-url-policy.ts';

export const SOURCE_NOT_FOUND = 'Fonte não encontrada.';
export const SOURCE_EXISTS = 'Esta fonte já está cadastrada.';

type SourceRow = {
  id: string;
  kind: SourceKind;
  key: string;
  name: string;
  base_url: string | null;
  trust: SourceTrust;
  interval_minutes: number;
  enabled: boolean;
  next_sync_at: Date | string;
  created_at: Date | string;
  active_jobs: number | string;
  syncing: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Jobs a source keeps listed now: its live records whose job is published or in review, not
 * expired and not filled (the contract's `active_jobs`).
 */
const ACTIVE_JOBS = sql`(SELECT count(DISTINCT r.job_id) FROM job_source_records r JOIN jobs j ON j.id = r.job_id
  WHERE r.source_id = s.id AND r.gone_at IS NULL AND j.moderation_status IN ('published', 'pending')
    AND (j.expired_at IS NULL OR j.expired_at > now()) AND j.filled_at IS NULL)::int AS active_jobs`;

/** A live lease (contract's `syncing`): the same test the sync uses to take it, on the database's clock. */
const SYNCING = sql`(s.lease_until IS NOT NULL AND s.lease_until >= now()) AS syncing`;

async function sourceRows(db: Db, where = sql``): Promise<SourceRow[]> {
  return rowsOf<SourceRow>(
    await db.execute(sql`SELECT s.id, s.kind, s.key, s.name, s.base_url, s.trust, s.interval_minutes, s.enabled, s.next_sync_at, s.created_at, ${ACTIVE_JOBS}, ${SYNCING}
                         FROM job_sources s ${where} ORDER BY s.name, s.kind, s.key`),
  );
}

async function runsOf(db: Db, sourceIds: string[], perSource: number): Promise<Map<string, SourceRunRow[]>> {
  const bySource = new Map<string, SourceRunRow[]>();
  if (sourceIds.length === 0) return bySource;
  const rows = rowsOf<SourceRunRow & { source_id: string }>(
    await db.execute(sql`
      SELECT r.* FROM (SELECT jsonb_array_elements_text(${JSON.stringify(sourceIds)}::jsonb)::uuid AS id) s
      CROSS JOIN LATERAL (SELECT * FROM source_runs WHERE source_id = s.id ORDER BY started_at DESC, id DESC LIMIT ${perSource}) r`),
  );
  for (const row of rows) bySource.set(row.source_id, [...(bySource.get(row.source_id) ?? []), row]);
  return bySource;
}

function present(row: SourceRow, runs: SourceRunRow[]): SourceItem {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    name: row.name,
    base_url: row.base_url,
    trust: row.trust,
    interval_minutes: Number(row.interval_minutes),
    enabled: row.enabled,
    next_sync_at: iso(row.next_sync_at),
    created_at: iso(row.created_at),
    active_jobs: Number(row.active_jobs),
    syncing: Boolean(row.syncing),
    last_run: runs[0] ? presentRun(runs[0]) : null,
  };
}

/** Every source with its active jobs and last run (console list, `sources list`). */
export async function listSources(db: Db): Promise<SourceItem[]> {
  const rows = await sourceRows(db);
  const runs = await runsOf(
    db,
    rows.map((r) => r.id),
    1,
  );
  return rows.map((row) => present(row, runs.get(row.id) ?? []));
}

/** One source with its last 20 runs, newest first; 404 for an unknown id. */
export async function getSource(db: Db, id: string): Promise<SourceDetail> {
  const [row] = await sourceRows(db, sql`WHERE s.id = ${id}`);
  if (!row) throw notFound(SOURCE_NOT_FOUND);
  const runs = (await runsOf(db, [id], 20)).get(id) ?? [];
  return { ...present(row, runs), runs: runs.map(presentRun) };
}

export type SourceCreate = z.output<typeof sourceCreateRequest>;
export type SourcePatch = z.output<typeof sourcePatchRequest>;

/**
 * Adds a source: the kind checks its key (422 with its message), the outbound policy its URLs
 * (422); the same kind and key twice is a 409.
 */
export async function createSource(db: Db, actor: AuditActor, input: SourceCreate, policy: OutboundPolicy): Promise<SourceDetail> {
  const key = input.key.trim();
  const problem = sourceKinds[input.kind].checkKey(key);
  if (problem) throw unprocessable(problem, { key: problem });
  const keyProblem = keyUrlProblem(input.kind, key, policy);
  if (keyProblem) throw unprocessable(keyProblem, { key: keyProblem });
  const baseProblem = baseUrlProblem(input.base_url, policy);
  if (baseProblem) throw unprocessable(baseProblem, { base_url: baseProblem });
  const name = input.name ?? key.slice(0, 120);
  const id = await db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO job_sources (kind, key, name, base_url, trust, interval_minutes)
        VALUES (${input.kind}, ${key}, ${name}, ${input.base_url ?? null}, ${input.trust}, ${input.interval_minutes})
        ON CONFLICT (kind, key) DO NOTHING RETURNING id`),
    );
    if (!row) throw conflict(SOURCE_EXISTS, { key: SOURCE_EXISTS });
    const after = { kind: input.kind, key, name, base_url: input.base_url ?? null, trust: input.trust, interval_minutes: input.interval_minutes };
    await recordAudit(tx, { actor, action: 'source.create', entity: 'source', entityId: row.id, after });
    return row.id;
  });
  return getSource(db, id);
}

const PATCHABLE = { name: 'name', base_url: 'base_url', trust: 'trust', interval_minutes: 'interval_minutes', enabled: 'enabled' } as const;

/** Changes name, base URL (checked by the outbound policy), trust, interval or enabled; kind and key never change. */
export async function updateSource(db: Db, actor: AuditActor, id: string, patch: SourcePatch, policy: OutboundPolicy): Promise<SourceDetail> {
  await db.transaction(async (tx) => {
    const [current] = rowsOf<Record<string, unknown>>(await tx.execute(sql`SELECT name, base_url, trust, interval_minutes, enabled FROM job_sources WHERE id = ${id} FOR UPDATE`));
    if (!current) throw notFound(SOURCE_NOT_FOUND);
    const baseProblem = baseUrlProblem(patch.base_url, policy);
    if (baseProblem) throw unprocessable(baseProblem, { base_url: baseProblem });
    const changes = Object.entries(PATCHABLE).filter(([field]) => patch[field as keyof SourcePatch] !== undefined && patch[field as keyof SourcePatch] !== current[field]);
    if (changes.length === 0) return;
    const sets = changes.map(([field, column]) => sql`${sql.identifier(column)} = ${patch[field as keyof SourcePatch] ?? null}`);
    await tx.execute(sql`UPDATE job_sources SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${id}`);
    await recordAudit(tx, {
      actor,
      action: 'source.update',
      entity: 'source',
      entityId: id,
      before: Object.fromEntries(changes.map(([field]) => [field, current[field]])),
      after: Object.fromEntries(changes.map(([field]) => [field, patch[field as keyof SourcePatch]])),
    });
  });
  return getSource(db, id);
}

/**
 * Removes a source with its records and runs. Its jobs that no other source keeps live expire now
 * (docs/decisions/1502): a job nobody will refresh again must not stay listed forever; jobs another
 * source still lists stay. Returns how many jobs expired.
 */
export async function removeSource(db: Db, actor: AuditActor, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [source] = rowsOf<{ kind: string; key: string; name: string }>(await tx.execute(sql`SELECT kind, key, name FROM job_sources WHERE id = ${id} FOR UPDATE`));
    if (!source) throw notFound(SOURCE_NOT_FOUND);
    const expired = rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE jobs j SET expired_at = now(), updated_at = now()
        WHERE j.captation = 'crawler' AND (j.expired_at IS NULL OR j.expired_at > now())
          AND EXISTS (SELECT 1 FROM job_source_records r WHERE r.job_id = j.id AND r.source_id = ${id})
          AND NOT EXISTS (SELECT 1 FROM job_source_records r WHERE r.job_id = j.id AND r.source_id <> ${id} AND r.gone_at IS NULL)
        RETURNING j.id`),
    );
    await tx.execute(sql`DELETE FROM job_sources WHERE id = ${id}`);
    await recordAudit(tx, { actor, action: 'source.remove', entity: 'source', entityId: id, before: source, after: { expired_jobs: expired.length } });
    return expired.length;
  });
}

export const SOURCE_PAUSED = 'A fonte está pausada: ative-a para sincronizar.';

export const SOURCE_SYNC_QUEUED = 'Sincronização pedida.';
export const SOURCE_SYNC_WAITING = 'Aguardando a sincronização em andamento terminar.';

/**
 * Asks for a sync now: the source is due at once and the caller kicks the scheduler. The scheduler
 * syncs only enabled sources, so asking for a paused one is refused rather than accepted and ignored.
 * While another sync holds a live lease the answer is 'waiting': that sync serves the request (its
 * end sets the next time), and should its holder have stopped, the due time set here lets the pass
 * that takes the lapsed lease over sync the source.
 */
export async function requestSync(db: Db, actor: AuditActor, id: string): Promise<{ state: SourceSyncState; message: string }> {
  return db.transaction(async (tx) => {
    const [source] = rowsOf<{ enabled: boolean; syncing: boolean }>(await tx.execute(sql`SELECT s.enabled, ${SYNCING} FROM job_sources s WHERE s.id = ${id} FOR UPDATE`));
    if (!source) throw notFound(SOURCE_NOT_FOUND);
    if (!source.enabled) throw unprocessable(SOURCE_PAUSED);
    await tx.execute(sql`UPDATE job_sources SET next_sync_at = now() WHERE id = ${id}`);
    await recordAudit(tx, { actor, action: 'source.sync', entity: 'source', entityId: id });
    return source.syncing ? { state: 'waiting', message: SOURCE_SYNC_WAITING } : { state: 'queued', message: SOURCE_SYNC_QUEUED };
  });
}
