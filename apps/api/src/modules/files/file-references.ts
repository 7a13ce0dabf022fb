import { sql, type SQL } from 'drizzle-orm';

/**
 * Which content points at which file (decision 1602). Each module whose rows hold file ids
 * registers one query returning them, e.g.
 * `registerFileReferences('highlights', sql\`SELECT media_file_id FROM highlights WHERE media_file_id IS NOT NULL\`)`;
 * the orphan collection keeps every file any of them names. Registered once, at import time of
 * the module's routes; the same name registered again replaces its query.
 */
const references = new Map<string, SQL>();

export function registerFileReferences(name: string, query: SQL): void {
  references.set(name, query);
}

export function unregisterFileReferences(name: string): void {
  references.delete(name);
}

/** Every registered query as one `SELECT file_id FROM (… UNION ALL …)`; none registered: no rows. */
export function referencedFileIds(): SQL {
  const queries = [...references.values()];
  if (queries.length === 0) return sql`SELECT NULL::uuid AS file_id WHERE false`;
  return sql`SELECT file_id::uuid FROM (${sql.join(
    queries.map((q) => sql`(${q})`),
    sql` UNION ALL `,
  )}) AS refs(file_id) WHERE file_id IS NOT NULL`;
}
