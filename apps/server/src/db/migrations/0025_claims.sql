CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "claim_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"level" smallint,
	"actor_account_id" uuid,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_events_kind_check" CHECK ("claim_events"."kind" in ('created', 'edited', 'submitted', 'approved', 'rejected', 'returned', 'linked', 'unlinked', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "claim_receipts" (
	"organization_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "claim_receipts_claim_id_upload_id_pk" PRIMARY KEY("claim_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "claim_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"approval_levels" text[] NOT NULL,
	"cut_off_day" smallint NOT NULL,
	"currencies" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_settings_approval_levels_check" CHECK ("claim_settings"."approval_levels" <@ array['reportingManager', 'departmentHead', 'admin']::text[]),
	CONSTRAINT "claim_settings_cut_off_day_check" CHECK ("claim_settings"."cut_off_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "claim_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"limit_per_claim" numeric(14, 2),
	"limit_per_month" numeric(14, 2),
	"limit_per_year" numeric(14, 2),
	"receipt_required" boolean NOT NULL,
	"taxable" boolean NOT NULL,
	"income_type" text NOT NULL,
	"pay_item_id" uuid NOT NULL,
	"department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_types_income_type_check" CHECK ("claim_types"."income_type" in ('Insurance', 'GrossSalary', 'Bonus', 'DirectorFee', 'GrossComission', 'Pension', 'TransportAllowance', 'EntertainmentAllowance', 'OtherAllowance', 'GratuityNoticePayExGratiaPayment', 'Retirement', 'BenefitFrom1993', 'BenefitsInKind', 'RetirementBenefit', 'NotTaxable')),
	CONSTRAINT "claim_types_employment_types_check" CHECK ("claim_types"."employment_types" <@ array['fullTime', 'partTime', 'contract', 'probation', 'internship', 'freelance']::text[]),
	CONSTRAINT "claim_types_limits_check" CHECK (coalesce("claim_types"."limit_per_claim", 0) >= 0 and coalesce("claim_types"."limit_per_month", 0) >= 0 and coalesce("claim_types"."limit_per_year", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"employee_id" uuid NOT NULL,
	"claim_type_id" uuid NOT NULL,
	"claim_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(12, 6) NOT NULL,
	"amount_sgd" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"pending_level" smallint,
	"payroll_month" text,
	"payroll_id" uuid,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('draft', 'submitted', 'approved', 'rejected', 'returned', 'paid')),
	CONSTRAINT "claims_amounts_check" CHECK ("claims"."amount" > 0 and "claims"."amount_sgd" >= 0),
	CONSTRAINT "claims_exchange_rate_check" CHECK ("claims"."exchange_rate" > 0),
	CONSTRAINT "claims_paid_check" CHECK ("claims"."status" <> 'paid' or "claims"."payroll_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_receipts" ADD CONSTRAINT "claim_receipts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_receipts" ADD CONSTRAINT "claim_receipts_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_receipts" ADD CONSTRAINT "claim_receipts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_settings" ADD CONSTRAINT "claim_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_types" ADD CONSTRAINT "claim_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_types" ADD CONSTRAINT "claim_types_pay_item_id_pay_items_id_fk" FOREIGN KEY ("pay_item_id") REFERENCES "public"."pay_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_claim_type_id_claim_types_id_fk" FOREIGN KEY ("claim_type_id") REFERENCES "public"."claim_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("organization_id","claim_id");--> statement-breakpoint
CREATE INDEX "claim_receipts_upload_idx" ON "claim_receipts" USING btree ("organization_id","upload_id");--> statement-breakpoint
CREATE INDEX "claim_types_organization_id_idx" ON "claim_types" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_types_name_key" ON "claim_types" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_key" ON "claims" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "claims_organization_id_idx" ON "claims" USING btree ("organization_id","claim_date");--> statement-breakpoint
CREATE INDEX "claims_employee_idx" ON "claims" USING btree ("organization_id","employee_id","claim_date");--> statement-breakpoint
CREATE INDEX "claims_payroll_idx" ON "claims" USING btree ("organization_id","payroll_id");--> statement-breakpoint
CREATE INDEX "uploads_content_sha256_idx" ON "uploads" USING btree ("organization_id","content_sha256");--> statement-breakpoint
ALTER TABLE claim_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_types
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE claim_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_settings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claims
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE claim_receipts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_receipts
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE claim_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_events
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
