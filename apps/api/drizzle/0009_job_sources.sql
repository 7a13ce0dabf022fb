CREATE TABLE "job_source_records" (
	"source_id" uuid NOT NULL,
	"source_job_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gone_at" timestamp with time zone,
	CONSTRAINT "job_source_records_pk" PRIMARY KEY("source_id","source_job_id")
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"base_url" text,
	"trust" text DEFAULT 'auto' NOT NULL,
	"interval_minutes" integer DEFAULT 360 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"validators" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sources_kind_key_uq" UNIQUE("kind","key"),
	CONSTRAINT "job_sources_kind_check" CHECK ("job_sources"."kind" IN ('greenhouse', 'lever', 'gupy', 'recruitee', 'workable', 'smartrecruiters', 'github', 'jsonld')),
	CONSTRAINT "job_sources_trust_check" CHECK ("job_sources"."trust" IN ('auto', 'review')),
	CONSTRAINT "job_sources_interval_check" CHECK ("job_sources"."interval_minutes" BETWEEN 15 AND 10080)
);
--> statement-breakpoint
CREATE TABLE "source_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"republished" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "source_runs_status_check" CHECK ("source_runs"."status" IN ('running', 'ok', 'not_modified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text DEFAULT 'BRL' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "apply_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote_region" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "affirmative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_source_records" ADD CONSTRAINT "job_source_records_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_source_records" ADD CONSTRAINT "job_source_records_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_runs" ADD CONSTRAINT "source_runs_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_source_records_job_idx" ON "job_source_records" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_sources_next_sync_idx" ON "job_sources" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "source_runs_source_idx" ON "source_runs" USING btree ("source_id","started_at");--> statement-breakpoint
CREATE INDEX "jobs_dedupe_idx" ON "jobs" USING btree (public.rumo_unaccent(lower(coalesce("company", ''))),public.rumo_unaccent(lower("title")),public.rumo_unaccent(lower(coalesce("city", ''))));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_period_check" CHECK ("jobs"."salary_period" IN ('hour', 'day', 'week', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_currency_check" CHECK ("jobs"."salary_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_range_check" CHECK ("jobs"."salary_max" IS NULL OR "jobs"."salary" IS NULL OR "jobs"."salary_max" >= "jobs"."salary");