import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';

/**
 * A connected job feed (decision 1502): its kind (one `<kind>.source.ts`), its key (board token, site,
 * company, `owner/repo`, search term or page URL), an optional base URL replacing the kind's host,
 * its trust ('auto' publishes at once, 'review' waits for a moderator) and its schedule.
 */
export const jobSources = pgTable(
  'job_sources',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    // Shown in the console; fills the company for feeds that do not name it (Lever, Workable).
    name: text('name').notNull(),
    baseUrl: text('base_url'),
    trust: text('trust').notNull().default('auto'),
    intervalMinutes: integer('interval_minutes').notNull().default(360),
    // A paused source is kept with its jobs and runs but not synced by the scheduler.
    enabled: boolean('enabled').notNull().default(true),
    // ETag / Last-Modified by URL from the last sync, sent back as If-None-Match / If-Modified-Since.
    validators: jsonb('validators')
      .notNull()
      .default(sql`'{}'::jsonb`),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    // One instance syncs a source at a time: it takes the lease in one UPDATE … WHERE the lease is
    // free or past its end, and gives it back when the run ends.
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_sources_kind_key_uq').on(t.kind, t.key),
    index('job_sources_next_sync_idx').on(t.nextSyncAt),
    check('job_sources_kind_check', sql`${t.kind} IN ('greenhouse', 'lever', 'gupy', 'recruitee', 'workable', 'smartrecruiters', 'github', 'jsonld')`),
    check('job_sources_trust_check', sql`${t.trust} IN ('auto', 'review')`),
    check('job_sources_interval_check', sql`${t.intervalMinutes} BETWEEN 15 AND 10080`),
  ],
);

/**
 * A posting as one source knows it: (source, source_job_id) is unique — ids of different sources
 * collide — and points at the one job it feeds. Two sources reaching the same posting are two rows
 * on one job (decision 1502). `gone_at` is set when the posting left its feed.
 */
export const jobSourceRecords = pgTable(
  'job_source_records',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => jobSources.id, { onDelete: 'cascade' }),
    sourceJobId: text('source_job_id').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    // Hash of the mapped record: an unchanged record is not written again.
    contentHash: text('content_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    goneAt: timestamp('gone_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'job_source_records_pk', columns: [t.sourceId, t.sourceJobId] }), index('job_source_records_job_idx').on(t.jobId)],
);

/** One sync of one source: what it read and did, kept for the console and the CLI. */
export const sourceRuns = pgTable(
  'source_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => jobSources.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    republished: integer('republished').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    // The first rejections with their reasons: [{ source_job_id, reason }].
    rejections: jsonb('rejections')
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
  },
  (t) => [index('source_runs_source_idx').on(t.sourceId, t.startedAt), check('source_runs_status_check', sql`${t.status} IN ('running', 'ok', 'not_modified', 'failed')`)],
);
