ALTER TABLE "highlights" ALTER COLUMN "thumbnail" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "highlights" ALTER COLUMN "read_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "highlights" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "highlights" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "thumbnail_file_id" uuid;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "media_file_id" uuid;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "embed_provider" text;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "embed_id" text;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "highlights" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_media_file_id_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_one_media" CHECK (num_nonnulls("highlights"."media_url", "highlights"."media_file_id", "highlights"."embed_id") <= 1);--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_one_thumbnail" CHECK (num_nonnulls("highlights"."thumbnail", "highlights"."thumbnail_file_id") <= 1);--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_embed_pair" CHECK (("highlights"."embed_provider" IS NULL) = ("highlights"."embed_id" IS NULL));