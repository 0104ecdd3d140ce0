CREATE TABLE "payroll_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request" jsonb NOT NULL,
	"state" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"payroll_id" uuid,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payroll_no" integer NOT NULL,
	"period_type" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"date_of_payment" date NOT NULL,
	"status" text NOT NULL,
	"default_working_hours" numeric(6, 2) NOT NULL,
	"engine_version" text,
	"table_versions" jsonb,
	"created_by" uuid,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payroll_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"payslip_no" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"employee_name" text NOT NULL,
	"employee_number" text NOT NULL,
	"department_name" text,
	"payment_method" text NOT NULL,
	"bank_code" text,
	"bank_account_number" text,
	"inputs" jsonb NOT NULL,
	"calculation" jsonb NOT NULL,
	"ordinary_wages" numeric(14, 2) NOT NULL,
	"additional_wages" numeric(14, 2) NOT NULL,
	"ordinary_wages_for_cpf" numeric(14, 2) NOT NULL,
	"additional_wages_for_cpf" numeric(14, 2) NOT NULL,
	"gross_salary" numeric(14, 2) NOT NULL,
	"employee_cpf" numeric(14, 2) NOT NULL,
	"employer_cpf" numeric(14, 2) NOT NULL,
	"community_fund" numeric(14, 2) NOT NULL,
	"sdl" numeric(14, 2) NOT NULL,
	"net_pay" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_generations" ADD CONSTRAINT "payroll_generations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_generations" ADD CONSTRAINT "payroll_generations_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_generations_organization_id_idx" ON "payroll_generations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "payrolls_organization_id_idx" ON "payrolls" USING btree ("organization_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_number_key" ON "payrolls" USING btree ("organization_id","payroll_no");--> statement-breakpoint
CREATE INDEX "payslips_organization_id_idx" ON "payslips" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_payroll_employee_key" ON "payslips" USING btree ("payroll_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_number_key" ON "payslips" USING btree ("organization_id","payslip_no");--> statement-breakpoint
CREATE INDEX "payslips_employee_idx" ON "payslips" USING btree ("organization_id","employee_id");--> statement-breakpoint
ALTER TABLE payrolls ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payrolls
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE payslips ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payslips
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE payroll_generations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payroll_generations
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
