CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid,
	"code" text NOT NULL,
	"holder_name" text NOT NULL,
	"course_name" text NOT NULL,
	"hours" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_user_course_uq" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "curriculum_formations" ADD COLUMN "certificate_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "hours" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
ALTER TABLE "curriculum_formations" ADD CONSTRAINT "curriculum_formations_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_formations" ADD CONSTRAINT "curriculum_formations_certificate_uq" UNIQUE("curriculum_id","certificate_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_hours_range" CHECK ("courses"."hours" BETWEEN 1 AND 999);