// The logged-in user the benchmark acts as, and the ids its requests use. Rebuilt on every run
// (the previous run's user and its applications are deleted) so reruns measure the same state.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/database.ts';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { createSession } from '../../apps/api/src/modules/accounts/accounts.service.ts';
import { applyToJob } from '../../apps/api/src/modules/applications/applications.service.ts';

/** One user reads (search, detail, applications list); the other runs the mixed workload, whose POSTs add applications. */
const BENCH_EMAILS = ['bench-reader@rumo.bench', 'bench-mixed@rumo.bench'] as const;
export const APPLICATIONS_PER_USER = 50;

export type BenchUsers = {
  token: string;
  mixedToken: string;
  /** Jobs spread over the whole table (expired ones included: the detail page shows them too). */
  detailIds: string[];
  /** Open jobs the mixed workload applies to (POST /applications); the first ones are already applied. */
  applyIds: string[];
};

/** Every `step`-th row in physical order: a spread sample without sorting a million rows. */
async function sampleIds(db: Db, count: number, openOnly: boolean): Promise<string[]> {
  const total = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM jobs`))[0]!.n;
  const step = Math.max(1, Math.floor(total / (count * (openOnly ? 2 : 1))));
  const open = openOnly ? sql`AND (expired_at IS NULL OR expired_at > now() + interval '1 day')` : sql``;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT id FROM (SELECT id, expired_at, row_number() OVER () AS n FROM jobs) AS t
      WHERE n % ${step} = 0 ${open} LIMIT ${count}`),
  );
  return rows.map((r) => r.id);
}

/** A fresh user with a session and APPLICATIONS_PER_USER applications (made by the feature's own service). */
async function freshUser(db: Db, email: string, applyTo: string[]): Promise<string> {
  await db.delete(users).where(eq(users.email, email));
  const [user] = await db
    .insert(users)
    .values({ name: 'Pessoa do Benchmark', email, passwordHash: 'not-a-login-account', tel: '11999999999' })
    .returning({ id: users.id, name: users.name, email: users.email, planId: users.planId });
  for (const id of applyTo.slice(0, APPLICATIONS_PER_USER)) await applyToJob(db, id, { ...user!, sessionId: 'bench' }, new Date());
  return createSession(db, user!.id);
}

export async function prepareBenchUsers(db: Db): Promise<BenchUsers> {
  const detailIds = await sampleIds(db, 1000, false);
  const applyIds = await sampleIds(db, 400, true);
  const token = await freshUser(db, BENCH_EMAILS[0], applyIds);
  const mixedToken = await freshUser(db, BENCH_EMAILS[1], applyIds);
  return { token, mixedToken, detailIds, applyIds };
}
