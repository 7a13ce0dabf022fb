import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './database.ts';

export type PreparedSql<T> = { rows: (values: Record<string, unknown>) => Promise<T[]> };

const statements = new WeakMap<Db, Map<string, PreparedSql<unknown>>>();

/**
 * A raw statement (what `db.execute` runs) as a named prepared statement, one per database:
 * drizzle turns it into text once instead of on every call, and PostgreSQL parses and plans it
 * once per pooled connection. Its values are `sql.placeholder(name)`s, given to `rows()`. For the
 * statements of every request (the match profile of each job list, the rate limits' buckets),
 * as the session lookup and the job detail already are (docs/decisions/1804). `build` runs once
 * per database and must always give the same text for the same name.
 */
export function preparedSql<T>(db: Db, name: string, build: () => SQL): PreparedSql<T> {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) {
    // drizzle's own path for db.execute (PgDatabase.execute), with a name: both drivers support it.
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    const prepared = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    statement = { rows: async (values) => rowsOf(await prepared.execute(values)) };
    byName.set(name, statement);
  }
  return statement as PreparedSql<T>;
}
