import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, index, jsonb, numeric, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { curricula } from './curriculum.ts';
import { skillKeysColumn, textList } from './text-list-columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Identity of the record in its source, so re-importing a file updates instead of duplicating.
    externalId: text('external_id').unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    company: text('company'),
    city: text('city'),
    state: text('state'),
    // The salary range (decision 1502): `salary` is the minimum (or the single value, as the spec's
    // field), `salary_max` the top; currency BRL and period month unless a source says otherwise.
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency').notNull().default('BRL'),
    salaryPeriod: text('salary_period').notNull().default('month'),
    captation: text('captation').notNull().default('direct'),
    // The posting's own page; `apply_url` is where the person applies when the feed gives it apart.
    url: text('url'),
    applyUrl: text('apply_url'),
    // Remote work and the region it is open to ('Brasil', 'América Latina', …), when the feed says.
    remoteRegion: text('remote_region'),
    // Vaga afirmativa para pessoas com deficiência (PcD).
    affirmative: boolean('affirmative').notNull().default(false),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    jobType: text('job_type'),
    workModel: text('work_model'),
    seniority: text('seniority'),
    skills: textList('skills'),
    // What compatibility compares (docs/decisions/1704): the skills' keys, as the contract's skillKey.
    skillKeys: skillKeysColumn(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    // Moderation (decision 1402): job seekers see a job only while it is 'published', its publication
    // date has come, it has not expired and it is not filled, computed in the queries.
    moderationStatus: text('moderation_status').notNull().default('published'),
    // Required when staff reject a job; kept after a later approval for the audit trail.
    rejectionReason: text('rejection_reason'),
    // 'Vaga preenchida' is a flag beside the status, with the moment it was set.
    filledAt: timestamp('filled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Portuguese stemming over unaccented text; title weighs most (A), then company (B), then description (C).
    // '/', '.' and '@' become spaces first: the parser would keep 'Paulo/SP', 'UX/UI' and 'Node.js' as single
    // file/host tokens that 'sao paulo', 'ux' or 'node' never match (the query gets the same treatment).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('public.rumo_pt', translate(coalesce(title, ''), '/.@', '   ')), 'A') || setweight(to_tsvector('public.rumo_pt', translate(coalesce(company, ''), '/.@', '   ')), 'B') || setweight(to_tsvector('public.rumo_pt', translate(coalesce(description, ''), '/.@', '   ')), 'C')`,
    ),
  },
  (t) => [
    // Newest-first listing and the ranked window walk this; id breaks ties so pages never overlap.
    index('jobs_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('jobs_state_city_idx').on(t.state, t.city),
    // Browsing one state, or one city (accents and case ignored, as the filter compares), newest first.
    index('jobs_state_published_idx').on(t.state, t.publishedAt.desc(), t.id.desc()),
    index('jobs_city_key_published_idx').on(sql`public.rumo_unaccent(lower(${t.city}))`, t.publishedAt.desc()),
    // The console's queue: jobs waiting for review, oldest first.
    index('jobs_moderation_idx').on(t.moderationStatus, t.createdAt),
    check('jobs_moderation_status_check', sql`${t.moderationStatus} IN ('pending', 'published', 'rejected')`),
    // One listing per posting (decision 1502): a job reached through a second source is found by
    // normalised company + title + city before a new row is made.
    index('jobs_dedupe_idx').on(
      sql`public.rumo_unaccent(lower(coalesce(${t.company}, '')))`,
      sql`public.rumo_unaccent(lower(${t.title}))`,
      sql`public.rumo_unaccent(lower(coalesce(${t.city}, '')))`,
    ),
    check('jobs_salary_period_check', sql`${t.salaryPeriod} IN ('hour', 'day', 'week', 'month', 'year')`),
    check('jobs_salary_currency_check', sql`${t.salaryCurrency} ~ '^[A-Z]{3}$'`),
    check('jobs_salary_range_check', sql`${t.salaryMax} IS NULL OR ${t.salary} IS NULL OR ${t.salaryMax} >= ${t.salary}`),
  ],
);

