-- Jobs search: vector that splits 'Paulo/SP', 'UX/UI', 'Node.js'; indexes for newest-first browsing and the trigram fallback.
DROP INDEX "jobs_published_idx";--> statement-breakpoint
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.rumo_pt', translate(coalesce(title, ''), '/.@', '   ')), 'A') || setweight(to_tsvector('public.rumo_pt', translate(coalesce(company, ''), '/.@', '   ')), 'B') || setweight(to_tsvector('public.rumo_pt', translate(coalesce(description, ''), '/.@', '   ')), 'C')) STORED;--> statement-breakpoint
-- Dropping the column dropped its GIN index: build it again.
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_state_published_idx" ON "jobs" USING btree ("state","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_city_key_published_idx" ON "jobs" USING btree (public.rumo_unaccent(lower("city")),"published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin (public.rumo_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);