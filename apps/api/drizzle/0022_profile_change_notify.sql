-- The compatibility profile (the match settings and the CV scores are computed with) is kept in
-- memory per user like the sessions (docs/decisions/1809): a change to a user's match settings, CVs
-- or CV experiences NOTIFYs rumo_session_changes with the user's id, the channel of what a user's
-- requests are answered from. Equal payloads in one transaction make one notification.
CREATE OR REPLACE FUNCTION public.rumo_notify_profile_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'curriculum_experiences' THEN
    -- A CV deleted with its experiences has no row left here: its own trigger told already.
    PERFORM pg_notify('rumo_session_changes', c.user_id::text)
      FROM curricula c WHERE c.id IN (OLD.curriculum_id, NEW.curriculum_id);
  ELSE
    PERFORM pg_notify('rumo_session_changes', OLD.user_id::text) WHERE OLD.user_id IS NOT NULL;
    PERFORM pg_notify('rumo_session_changes', NEW.user_id::text) WHERE NEW.user_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_settings_notify_change AFTER INSERT OR UPDATE OR DELETE ON match_settings
  FOR EACH ROW EXECUTE FUNCTION public.rumo_notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER curricula_notify_change AFTER INSERT OR UPDATE OR DELETE ON curricula
  FOR EACH ROW EXECUTE FUNCTION public.rumo_notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER curriculum_experiences_notify_change AFTER INSERT OR UPDATE OR DELETE ON curriculum_experiences
  FOR EACH ROW EXECUTE FUNCTION public.rumo_notify_profile_change();
