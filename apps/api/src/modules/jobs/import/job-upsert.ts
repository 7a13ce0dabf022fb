import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { jobs } from '../../../db/schema/index.ts';
import type { toNewJob } from './import-record.ts';

/**
 * One statement per record, so a record is either fully written or not at all: a new
 * external_id inserts, a known one updates every field. `xmax = 0` only on a freshly inserted row.
 */
export async function upsertJob(db: Db, job: ReturnType<typeof toNewJob>, moderationStatus: 'published' | 'pending' = 'published'): Promise<'inserted' | 'updated'> {
  const { publishedAt, ...fields } = job;
  const [row] = await db
    .insert(jobs)
    // The status applies to a new job only: an update never touches moderation, so re-importing
    // neither unpublishes an approved job (--review) nor undoes a rejection (decision 1402).
    .values({ ...fields, publishedAt: publishedAt ?? new Date(), moderationStatus })
    .onConflictDoUpdate({
      target: jobs.externalId,
      set: {
        ...fields,
        // A file without a publication date must not make an old job look new.
        publishedAt: publishedAt ?? sql`${jobs.publishedAt}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted ? 'inserted' : 'updated';
}
