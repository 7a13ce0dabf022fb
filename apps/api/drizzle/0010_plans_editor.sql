ALTER TABLE "plans" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Existing plans keep the order the seeker saw until now: ascending price (docs/decisions/1601).
UPDATE "plans" SET "sort_order" = o."n" * 10 FROM (SELECT "id", row_number() OVER (ORDER BY "price", "id") AS "n" FROM "plans") o WHERE o."id" = "plans"."id";--> statement-breakpoint
-- At most one 'MAIS POPULAR' ribbon: if several plans had it, the cheapest keeps it.
UPDATE "plans" SET "is_highlighter" = false WHERE "is_highlighter" AND "id" <> (SELECT "id" FROM "plans" WHERE "is_highlighter" ORDER BY "price", "id" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_highlighter" ON "plans" USING btree ("is_highlighter") WHERE "plans"."is_highlighter";
