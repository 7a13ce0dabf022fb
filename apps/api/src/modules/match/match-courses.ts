import { sql } from 'drizzle-orm';
import type { SkillCourse } from '@rumo/contract';
import { rowsOf, type Db } from '../../db/database.ts';

/**
 * The published courses (a withdrawn course has no published_at, decision 1603) that teach each of
 * the given skill keys, in the journey's order: step, then course (docs/decisions/1704). Every
 * published course is listed whatever the user's plan: the course page says what unlocks it (1703).
 */
export async function coursesTeaching(db: Db, keys: string[]): Promise<Map<string, SkillCourse[]>> {
  const byKey = new Map<string, SkillCourse[]>();
  if (keys.length === 0) return byKey;
  const rows = rowsOf<{ key: string; uuid: string; name: string; step_name: string }>(
    await db.execute(sql`
      SELECT k.key, c.id AS uuid, c.name, s.name AS step_name
      FROM courses c
      JOIN steps s ON s.id = c.step_id
      CROSS JOIN LATERAL unnest(c.skill_keys) AS k(key)
      WHERE c.published_at IS NOT NULL AND k.key = ANY(${sql.param(keys)}::text[])
      ORDER BY s."order", c."order", c.id`),
  );
  for (const row of rows) {
    const list = byKey.get(row.key) ?? [];
    list.push({ uuid: row.uuid, name: row.name, step_name: row.step_name });
    byKey.set(row.key, list);
  }
  return byKey;
}
