ALTER TABLE "payroll_filing_settings" ADD COLUMN "iras_id_type" text;--> statement-breakpoint
ALTER TABLE "payroll_filing_settings" ADD COLUMN "iras_authorised_name" text;--> statement-breakpoint
ALTER TABLE "payroll_filing_settings" ADD COLUMN "iras_authorised_designation" text;--> statement-breakpoint
ALTER TABLE "payroll_filing_settings" ADD COLUMN "iras_authorised_phone" text;--> statement-breakpoint
ALTER TABLE "payroll_filing_settings" ADD COLUMN "iras_authorised_email" text;--> statement-breakpoint
ALTER TABLE "payroll_filing_settings" ADD CONSTRAINT "payroll_filing_settings_iras_id_type_check" CHECK ("payroll_filing_settings"."iras_id_type" in ('7', '8', 'A', 'I', 'U'));