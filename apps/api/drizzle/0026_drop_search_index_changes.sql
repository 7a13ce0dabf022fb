-- PostgreSQL answers every search (docs/decisions/1906): the in-process search index is gone, and
-- with it what migration 0024 kept for it — the transaction of each job_search row and the log of
-- removed rows, written by two triggers on every delete and truncate.
DROP TRIGGER IF EXISTS job_search_removed_rows ON job_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS job_search_truncated ON job_search;
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.rumo_job_search_removed();
--> statement-breakpoint
DROP TABLE IF EXISTS "job_search_removed";
--> statement-breakpoint
DROP INDEX IF EXISTS "job_search_changed_xid_idx";
--> statement-breakpoint
ALTER TABLE "job_search" DROP COLUMN IF EXISTS "changed_xid";
