-- What changed in job_search, for the search index each API process keeps in memory
-- (docs/decisions/1822). Its rows are only ever inserted and deleted (the triggers of migration
-- 0019 turn a job's update into both), so:
-- * each row carries the transaction that wrote it (`changed_xid`). Rows written before this
--   migration keep NULL: an index built after it reads every row anyway;
-- * each deleted row leaves its id and its transaction in job_search_removed; a TRUNCATE leaves one
--   row with no id, meaning every row.
-- An index asks for what transactions at or past the oldest one still running at its previous look
-- have written (pg_snapshot_xmin), so a transaction that commits late is never skipped.
ALTER TABLE "job_search" ADD COLUMN "changed_xid" xid8;
--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "changed_xid" SET DEFAULT pg_current_xact_id();
--> statement-breakpoint
CREATE INDEX "job_search_changed_xid_idx" ON "job_search" USING btree ("changed_xid");
--> statement-breakpoint
CREATE TABLE "job_search_removed" (
	"id" uuid,
	"removed_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_search_removed_xid_idx" ON "job_search_removed" USING btree ("removed_xid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.rumo_job_search_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        INSERT INTO job_search_removed (id) VALUES (NULL);
      ELSE
        INSERT INTO job_search_removed (id) SELECT id FROM removed_rows;
      END IF;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER job_search_removed_rows AFTER DELETE ON job_search REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_job_search_removed();
--> statement-breakpoint
CREATE TRIGGER job_search_truncated AFTER TRUNCATE ON job_search
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_job_search_removed();
