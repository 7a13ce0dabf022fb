-- Each instance keeps its session lookups in memory for a few seconds (docs/decisions/1809). Any
-- change that can end a session or change what a lookup returns (the user's name, e-mail or plan)
-- tells every instance at commit: NOTIFY rumo_session_changes with the user's id. Several rows of
-- one user in one transaction make one notification (PostgreSQL folds equal payloads).
CREATE OR REPLACE FUNCTION public.rumo_notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('rumo_session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('rumo_session_changes', OLD.user_id::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('rumo_session_changes', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Any column: last_used_at decides the idle limit, and the app moves it at most once an hour per session.
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION public.rumo_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OF name, email, plan_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION public.rumo_notify_session_change();
