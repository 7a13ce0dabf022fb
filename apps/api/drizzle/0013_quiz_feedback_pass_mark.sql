ALTER TABLE "contents" ADD COLUMN "pass_percent" integer;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "feedback" text[];--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "explanation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_pass_percent_range" CHECK ("contents"."pass_percent" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_feedback_per_alternative" CHECK ("quiz_questions"."feedback" IS NULL OR cardinality("quiz_questions"."feedback") = cardinality("quiz_questions"."alternatives"));