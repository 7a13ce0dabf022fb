import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 30;

export const THROTTLED_MESSAGE = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/** The counter of failed logins on one account (also part of the user's LGPD export). */
export const accountThrottleBucket = (username: string) => `account:${username.trim().toLowerCase()}`;

const buckets = (ip: string, username: string) => ({ ip: `ip:${ip}`, account: accountThrottleBucket(username) });

/**
 * Runs before any password hash: counts recent failures per IP and per account in the database
 * (so every server instance sees the same counts) and refuses with 429 past the limits.
 */
export async function assertLoginAllowed(db: Db, ip: string, username: string): Promise<void> {
  const b = buckets(ip, username);
  const since = new Date(Date.now() - WINDOW_MS);
  const [row] = await db
    .select({
      ip: sql<number>`count(*) filter (where ${loginFailures.bucket} = ${b.ip})`.mapWith(Number),
      account: sql<number>`count(*) filter (where ${loginFailures.bucket} = ${b.account})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(sql`${loginFailures.bucket} in (${b.ip}, ${b.account})`, gt(loginFailures.createdAt, since)));
  if ((row?.account ?? 0) >= MAX_PER_ACCOUNT || (row?.ip ?? 0) >= MAX_PER_IP) throw tooManyRequests(THROTTLED_MESSAGE);
}

export async function recordLoginFailure(db: Db, ip: string, username: string): Promise<void> {
  const b = buckets(ip, username);
  await db.insert(loginFailures).values([{ bucket: b.ip }, { bucket: b.account }]);
  // Housekeeping: forget failures older than the window.
  if (Math.random() < 0.05) await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - WINDOW_MS)));
}

export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.bucket, buckets('', username).account));
}
