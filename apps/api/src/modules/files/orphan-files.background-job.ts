import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { BackgroundJob } from '../../background-jobs.ts';
import { rowsOf } from '../../db/database.ts';
import { referencedFileIds } from './file-references.ts';

export const ORPHAN_FILES_JOB = 'orphan-files';
const BATCH = 100;
/** Bytes without a record are left this long: an upload writes its bytes before its record. */
const UNRECORDED_GRACE_MS = 60 * 60 * 1000;

/**
 * The orphan collection (decision 1602). Files some content references get `referenced_at` set;
 * a file none references is deleted once its upload — or its last reference — is older than the
 * grace period, so an editor has a day to attach what they uploaded and an unreferenced file is
 * not removed the moment a draft drops it. Rows go first (in batches, `SKIP LOCKED`, so several
 * instances may run this), then their bytes; bytes a crash left without a record are swept too.
 */
export async function collectOrphanFiles(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>): Promise<{ deleted: number; swept: number }> {
  const { db, storage, config } = deps;
  await db.execute(sql`UPDATE files SET referenced_at = now() WHERE id IN (${referencedFileIds()})`);
  let deleted = 0;
  for (;;) {
    const rows = rowsOf<{ storage_key: string; thumbnail_key: string | null }>(
      await db.execute(sql`
        DELETE FROM files WHERE id IN (
          SELECT id FROM files
          WHERE coalesce(referenced_at, created_at) < now() - ${config.files.orphanGraceMs} * interval '1 millisecond'
            AND id NOT IN (${referencedFileIds()})
          ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING storage_key, thumbnail_key`),
    );
    for (const row of rows) {
      await storage.delete(row.storage_key);
      if (row.thumbnail_key) await storage.delete(row.thumbnail_key);
    }
    deleted += rows.length;
    if (rows.length < BATCH) break;
  }
  let swept = 0;
  const cutoff = Date.now() - UNRECORDED_GRACE_MS;
  for await (const object of storage.list()) {
    if (!object.modifiedAt || object.modifiedAt.getTime() > cutoff) continue;
    const [known] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM files WHERE storage_key = ${object.key} OR thumbnail_key = ${object.key} LIMIT 1`));
    if (known) continue;
    await storage.delete(object.key);
    swept += 1;
  }
  return { deleted, swept };
}

export const orphanFilesJob: BackgroundJob = {
  name: ORPHAN_FILES_JOB,
  intervalMs: (deps) => deps.config.files.orphanIntervalMs,
  run: async (deps) => {
    await collectOrphanFiles(deps);
  },
};
