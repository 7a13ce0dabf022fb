import type { SourceKind, SourceRejection, SourceRun, SourceRunStatus, SourceRunWithSource } from '@rumo/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';

/** A `source_runs` row as SQL gives it (snake case, timestamps as Date or text). */
export type SourceRunRow = {
  id: number | string;
  status: SourceRunStatus;
  started_at: Date | string;
  finished_at: Date | string | null;
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  expired: number;
  republished: number;
  rejected: number;
  rejections: SourceRejection[] | string;
  error: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The run log entry as the console and the CLI show it (decision 1502). */
export function presentRun(row: SourceRunRow): SourceRun {
  return {
    id: Number(row.id),
    status: row.status,
    started_at: iso(row.started_at),
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
    fetched: Number(row.fetched),
    created: Number(row.created),
    updated: Number(row.updated),
    unchanged: Number(row.unchanged),
    expired: Number(row.expired),
    republished: Number(row.republished),
    rejected: Number(row.rejected),
    rejections: typeof row.rejections === 'string' ? (JSON.parse(row.rejections) as SourceRejection[]) : row.rejections,
    error: row.error,
  };
}

/** The latest runs of every source, newest first, with the source's name and kind (console home). */
export async function latestRuns(db: Db, limit: number): Promise<SourceRunWithSource[]> {
  const rows = rowsOf<SourceRunRow & { source_id: string; source_name: string; source_kind: SourceKind }>(
    await db.execute(sql`SELECT r.*, s.id AS source_id, s.name AS source_name, s.kind AS source_kind
                         FROM source_runs r JOIN job_sources s ON s.id = r.source_id
                         ORDER BY r.started_at DESC, r.id DESC LIMIT ${limit}`),
  );
  return rows.map((row) => ({ ...presentRun(row), source_id: row.source_id, source_name: row.source_name, source_kind: row.source_kind }));
}
