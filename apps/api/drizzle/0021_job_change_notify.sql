-- Each instance keeps job rows it read in memory for a few seconds (docs/decisions/1809): the
-- detail and the rows of a search page. A statement that changes or removes jobs tells every
-- instance at commit, NOTIFY rumo_job_changes with no payload, and each forgets all of them. A new
-- job changes no row anyone kept, so INSERT says nothing. Equal notifications in one transaction
-- make one (PostgreSQL folds them), so an import's batches cost one each.
CREATE OR REPLACE FUNCTION public.rumo_notify_job_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rumo_job_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_change AFTER UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.rumo_notify_job_change();
