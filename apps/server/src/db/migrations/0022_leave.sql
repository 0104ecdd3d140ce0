CREATE TABLE "leave_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year_start" date NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_carry_forwards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year_start" date NOT NULL,
	"unused" numeric(5, 1) NOT NULL,
	"carried" numeric(5, 1) NOT NULL,
	"forfeited" numeric(5, 1) NOT NULL,
	"expires_on" date,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_request_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"level" smallint,
	"actor_account_id" uuid,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_request_events_kind_check" CHECK ("leave_request_events"."kind" in ('submitted', 'edited', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_part" text NOT NULL,
	"end_part" text NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"day_list" jsonb NOT NULL,
	"reason" text,
	"attachment_id" uuid,
	"child" jsonb,
	"status" text NOT NULL,
	"pending_level" smallint,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "leave_requests_start_part_check" CHECK ("leave_requests"."start_part" in ('full', 'AM', 'PM')),
	CONSTRAINT "leave_requests_end_part_check" CHECK ("leave_requests"."end_part" in ('full', 'AM', 'PM')),
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date")
);
--> statement-breakpoint
CREATE TABLE "leave_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"leave_year" text NOT NULL,
	"approval_levels" text[] NOT NULL,
	"notice_days" smallint NOT NULL,
	"backdate_days" smallint NOT NULL,
	"notify" text[] NOT NULL,
	"carry_forward_run_date" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_settings_leave_year_check" CHECK ("leave_settings"."leave_year" in ('calendar', 'hireAnniversary')),
	CONSTRAINT "leave_settings_approval_levels_check" CHECK ("leave_settings"."approval_levels" <@ array['reportingManager', 'departmentHead', 'admin']::text[]),
	CONSTRAINT "leave_settings_notify_check" CHECK ("leave_settings"."notify" <@ array['reportingManager', 'departmentHead', 'admins']::text[])
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"colour" text NOT NULL,
	"paid" boolean NOT NULL,
	"entitlement_rule" text NOT NULL,
	"fixed_days" numeric(5, 1),
	"prorated" boolean NOT NULL,
	"accrual" text NOT NULL,
	"carry_forward_limit" numeric(5, 1) DEFAULT '0' NOT NULL,
	"carry_forward_expiry_months" smallint,
	"encashable" boolean DEFAULT false NOT NULL,
	"document_required" boolean DEFAULT false NOT NULL,
	"eligible_genders" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_service_months" smallint DEFAULT 0 NOT NULL,
	"eligible_residencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"eligible_employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"half_day_allowed" boolean DEFAULT true NOT NULL,
	"counts_rest_days" boolean DEFAULT false NOT NULL,
	"counts_public_holidays" boolean DEFAULT false NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"statutory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_entitlement_rule_check" CHECK ("leave_types"."entitlement_rule" in ('annualByService', 'sickOutpatient', 'sickHospitalisation', 'childcare', 'extendedChildcare', 'infantCare', 'maternity', 'paternity', 'sharedParental', 'fixed', 'unlimited')),
	CONSTRAINT "leave_types_accrual_check" CHECK ("leave_types"."accrual" in ('upfront', 'monthly')),
	CONSTRAINT "leave_types_eligible_genders_check" CHECK ("leave_types"."eligible_genders" <@ array['Male', 'Female', 'Others']::text[]),
	CONSTRAINT "leave_types_eligible_residencies_check" CHECK ("leave_types"."eligible_residencies" <@ array['Citizen', 'PermanentResident', 'WorkPermit', 'SPass', 'EmploymentPass']::text[]),
	CONSTRAINT "leave_types_eligible_employment_types_check" CHECK ("leave_types"."eligible_employment_types" <@ array['fullTime', 'partTime', 'contract', 'probation', 'internship', 'freelance']::text[])
);
--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_carry_forwards" ADD CONSTRAINT "leave_carry_forwards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_carry_forwards" ADD CONSTRAINT "leave_carry_forwards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_carry_forwards" ADD CONSTRAINT "leave_carry_forwards_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_events" ADD CONSTRAINT "leave_request_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_events" ADD CONSTRAINT "leave_request_events_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_events" ADD CONSTRAINT "leave_request_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_attachment_id_uploads_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_settings" ADD CONSTRAINT "leave_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_adjustments_employee_idx" ON "leave_adjustments" USING btree ("organization_id","employee_id","year_start");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_carry_forwards_key" ON "leave_carry_forwards" USING btree ("organization_id","employee_id","leave_type_id","year_start");--> statement-breakpoint
CREATE INDEX "leave_request_events_request_idx" ON "leave_request_events" USING btree ("organization_id","request_id");--> statement-breakpoint
CREATE INDEX "leave_requests_organization_id_idx" ON "leave_requests" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("organization_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_types_organization_id_idx" ON "leave_types" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_code_key" ON "leave_types" USING btree ("organization_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_name_key" ON "leave_types" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE leave_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON leave_types
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE leave_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON leave_settings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE leave_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON leave_requests
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE leave_request_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON leave_request_events
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE leave_adjustments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON leave_adjustments
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE leave_carry_forwards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON leave_carry_forwards
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