/**
 * The typo fallback's dictionary (decision 1801): every word of a job title, unaccented and lower
 * case, and each two adjacent words joined ('front end' → 'frontend', with `phrase` 'front end'),
 * kept by triggers on jobs (migration 0018). A typed word that full text does not know is matched
 * against these few thousand words by trigram similarity, then searched as full text — instead of
 * comparing it with the title of every job.
 */
export const jobTitleWords = pgTable(
  'job_title_words',
  {
    word: text('word').primaryKey(),
    phrase: text('phrase').notNull(),
  },
  (t) => [index('job_title_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * The narrow search table (docs/decisions/1803): one row per job seekers may find — published by
 * moderation, not filled, not expired when last written — with only what the search filters, counts
 * and ranks on, under the jobs table's own column names, kept by statement-level triggers on jobs
 * (migration 0019). Counting up to 10,000 matches visits these rows, not the 1.8 KB rows of jobs.
 * The vector is kept out of the row (TOAST, storage EXTERNAL): PostgreSQL only does that for a row
 * past ~2 KB, so `padding` (2 KB of blanks, compressed in the row to ~35 bytes, storage MAIN) makes
 * every row that long when written; a row is ~150 bytes instead of ~900.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    id: uuid('id').primaryKey(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    state: text('state'),
    city: text('city'),
    jobType: text('job_type'),
    workModel: text('work_model'),
    seniority: text('seniority'),
    affirmative: boolean('affirmative').notNull(),
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency').notNull(),
    salaryPeriod: text('salary_period').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    padding: text('padding')
      .notNull()
      .default(sql`repeat(' ', 2100)`),
  },
  (t) => [
    // The filters and the day of publication beside the text (btree_gin): a text in a state, or the last
    // days of a broad text, come out of the index alone ('produto remota' in PR: 2,680 rows, not 37,394).
    index('job_search_vector_idx').using(
      'gin',
      t.searchVector,
      t.state,
      t.jobType,
      t.workModel,
      t.seniority,
      sql`public.rumo_unaccent(lower(${t.city}))`,
      sql`((${t.publishedAt} AT TIME ZONE 'UTC')::date)`,
    ),
    // Newest first (the trigger's and the backfill's joins use the primary key).
    index('job_search_published_idx').on(t.publishedAt.desc(), t.id.desc()),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The board's panel (decision 1702): notes, the CV sent (one of the user's own; checked by the
    // service), contacts as a small JSON list, and the next step's date and optional hh:mm, both
    // wall-clock America/Sao_Paulo (no instant: the person typed a day and a time).
    notes: text('notes').notNull().default(''),
    curriculumId: uuid('curriculum_id').references(() => curricula.id, { onDelete: 'set null' }),
    contacts: jsonb('contacts')
      .$type<{ name: string; email: string; phone: string; linkedin: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nextStepDate: date('next_step_date', { mode: 'string' }),
    nextStepTime: text('next_step_time'),
  },
  (t) => [
    unique('applications_user_job_uq').on(t.userId, t.jobId),
    index('applications_user_created_idx').on(t.userId, t.createdAt),
    // The reminder pass looks only at applications with a next step.
    index('applications_next_step_idx')
      .on(t.nextStepDate)
      .where(sql`next_step_date IS NOT NULL`),
    check('applications_next_step_time_check', sql`${t.nextStepTime} IS NULL OR (${t.nextStepTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.nextStepDate} IS NOT NULL)`),
  ],
);

/** Every status an application has had, with its date: the timeline. */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_changes_app_idx').on(t.applicationId, t.changedAt)],
);

export const jobPositions = pgTable('job_positions', {
  id: serial('id').primaryKey(),
  position: text('position').notNull().unique(),
});

export const jobTypes = pgTable('job_types', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
});
