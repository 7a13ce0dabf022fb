import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import type { TestContext } from './test-app.ts';

/**
 * A second instance of the app on the test file's database, as behind a load balancer: what one
 * instance keeps in memory, the other changes (decision 1809). Use at module level after useTestApp.
 */
export function useSecondInstance(t: TestContext): { app: FastifyInstance } {
  const other = {} as { app: FastifyInstance };
  beforeAll(async () => {
    other.app = await buildApp({ database: t.database, config: t.config, logger: false });
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app?.close();
  });
  return other;
}

/** A change the database does not announce (the table's notifying trigger off): what only a memory still answers. */
export async function unannounced(db: Db, table: 'sessions' | 'jobs' | 'curricula', change: () => Promise<unknown>): Promise<void> {
  const trigger = sql.raw(`${table}_notify_change`);
  await db.execute(sql`ALTER TABLE ${sql.raw(table)} DISABLE TRIGGER ${trigger}`);
  try {
    await change();
  } finally {
    await db.execute(sql`ALTER TABLE ${sql.raw(table)} ENABLE TRIGGER ${trigger}`);
  }
}
