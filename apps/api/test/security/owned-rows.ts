import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { rowsOf } from '../../src/db/database.ts';

type ForeignKey = { child: string; column: string; parent: string; parentColumn: string };

/**
 * The ids of every row that belongs to a user: rows that reference the user's row, rows that
 * reference those, and so on (found through the schema's foreign keys, so a new table is included
 * without a test change). Only `id` columns are collected. Catalogue rows (jobs, courses…) are never
 * included because they do not reference a user.
 */
export async function ownedIds(db: Db, userId: string): Promise<Set<string>> {
  const fks = rowsOf<ForeignKey>(
    await db.execute(sql`
      SELECT kcu.table_name AS child, kcu.column_name AS "column", ccu.table_name AS parent, ccu.column_name AS "parentColumn"
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`),
  );
  const hasId = new Set(
    rowsOf<{ table_name: string }>(await db.execute(sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id'`)).map(
      (r) => r.table_name,
    ),
  );
  // owned: table -> values of its `id` (or of the referenced column) that belong to the user.
  const owned = new Map<string, Set<string>>([['users', new Set([userId])]]);
  const ids = new Set<string>([userId]);
  for (let changed = true, round = 0; changed && round < 10; round++) {
    changed = false;
    for (const fk of fks) {
      const parentValues = owned.get(fk.parent);
      if (!parentValues?.size || fk.parentColumn !== 'id' || !hasId.has(fk.child) || fk.child === fk.parent) continue;
      const list = sql.join(
        [...parentValues].map((v) => sql`${v}`),
        sql`, `,
      );
      const rows = rowsOf<{ id: unknown }>(await db.execute(sql`SELECT id FROM ${sql.identifier(fk.child)} WHERE ${sql.identifier(fk.column)}::text IN (${list})`));
      const set = owned.get(fk.child) ?? new Set<string>();
      for (const row of rows) {
        const id = String(row.id);
        if (!set.has(id)) {
          set.add(id);
          ids.add(id);
          changed = true;
        }
      }
      owned.set(fk.child, set);
    }
  }
  return ids;
}
