ALTER TABLE "attendance_logs" ADD COLUMN "overtime_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD COLUMN "overtime_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "attendance_log_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_overtime_decided_by_accounts_id_fk" FOREIGN KEY ("overtime_decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_audits_open_day_key" ON "attendance_audits" USING btree ("organization_id","employee_id","work_date") WHERE "attendance_audits"."status" <> 'Completed';