import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';
import { matchPlaceholderValues, matchScorePlaceholderSql, matchScoreSql, matchShape, type MatchParams } from '../match/index.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { and } from './job-filters.ts';
import { RANK_WINDOW } from './job-search.ts';
import { seekerVisible } from './job-visibility.ts';

type ScoredRow = { id: string; score: number | null };

/** The ids in their order and uuid → score of those with one. */
function scored(rows: ScoredRow[]): { ids: string[]; scores: Record<string, number> } {
  const scores: Record<string, number> = {};
  for (const r of rows) if (r.score !== null) scores[r.id] = Number(r.score);
  return { ids: rows.map((r) => r.id), scores };
}

/**
 * uuid → score of the given jobs (those with a score), one query over the page's ids (docs/decisions/1704).
 * It runs on every list page of a user with a CV: a prepared statement per CV shape (docs/decisions/1804).
 */
export async function scoresByIds(db: Db, params: MatchParams, ids: string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const shape = matchShape(params);
  const statement = preparedSql<ScoredRow>(
    db,
    `job_scores_by_ids_${Number(shape.acceptedTypes)}${Number(shape.lastSalary)}`,
    () => sql`SELECT id, ${matchScorePlaceholderSql(shape)} AS score FROM jobs WHERE id = ANY(${sql.placeholder('ids')}::uuid[])`,
  );
  return scored(await statement.rows({ ids, ...matchPlaceholderValues(params) })).scores;
}

/**
 * `sort=compatibility` (docs/decisions/1704): the same bounded window the text ranking uses — the
 * newest RANK_WINDOW visible jobs of the search and filters — ordered by score (jobs without one
 * last), newest first on ties. The order is per user, so it is never cached; pages past the window
 * continue newest first. With a text query the window's ids come from the text ranking's shared
 * cache and `scoreOrder` orders them; this walk serves the list without a text query.
 */
export async function compatibilityWindow(db: Db, params: MatchParams, filters: SQL[]): Promise<{ ids: string[]; scores: Record<string, number> }> {
  const rows = rowsOf<ScoredRow>(
    await db.execute(sql`
      SELECT id, score FROM (
        SELECT id, published_at, ${matchScoreSql(params)} AS score FROM (
          SELECT id, published_at, skill_keys, seniority, work_model, state, job_type, salary, salary_max, salary_currency, salary_period FROM jobs
          WHERE ${seekerVisible()} AND ${and(filters)}
          ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST
          LIMIT ${RANK_WINDOW}
        ) AS newest
      ) AS scored
      ORDER BY score DESC NULLS LAST, published_at DESC, id DESC`),
  );
  return scored(rows);
}

/** The given ids (a text search's cached window) still visible, by score (none last), newest first on ties. */
export async function scoreOrder(db: Db, params: MatchParams, ids: string[]): Promise<{ ids: string[]; scores: Record<string, number> }> {
  if (ids.length === 0) return { ids: [], scores: {} };
  const rows = rowsOf<ScoredRow>(
    await db.execute(sql`
      SELECT id, ${matchScoreSql(params)} AS score FROM jobs
      WHERE id = ANY(${sql.param(ids)}::uuid[]) AND ${seekerVisible()}
      ORDER BY score DESC NULLS LAST, published_at DESC, id DESC`),
  );
  return scored(rows);
}
