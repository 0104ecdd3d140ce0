CREATE TABLE "work_schedules" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"working_hours_type" text NOT NULL,
	"schedule_type" text NOT NULL,
	"break_deduction" smallint NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "work_schedules"
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
