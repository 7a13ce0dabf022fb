-- The columns the search's counts read stay in the row (docs/decisions/1819). job_search's rows
-- pass the toaster's ~2 KB threshold on purpose, so that the vector goes out to TOAST (migration
-- 0019). But the toaster also moved out every other text value of 24 bytes or more, such as
-- 'Jaboatão dos Guararapes': counting a search's matches by city then read the TOAST table once per
-- match (about 12 pages each). Storage MAIN keeps a value in its row unless the row passes a whole page.
ALTER TABLE "job_search"
  ALTER COLUMN "state" SET STORAGE MAIN,
  ALTER COLUMN "city" SET STORAGE MAIN,
  ALTER COLUMN "job_type" SET STORAGE MAIN,
  ALTER COLUMN "work_model" SET STORAGE MAIN,
  ALTER COLUMN "seniority" SET STORAGE MAIN,
  ALTER COLUMN "salary_currency" SET STORAGE MAIN,
  ALTER COLUMN "salary_period" SET STORAGE MAIN;
--> statement-breakpoint
-- Rows written before: a new value (`|| ''`) is stored by the new rule; the same pointer would stay out.
UPDATE "job_search" SET
  "state" = "state" || '', "city" = "city" || '', "job_type" = "job_type" || '', "work_model" = "work_model" || '',
  "seniority" = "seniority" || '', "salary_currency" = "salary_currency" || '', "salary_period" = "salary_period" || ''
WHERE greatest(octet_length("state"), octet_length("city"), octet_length("job_type"), octet_length("work_model"),
  octet_length("seniority"), octet_length("salary_currency"), octet_length("salary_period")) >= 20;
