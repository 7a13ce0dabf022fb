CREATE TABLE "password_reset_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- UNLOGGED: counters need no WAL or fsync; a crash only refills every bucket (docs/decisions/0705).
CREATE UNLOGGED TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "redacted_text" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "redacted_html" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_user_idx" ON "outbox_emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_pending_idx" ON "outbox_emails" USING btree ("next_attempt_at") WHERE sent_at IS NULL AND failed_at IS NULL;--> statement-breakpoint
-- E-mails written before this migration: tie each to the account that held the address when it
-- was sent (not to a later account that reused the address), and stop the new sender from
-- retrying old failures (the old code gave up at once).
UPDATE "outbox_emails" o SET "user_id" = u."id" FROM "users" u WHERE lower(o."to_address") = u."email" AND o."created_at" >= u."created_at";--> statement-breakpoint
UPDATE "outbox_emails" SET "failed_at" = "created_at" WHERE "sent_at" IS NULL;