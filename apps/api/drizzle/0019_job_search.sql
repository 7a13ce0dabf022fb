-- The narrow search table (docs/decisions/1803): one row per job seekers may find, with only what
-- the search filters, counts and ranks on, under the jobs table's column names.
-- btree_gin: the filters in the text index, so a text and a state give their matches from the index alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "job_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"state" text,
	"city" text,
	"job_type" text,
	"work_model" text,
	"seniority" text,
	"affirmative" boolean NOT NULL,
	"salary" numeric(12, 2),
	"salary_max" numeric(12, 2),
	"salary_currency" text NOT NULL,
	"salary_period" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"padding" text DEFAULT repeat(' ', 2100) NOT NULL
);
--> statement-breakpoint
-- The vector (~750 bytes) lives out of the row, in the table's TOAST: counting reads ~150-byte rows.
-- PostgreSQL moves values out only when a row passes ~2 KB, so each row is written with 2 KB of
-- blanks (`padding`, storage MAIN: compressed in the row to ~35 bytes once the vector has gone out).
ALTER TABLE "job_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL, ALTER COLUMN "padding" SET STORAGE MAIN, SET (toast_tuple_target = 128);
--> statement-breakpoint
-- The joined pairs of a title's adjacent words as lexemes of the title ('Full Stack' → fullstack:1A):
-- the typo fallback's dictionary entries for two words (migration 0018) are then one lexeme, found by
-- the index alone, instead of a phrase each candidate's vector must be read again to check.
CREATE OR REPLACE FUNCTION public.rumo_title_pairs(text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(w.word || ':1A', ' ')::tsvector, ''::tsvector) FROM public.rumo_title_words($1) AS w WHERE w.word <> w.phrase $$;
--> statement-breakpoint
-- Whether a job row belongs in job_search: published by moderation, not filled, not expired now.
-- A row whose expiry passes later stays until its job is written again; searches still test expiry.
CREATE OR REPLACE FUNCTION public.rumo_job_listed(moderation_status text, filled_at timestamptz, expired_at timestamptz) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT moderation_status = 'published' AND filled_at IS NULL AND (expired_at IS NULL OR expired_at > now()) $$;
--> statement-breakpoint
-- Once per statement, over the rows it wrote (as job_title_words, migration 0018): an INSERT adds its
-- listed rows; an UPDATE rewrites only the rows whose searched columns changed (an expiry or a
-- moderation decision removes or adds the row); a DELETE removes them.
CREATE OR REPLACE FUNCTION public.rumo_sync_job_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        TRUNCATE job_search;
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN
        DELETE FROM job_search AS s USING previous_jobs AS p WHERE s.id = p.id;
        RETURN NULL;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM job_search AS s USING previous_jobs AS p LEFT JOIN written_jobs AS j ON j.id = p.id
          WHERE s.id = p.id AND (j.id IS NULL OR
            (p.search_vector, p.published_at, p.expired_at, p.state, p.city, p.job_type, p.work_model, p.seniority, p.affirmative,
             p.salary, p.salary_max, p.salary_currency, p.salary_period, p.moderation_status, p.filled_at)
            IS DISTINCT FROM
            (j.search_vector, j.published_at, j.expired_at, j.state, j.city, j.job_type, j.work_model, j.seniority, j.affirmative,
             j.salary, j.salary_max, j.salary_currency, j.salary_period, j.moderation_status, j.filled_at));
        INSERT INTO job_search (id, published_at, expired_at, state, city, job_type, work_model, seniority, affirmative,
                                salary, salary_max, salary_currency, salary_period, search_vector)
          SELECT j.id, j.published_at, j.expired_at, j.state, j.city, j.job_type, j.work_model, j.seniority, j.affirmative,
                 j.salary, j.salary_max, j.salary_currency, j.salary_period, j.search_vector || public.rumo_title_pairs(j.title)
          FROM written_jobs AS j LEFT JOIN previous_jobs AS p ON p.id = j.id
          WHERE public.rumo_job_listed(j.moderation_status, j.filled_at, j.expired_at) AND (p.id IS NULL OR
            (p.search_vector, p.published_at, p.expired_at, p.state, p.city, p.job_type, p.work_model, p.seniority, p.affirmative,
             p.salary, p.salary_max, p.salary_currency, p.salary_period, p.moderation_status, p.filled_at)
            IS DISTINCT FROM
            (j.search_vector, j.published_at, j.expired_at, j.state, j.city, j.job_type, j.work_model, j.seniority, j.affirmative,
             j.salary, j.salary_max, j.salary_currency, j.salary_period, j.moderation_status, j.filled_at))
          ON CONFLICT (id) DO NOTHING;
        RETURN NULL;
      END IF;
      INSERT INTO job_search (id, published_at, expired_at, state, city, job_type, work_model, seniority, affirmative,
                              salary, salary_max, salary_currency, salary_period, search_vector)
        SELECT j.id, j.published_at, j.expired_at, j.state, j.city, j.job_type, j.work_model, j.seniority, j.affirmative,
               j.salary, j.salary_max, j.salary_currency, j.salary_period, j.search_vector || public.rumo_title_pairs(j.title)
        FROM written_jobs AS j
        WHERE public.rumo_job_listed(j.moderation_status, j.filled_at, j.expired_at);
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
-- Created before the copy below: they lock jobs against writes until this migration commits, so no
-- job written meanwhile is missed.
CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS written_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_sync_job_search();
--> statement-breakpoint
CREATE TRIGGER jobs_search_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS previous_jobs NEW TABLE AS written_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_sync_job_search();
--> statement-breakpoint
CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS previous_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_sync_job_search();
--> statement-breakpoint
CREATE TRIGGER jobs_search_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_sync_job_search();
--> statement-breakpoint
-- Oldest first, as later jobs will follow: the rows (and vectors) of one stretch of days lie together.
INSERT INTO job_search (id, published_at, expired_at, state, city, job_type, work_model, seniority, affirmative,
                        salary, salary_max, salary_currency, salary_period, search_vector)
  SELECT id, published_at, expired_at, state, city, job_type, work_model, seniority, affirmative,
         salary, salary_max, salary_currency, salary_period, search_vector || public.rumo_title_pairs(title)
  FROM jobs
  WHERE public.rumo_job_listed(moderation_status, filled_at, expired_at)
  ORDER BY published_at, id;
--> statement-breakpoint
-- Nothing searches jobs.search_vector any more: its GIN index would only slow every import down.
DROP INDEX "jobs_search_idx";--> statement-breakpoint
SET LOCAL maintenance_work_mem = '128MB';--> statement-breakpoint
-- The text, the filters and the day (UTC) of publication in one index (btree_gin): a text in a state,
-- or the last days of a broad text, come out of the index with nothing else to read (decision 1803).
CREATE INDEX "job_search_vector_idx" ON "job_search" USING gin ("search_vector","state","job_type","work_model","seniority",public.rumo_unaccent(lower("city")),(("published_at" AT TIME ZONE 'UTC')::date));--> statement-breakpoint
CREATE INDEX "job_search_published_idx" ON "job_search" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ANALYZE job_search;
