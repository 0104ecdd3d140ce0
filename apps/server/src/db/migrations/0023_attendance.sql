CREATE TABLE "attendance_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "attendance_audit_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_account_id" uuid,
	"times" jsonb,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_audit_events_kind_check" CHECK ("attendance_audit_events"."kind" in ('opened', 'answered', 'applied', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "attendance_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"log_id" uuid,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"before" jsonb NOT NULL,
	"proposed" jsonb NOT NULL,
	"reason" text NOT NULL,
	"opened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_audits_origin_check" CHECK ("attendance_audits"."origin" in ('employee', 'admin', 'job')),
	CONSTRAINT "attendance_audits_status_check" CHECK ("attendance_audits"."status" in ('Pending Employee', 'Pending Reviewer', 'Completed')),
	CONSTRAINT "attendance_audits_outcome_check" CHECK ("attendance_audits"."outcome" in ('applied', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "attendance_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"branch_id" uuid,
	"roster_shift_id" uuid,
	"day_kind" text NOT NULL,
	"expected_name" text,
	"expected_source" text,
	"expected_start_at" timestamp with time zone,
	"expected_end_at" timestamp with time zone,
	"expected_break_minutes" smallint,
	"check_in_at" timestamp with time zone,
	"check_in_position" jsonb,
	"check_in_outside_geofence" boolean DEFAULT false NOT NULL,
	"check_out_at" timestamp with time zone,
	"check_out_position" jsonb,
	"check_out_outside_geofence" boolean DEFAULT false NOT NULL,
	"auto_checked_out" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_out_minutes" integer DEFAULT 0 NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_approved" boolean,
	"note" text,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_logs_state_check" CHECK ("attendance_logs"."state" in ('open', 'complete', 'missingCheckOut', 'absent')),
	CONSTRAINT "attendance_logs_source_check" CHECK ("attendance_logs"."source" in ('employee', 'admin', 'job')),
	CONSTRAINT "attendance_logs_day_kind_check" CHECK ("attendance_logs"."day_kind" in ('normal', 'offDay', 'restDay', 'publicHoliday')),
	CONSTRAINT "attendance_logs_expected_source_check" CHECK ("attendance_logs"."expected_source" in ('roster', 'schedule')),
	CONSTRAINT "attendance_logs_times_check" CHECK ("attendance_logs"."check_out_at" is null or "attendance_logs"."check_in_at" is null or "attendance_logs"."check_out_at" > "attendance_logs"."check_in_at")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"late_grace_minutes" smallint NOT NULL,
	"early_out_grace_minutes" smallint NOT NULL,
	"rounding_minutes" smallint NOT NULL,
	"geofence_rule" text NOT NULL,
	"auto_check_out" boolean NOT NULL,
	"overtime_needs_approval" boolean NOT NULL,
	"minimum_overtime_minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_geofence_rule_check" CHECK ("attendance_settings"."geofence_rule" in ('off', 'flag', 'refuse'))
);
--> statement-breakpoint
CREATE TABLE "roster_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"branch_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"break_minutes" smallint NOT NULL,
	"pay_rules" text[] NOT NULL,
	"state" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_shifts_state_check" CHECK ("roster_shifts"."state" in ('draft', 'published', 'withdrawn')),
	CONSTRAINT "roster_shifts_pay_rules_check" CHECK ("roster_shifts"."pay_rules" <@ array['normal', 'offDay', 'restDay', 'publicHoliday']::text[]),
	CONSTRAINT "roster_shifts_times_check" CHECK ("roster_shifts"."end_at" > "roster_shifts"."start_at")
);
--> statement-breakpoint
CREATE TABLE "shift_feed_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_feed_tokens_employee_key" UNIQUE("employee_id")
);
--> statement-breakpoint
CREATE TABLE "shift_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" smallint NOT NULL,
	"branch_id" uuid,
	"pay_rules" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_templates_pay_rules_check" CHECK ("shift_templates"."pay_rules" <@ array['normal', 'offDay', 'restDay', 'publicHoliday']::text[])
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "geofence_radius_meters" integer;--> statement-breakpoint
ALTER TABLE "attendance_audit_events" ADD CONSTRAINT "attendance_audit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_audit_events" ADD CONSTRAINT "attendance_audit_events_audit_id_attendance_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."attendance_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_audit_events" ADD CONSTRAINT "attendance_audit_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_audits" ADD CONSTRAINT "attendance_audits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_audits" ADD CONSTRAINT "attendance_audits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_audits" ADD CONSTRAINT "attendance_audits_log_id_attendance_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."attendance_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_audits" ADD CONSTRAINT "attendance_audits_opened_by_accounts_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_roster_shift_id_roster_shifts_id_fk" FOREIGN KEY ("roster_shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_template_id_shift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shift_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_feed_tokens" ADD CONSTRAINT "shift_feed_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_feed_tokens" ADD CONSTRAINT "shift_feed_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_audit_events_audit_idx" ON "attendance_audit_events" USING btree ("organization_id","audit_id");--> statement-breakpoint
CREATE INDEX "attendance_audits_status_idx" ON "attendance_audits" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "attendance_audits_employee_idx" ON "attendance_audits" USING btree ("organization_id","employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_logs_day_key" ON "attendance_logs" USING btree ("organization_id","employee_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_logs_day_idx" ON "attendance_logs" USING btree ("organization_id","work_date");--> statement-breakpoint
CREATE INDEX "roster_shifts_day_idx" ON "roster_shifts" USING btree ("organization_id","work_date");--> statement-breakpoint
CREATE INDEX "roster_shifts_employee_idx" ON "roster_shifts" USING btree ("organization_id","employee_id","work_date");--> statement-breakpoint
CREATE INDEX "shift_templates_organization_id_idx" ON "shift_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_templates_name_key" ON "shift_templates" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_geofence_check" CHECK (("branches"."latitude" is null) = ("branches"."longitude" is null) and ("branches"."geofence_radius_meters" is null or ("branches"."latitude" is not null and "branches"."geofence_radius_meters" > 0)));
--> statement-breakpoint
ALTER TABLE attendance_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attendance_settings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE shift_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON shift_templates
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE roster_shifts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON roster_shifts
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE attendance_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attendance_logs
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE attendance_audits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attendance_audits
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE attendance_audit_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attendance_audit_events
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
