CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A title's dictionary entries (docs/decisions/1801): its words of 3+ letters, unaccented and lower
-- case, and each two adjacent words joined, with the phrase they stand for.
CREATE OR REPLACE FUNCTION public.rumo_title_words(text) RETURNS TABLE (word text, phrase text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    WITH w AS (
      SELECT t.w, t.at FROM regexp_split_to_table(lower(public.rumo_unaccent(coalesce($1, ''))), '[^a-z0-9]+') WITH ORDINALITY AS t(w, at)
      WHERE t.w <> ''
    )
    SELECT w.w, w.w FROM w WHERE length(w.w) >= 3
    UNION
    SELECT a.w || b.w, a.w || ' ' || b.w FROM w AS a JOIN w AS b ON b.at = a.at + 1
  $$;
--> statement-breakpoint
-- Once per statement, over the rows it wrote: a bulk import adds its words in one INSERT; an UPDATE
-- only the words of the rows whose title changed (moderation and expiry touch many rows, no title).
CREATE OR REPLACE FUNCTION public.rumo_add_title_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO job_title_words (word, phrase)
          SELECT DISTINCT ON (w.word) w.word, w.phrase
          FROM written_jobs AS j JOIN previous_jobs AS p ON p.id = j.id AND p.title IS DISTINCT FROM j.title,
               public.rumo_title_words(j.title) AS w
          ON CONFLICT (word) DO NOTHING;
      ELSE
        INSERT INTO job_title_words (word, phrase)
          SELECT DISTINCT ON (w.word) w.word, w.phrase FROM written_jobs AS j, public.rumo_title_words(j.title) AS w
          ON CONFLICT (word) DO NOTHING;
      END IF;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS written_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_add_title_words();
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS previous_jobs NEW TABLE AS written_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_add_title_words();
--> statement-breakpoint
INSERT INTO job_title_words (word, phrase)
  SELECT DISTINCT ON (w.word) w.word, w.phrase FROM jobs AS j, public.rumo_title_words(j.title) AS w
  ON CONFLICT (word) DO NOTHING;
