import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many statement texts stay prepared; the least recently used is closed past it. */
export const MAX_PREPARED_STATEMENTS = 200;

/**
 * A statement that cannot run as prepared any more: its result's columns changed under it (DDL on a
 * `SELECT *`, 0A000 "cached plan must not change result type") or it is gone (26000). It is
 * prepared again, once.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

type Statement = { name: string; paramTypes: number[] };

/**
 * PGlite's `query()` sends every statement unnamed: PostgreSQL parses, analyses and rewrites it
 * again on every call, in six protocol exchanges (parse, describe, bind, describe, execute, sync).
 * The same queries run on every request (session, profile, rows by id, scores…: drizzle turns
 * their values into parameters, so their text is constant), and in `npm run bench` that work was
 * most of the worker's CPU (docs/decisions/1804). Here each distinct text is parsed once as a
 * named statement, then only bound and executed.
 *
 * Plans stay what they were: the worker sets `plan_cache_mode = force_custom_plan`, so every
 * execution is planned for its own values, as an unnamed statement is (a generic plan could rank
 * or count a broad text search differently from a narrow one).
 *
 * What the caller sees is PGlite's own `query()`: the same Results (parsed by PGlite's parser with
 * the same parsers), and on an error the same DatabaseError with `query`, `params` and
 * `queryOptions`. Call `run` while holding PGlite's query lock (see worker.ts).
 */
export function statementCache(pg: PGlite, max = MAX_PREPARED_STATEMENTS) {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const exchange = async (message: Uint8Array) => (await pg.execProtocol(message, { syncToFs: false })).messages;

  async function prepare(text: string): Promise<{ statement: Statement; replies: messages.BackendMessage[] }> {
    if (statements.size >= max) {
      const [oldest, statement] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      await exchange(serialize.close({ type: 'S', name: statement.name }));
    }
    const name = `rumo_stmt_${++counter}`;
    const replies = await exchange(serialize.parse({ name, text }));
    const paramTypes = parse.parseDescribeStatementResults(await exchange(serialize.describe({ type: 'S', name })));
    const statement = { name, paramTypes };
    statements.set(text, statement);
    return { statement, replies };
  }

  /** Bind, describe and execute, then always sync (which ends an implicit transaction, or reports its error). */
  async function once(text: string, params: unknown[], options: QueryOptions): Promise<Results> {
    const replies: messages.BackendMessage[] = [];
    try {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        const prepared = await prepare(text);
        statement = prepared.statement;
        replies.push(...prepared.replies);
      }
      // As PGlite serialises a parameter: by the type PostgreSQL gave it, else as text.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[statement.paramTypes[i]!];
        return serializer ? serializer(value) : (value as { toString(): string }).toString();
      });
      replies.push(...(await exchange(serialize.bind({ statement: statement.name, values }))));
      replies.push(...(await exchange(serialize.describe({ type: 'P' }))));
      replies.push(...(await exchange(serialize.execute({}))));
    } finally {
      replies.push(...(await exchange(serialize.sync())));
    }
    return parse.parseResults(replies, pg.parsers, options)[0]!;
  }

  return {
    async run(text: string, params: unknown[], options: QueryOptions): Promise<Results> {
      try {
        try {
          return await once(text, params, options);
        } catch (err) {
          if (!(err instanceof messages.DatabaseError && err.code && STALE_STATEMENT.has(err.code) && statements.has(text))) throw err;
          const stale = statements.get(text)!;
          statements.delete(text);
          await exchange(serialize.close({ type: 'S', name: stale.name }));
          await exchange(serialize.sync());
          return await once(text, params, options);
        }
      } catch (err) {
        // PGlite's query() adds these to its DatabaseErrors.
        if (err instanceof messages.DatabaseError) Object.assign(err, { query: text, params, queryOptions: options });
        throw err;
      }
    },
    get size() {
      return statements.size;
    },
  };
}
