CREATE TABLE "payroll_opening_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"through_month" smallint NOT NULL,
	"gross_salary" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ordinary_wages_for_cpf" numeric(14, 2) DEFAULT '0' NOT NULL,
	"additional_wages_for_cpf" numeric(14, 2) DEFAULT '0' NOT NULL,
	"employee_cpf" numeric(14, 2) DEFAULT '0' NOT NULL,
	"employer_cpf" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cdac" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ecf" numeric(14, 2) DEFAULT '0' NOT NULL,
	"mbmf" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sinda" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sdl" numeric(14, 2) DEFAULT '0' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_opening_balances_through_month_check" CHECK ("payroll_opening_balances"."through_month" between 1 and 11)
);
--> statement-breakpoint
ALTER TABLE "payroll_opening_balances" ADD CONSTRAINT "payroll_opening_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_opening_balances" ADD CONSTRAINT "payroll_opening_balances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_opening_balances_organization_id_idx" ON "payroll_opening_balances" USING btree ("organization_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_opening_balances_employee_year_key" ON "payroll_opening_balances" USING btree ("organization_id","employee_id","year");--> statement-breakpoint
ALTER TABLE payroll_opening_balances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payroll_opening_balances
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
