-- Skill keys for compatibility (docs/decisions/1704), the same as the contract's skillKey: no accents,
-- lower case, no spaces, dots, underscores, slashes or hyphens ('Node.js' = 'NodeJS' = 'node js').
CREATE OR REPLACE FUNCTION public.rumo_skill_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(lower(public.rumo_unaccent($1)), '[\s._/-]+', '', 'g') $$;
--> statement-breakpoint
-- A list's keys: empty keys dropped, each key once (first occurrence's order), '{}' rather than NULL.
CREATE OR REPLACE FUNCTION public.rumo_skill_keys(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(k ORDER BY first_at), '{}'::text[])
    FROM (
      SELECT public.rumo_skill_key(s) AS k, min(at) AS first_at
      FROM unnest($1) WITH ORDINALITY AS u(s, at)
      WHERE public.rumo_skill_key(s) <> ''
      GROUP BY 1
    ) AS keys
  $$;
--> statement-breakpoint
CREATE TABLE "match_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"curriculum_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (public.rumo_skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "curricula" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "curricula" ADD COLUMN "accepted_job_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "curricula" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (public.rumo_skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (public.rumo_skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "match_settings" ADD CONSTRAINT "match_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_settings" ADD CONSTRAINT "match_settings_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE set null ON UPDATE no action;