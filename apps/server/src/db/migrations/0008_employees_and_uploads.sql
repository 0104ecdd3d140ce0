CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"employee_number" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"race" text NOT NULL,
	"religion" text NOT NULL,
	"gender" text NOT NULL,
	"marital_status" text NOT NULL,
	"nationality" text NOT NULL,
	"residency" text NOT NULL,
	"pr_start_date" date,
	"date_of_birth" date NOT NULL,
	"education_level" text,
	"phone" text,
	"address" text,
	"postal_code" text,
	"emergency_contact_name" text,
	"emergency_contact_relationship" text,
	"emergency_contact_phone" text,
	"photo_id" uuid,
	"role_title" text,
	"department_id" uuid,
	"branch_id" uuid,
	"employment_type" text NOT NULL,
	"work_mode" text NOT NULL,
	"employment_start_date" date NOT NULL,
	"employment_end_date" date,
	"work_pass_expiry_date" date,
	"manager_id" uuid,
	"time_zone" text NOT NULL,
	"country_of_work" text NOT NULL,
	"salary_basis" text NOT NULL,
	"salary_amount" numeric(14, 2) NOT NULL,
	"payment_mode" text NOT NULL,
	"bank_code" text,
	"bank_account_number" text,
	"exclude_cpf_contributions" boolean DEFAULT false NOT NULL,
	"allow_full_employer_cpf" boolean DEFAULT false NOT NULL,
	"community_fund_override" boolean DEFAULT false NOT NULL,
	"community_funds" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "head_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_photo_id_uploads_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_organization_id_idx" ON "employees" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_account_id_key" ON "employees" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number_key" ON "employees" USING btree ("organization_id",lower("employee_number"));--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_branch_idx" ON "employees" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE INDEX "uploads_organization_id_idx" ON "uploads" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_employee_id_employees_id_fk" FOREIGN KEY ("head_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE employees ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON employees
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON uploads
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
