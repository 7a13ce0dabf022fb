import { sql } from 'drizzle-orm';
import type { DuplicateRef } from '@rumo/contract';
import { rowsOf, type Db } from '../../db/database.ts';

/** pg_trgm similarity of the unaccented lower titles from which a job looks like another (decision 1402). */
export const DUPLICATE_SIMILARITY = 0.6;

export type DuplicateCandidate = DuplicateRef & { company: string | null; city: string | null };

/**
 * For each job of `ids`, up to `perJob` live published jobs (not filled, not expired) that look
 * like the same listing: same company and same city (case and accents ignored) and a title with
 * trigram similarity ≥ 0.6, most similar first. Asked only for one page of the console's list, so
 * its cost is bounded by the page, not by the table (the city key index narrows each lookup).
 */
export async function findDuplicates(db: Db, ids: string[], perJob = 1): Promise<Map<string, DuplicateCandidate[]>> {
  const found = new Map<string, DuplicateCandidate[]>();
  if (ids.length === 0) return found;
  const key = (column: string) => sql.raw(`public.rumo_unaccent(lower(${column}))`);
  const rows = rowsOf<{ job_id: string; id: string; title: string; company: string | null; city: string | null }>(
    await db.execute(sql`
      SELECT j.id AS job_id, d.id, d.title, d.company, d.city
      FROM jobs j
      CROSS JOIN LATERAL (
        SELECT d.id, d.title, d.company, d.city, similarity(${key('d.title')}, ${key('j.title')}) AS score, d.published_at
        FROM jobs d
        WHERE d.id <> j.id
          AND d.moderation_status = 'published' AND d.filled_at IS NULL AND (d.expired_at IS NULL OR d.expired_at > now())
          AND ${key('d.city')} = ${key('j.city')}
          AND ${key('d.company')} = ${key('j.company')}
          AND similarity(${key('d.title')}, ${key('j.title')}) >= ${DUPLICATE_SIMILARITY}
        ORDER BY score DESC, d.published_at DESC, d.id
        LIMIT ${perJob}
      ) d
      WHERE j.id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  for (const r of rows) {
    const list = found.get(r.job_id) ?? [];
    list.push({ id: r.id, title: r.title, company: r.company, city: r.city });
    found.set(r.job_id, list);
  }
  return found;
}
