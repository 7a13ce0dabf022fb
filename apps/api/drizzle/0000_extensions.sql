-- Extensions and the text search configuration that the jobs search vector depends on.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Portuguese stemming over unaccented words: 'tecnico' matches 'Técnico'.
DO $$ BEGIN
  CREATE TEXT SEARCH CONFIGURATION public.rumo_pt (COPY = pg_catalog.portuguese);
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL; END $$;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.rumo_pt ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, portuguese_stem;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so it may be used in indexes.
CREATE OR REPLACE FUNCTION public.rumo_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
