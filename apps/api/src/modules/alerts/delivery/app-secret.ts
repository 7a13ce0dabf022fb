import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { appSettings } from '../../../db/schema/index.ts';

const cache = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit secret kept in `app_settings`, generated on first use (no secret lives in the
 * repository). Concurrent first uses, even from several instances, agree on one value: the insert
 * does nothing when another one won, and everyone reads the stored row back.
 */
export function appSecret(db: Db, key: string): Promise<Buffer> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let secret = perDb.get(key);
  if (!secret) {
    secret = loadOrCreate(db, key);
    perDb.set(key, secret);
    secret.catch(() => perDb.delete(key));
  }
  return secret;
}

async function loadOrCreate(db: Db, key: string): Promise<Buffer> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`app setting ${key} missing`);
  return Buffer.from(row.value, 'base64url');
}
