CREATE TABLE "cpf_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payroll_id" uuid,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"advice_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_filing_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"cpf_payment_type" text NOT NULL,
	"cpf_serial" text NOT NULL,
	"salary_bank" text,
	"debit_account_number" text,
	"bank_company_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_filing_settings_salary_bank_check" CHECK ("payroll_filing_settings"."salary_bank" in ('DBS', 'UOB', 'OCBC'))
);
--> statement-breakpoint
ALTER TABLE "cpf_filings" ADD CONSTRAINT "cpf_filings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpf_filings" ADD CONSTRAINT "cpf_filings_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_filing_settings" ADD CONSTRAINT "payroll_filing_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cpf_filings_advice_code_key" ON "cpf_filings" USING btree ("organization_id","year","month","advice_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cpf_filings_payroll_key" ON "cpf_filings" USING btree ("payroll_id");--> statement-breakpoint
ALTER TABLE payroll_filing_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payroll_filing_settings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE cpf_filings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON cpf_filings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
