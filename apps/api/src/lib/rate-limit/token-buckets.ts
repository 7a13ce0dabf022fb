import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.ts';
import { preparedSql } from '../../db/prepared-sql.ts';

/**
 * A limit: `capacity` attempts at once, given back at `capacity / windowSeconds` per second.
 * Several rules on one key-space give a progressive limit (docs/decisions/0705).
 */
export type Limit = { capacity: number; windowSeconds: number };
export type Bucket = { key: string; limit: Limit };
export type TakeResult = { ok: true; taken: Bucket[] } | { ok: false; retryAfterSeconds: number };

const refilledSql = (capacity: unknown, perSecond: unknown) =>
  sql`LEAST(${capacity}::float8, b.tokens + EXTRACT(EPOCH FROM (now() - b.updated_at))::float8 * ${perSecond}::float8)`;

/**
 * Taking a token runs on every rate-limited request, so it is a prepared statement (docs/decisions/1804):
 * built once, planned once per connection. Values: key, capacity, perSecond.
 */
const takeSql = () => {
  const refilled = refilledSql(sql.placeholder('capacity'), sql.placeholder('perSecond'));
  return sql`
    INSERT INTO rate_limit_buckets AS b (key, tokens, updated_at)
    VALUES (${sql.placeholder('key')}, ${sql.placeholder('capacity')}::float8 - 1, now())
    ON CONFLICT (key) DO UPDATE SET tokens = ${refilled} - 1, updated_at = now()
    WHERE ${refilled} >= 1
    RETURNING tokens`;
};

/**
 * Token buckets in the database (`rate_limit_buckets`), so every instance shares them.
 *
 * Taking a token is one atomic statement: the upsert refills the bucket for the time elapsed and
 * takes one token only when at least one is there (the row lock of ON CONFLICT DO UPDATE
 * serialises concurrent takers). So N concurrent requests never get more than `capacity` tokens —
 * a check-then-write counter let 51 of 60 concurrent logins through a limit of 30.
 *
 * `factor` scales every limit (RATE_LIMIT_FACTOR); 0 turns them off.
 */
export function createTokenBuckets(db: Db, factor: number) {
  const scaled = (limit: Limit) => ({ capacity: limit.capacity * factor, perSecond: (limit.capacity * factor) / limit.windowSeconds });

  async function takeOne(bucket: Bucket): Promise<number | null> {
    const { capacity, perSecond } = scaled(bucket.limit);
    const taken = await preparedSql<{ tokens: number }>(db, 'rate_limit_take', takeSql).rows({ key: bucket.key, capacity, perSecond });
    if (taken.length > 0) return null;
    const refilled = refilledSql(capacity, perSecond);
    const [row] = rowsOf<{ tokens: number }>(await db.execute(sql`SELECT ${refilled} AS tokens FROM rate_limit_buckets b WHERE b.key = ${bucket.key}`));
    const missing = 1 - Number(row?.tokens ?? 0);
    return Math.max(1, Math.ceil(missing / perSecond));
  }

  /** Gives one token back (an attempt that did not count, e.g. a correct password). */
  async function refund(buckets: Bucket[]): Promise<void> {
    for (const bucket of buckets) {
      const { capacity } = scaled(bucket.limit);
      await db.execute(sql`UPDATE rate_limit_buckets SET tokens = LEAST(${capacity}::float8, tokens + 1) WHERE key = ${bucket.key}`);
    }
  }

  return {
    enabled: factor > 0,
    /**
     * Takes one token from every bucket, in order. If one is empty, the tokens already taken are
     * given back (a refused request costs nothing elsewhere) and the wait is returned.
     */
    async take(buckets: Bucket[]): Promise<TakeResult> {
      if (factor <= 0) return { ok: true, taken: [] };
      const taken: Bucket[] = [];
      for (const bucket of buckets) {
        const retryAfterSeconds = await takeOne(bucket);
        if (retryAfterSeconds !== null) {
          await refund(taken);
          return { ok: false, retryAfterSeconds };
        }
        taken.push(bucket);
      }
      return { ok: true, taken };
    },
    refund,
    /** Forgets buckets (full again), e.g. the per-source login bucket after a correct password. */
    async reset(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.execute(
        sql`DELETE FROM rate_limit_buckets WHERE key IN (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    },
    /** Housekeeping: a bucket untouched for longer than the longest window is full; drop it. */
    async prune(olderThanSeconds = 86_400): Promise<number> {
      const rows = rowsOf<{ key: string }>(
        await db.execute(sql`DELETE FROM rate_limit_buckets WHERE updated_at < now() - make_interval(secs => ${olderThanSeconds}) RETURNING key`),
      );
      return rows.length;
    },
  };
}

export type TokenBuckets = ReturnType<typeof createTokenBuckets>;
