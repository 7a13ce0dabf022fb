import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { WorkContext } from '../../lib/fair-work-queue.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import type { Bucket } from '../../lib/rate-limit/token-buckets.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export const THROTTLED_MESSAGE = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/**
 * Whose password is being checked: an existing account (by id) or an address nobody holds (by
 * a digest of it, so the buckets of unknown addresses cost the same and hold no e-mail).
 */
export type PasswordAccount = { userId: string; passwordHash: string } | { email: string };

const accountKey = (account: PasswordAccount) =>
  'userId' in account ? `user:${account.userId}` : `addr:${createHash('sha256').update(account.email).digest('base64url').slice(0, 22)}`;

/** The per-account throttle buckets of a user: the LGPD export shows them, deletion drops them. */
export const accountBucketPrefix = (userId: string) => `password:user:${userId}`;

function bucketsFor(account: PasswordAccount, source: string): { all: Bucket[]; accountAndSource: Bucket } {
  const acct = `password:${accountKey(account)}`;
  const accountAndSource: Bucket = { key: `${acct}:src:${source}`, limit: LIMITS.passwordPerAccountAndSource };
  return {
    accountAndSource,
    all: [
      { key: `password:src:${source}`, limit: LIMITS.passwordPerSource },
      accountAndSource,
      { key: acct, limit: LIMITS.passwordPerAccount },
      { key: `${acct}:day`, limit: LIMITS.passwordPerAccountDaily },
    ],
  };
}

// A hash of nothing in particular, verified when the account does not exist, so both cost the same.
let dummyHash: Promise<string> | undefined;

/**
 * Every password check of the app goes through here — login, password change, account deletion —
 * so all are throttled alike (docs/decisions/0705):
 * 1. a token is taken, atomically, from each bucket (source; account and source; account, twice
 *    for a progressive limit) before any hash: past a limit the answer is 429 and no hash runs,
 *    however many requests arrive at once;
 * 2. the verification waits its turn in the fair work queue (dropped if the client leaves);
 * 3. a correct password gives its tokens back and clears the account-and-source bucket, so the
 *    owner's own mistypes are forgotten and only wrong guesses count.
 */
export async function checkPassword(deps: AppDeps, context: WorkContext, account: PasswordAccount, password: string, throttledMessage = THROTTLED_MESSAGE): Promise<boolean> {
  const { all, accountAndSource } = bucketsFor(account, context.source);
  const taken = await deps.buckets.take(all);
  if (!taken.ok) throw tooManyRequests(throttledMessage, taken.retryAfterSeconds);
  let ok: boolean;
  try {
    dummyHash ??= hashPassword('rumo-timing-equaliser', deps.config.scryptLogN);
    const stored = 'passwordHash' in account ? account.passwordHash : await dummyHash;
    ok = await deps.passwordWork.run(context, () => verifyPassword(password, stored));
  } catch (err) {
    // Nothing was checked (queue full, client gone): the attempt does not count.
    await deps.buckets.refund(taken.taken);
    throw err;
  }
  if (ok && 'userId' in account) {
    await deps.buckets.refund(taken.taken.filter((b) => b.key !== accountAndSource.key));
    await deps.buckets.reset([accountAndSource.key]);
  }
  return ok && 'userId' in account;
}

/** Hashes a new password in its turn in the fair work queue (docs/decisions/0705). */
export function hashNewPassword(deps: AppDeps, context: WorkContext, password: string): Promise<string> {
  return deps.passwordWork.run(context, () => hashPassword(password, deps.config.scryptLogN));
}
