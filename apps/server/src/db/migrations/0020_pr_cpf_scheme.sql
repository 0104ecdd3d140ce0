ALTER TABLE "employees" ADD COLUMN "pr_cpf_scheme" text DEFAULT 'graduated' NOT NULL;--> statement-breakpoint
-- A permanent resident allowed the full employer rate keeps it as the F/G scheme.
UPDATE "employees" SET "pr_cpf_scheme" = 'fullEmployer' WHERE "allow_full_employer_cpf" AND "residency" = 'PermanentResident';--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pr_cpf_scheme_check" CHECK ("employees"."pr_cpf_scheme" in ('graduated', 'fullEmployer', 'full'));--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "allow_full_employer_cpf";
