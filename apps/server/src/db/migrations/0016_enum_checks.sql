CREATE INDEX "payslips_payroll_order_idx" ON "payslips" USING btree ("payroll_id","employee_name","payslip_no");--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_kind_check" CHECK ("booking_resources"."kind" in ('room', 'desk'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Booked', 'Cancelled', 'Released'));--> statement-breakpoint
ALTER TABLE "desk_settings" ADD CONSTRAINT "desk_settings_booking_mode_check" CHECK ("desk_settings"."booking_mode" in ('fullDay', 'halfDay', 'timeRange'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_id_type_check" CHECK ("employees"."id_type" in ('NRIC', 'FIN', 'ImmigrationFileRefNo', 'WorkPermitNo', 'MalaysianIC', 'PassportNo1', 'PassportNo2'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_race_check" CHECK ("employees"."race" in ('Chinese', 'Malay', 'Indian', 'Eurasian', 'BumiputeraSabah', 'Thai', 'Filipino', 'Javanese', 'Sudanese', 'Vietnamese', 'Caucasian', 'Korean', 'Japanese', 'Others'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_religion_check" CHECK ("employees"."religion" in ('Buddhist', 'Christian', 'Catholicism', 'Hindu', 'Muslim', 'Sikh', 'Taoist', 'None', 'Others'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_gender_check" CHECK ("employees"."gender" in ('Male', 'Female', 'Others'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_marital_status_check" CHECK ("employees"."marital_status" in ('Single', 'Married', 'Divorce', 'Widowed'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_residency_check" CHECK ("employees"."residency" in ('Citizen', 'PermanentResident', 'WorkPermit', 'SPass', 'EmploymentPass'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_employment_type_check" CHECK ("employees"."employment_type" in ('fullTime', 'partTime', 'contract', 'probation', 'internship', 'freelance'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_work_mode_check" CHECK ("employees"."work_mode" in ('onsite', 'hybrid', 'remote'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salary_basis_check" CHECK ("employees"."salary_basis" in ('Monthly', 'Hourly', 'Daily'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_payment_mode_check" CHECK ("employees"."payment_mode" in ('cash', 'cheque', 'giro', 'others'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_community_funds_check" CHECK ("employees"."community_funds" <@ array['CDAC', 'MBMF', 'SINDA', 'ECF']::text[]);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" in ('masteradmin', 'superadmin', 'admin', 'asstadmin', 'employee'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience_check" CHECK ("announcements"."audience" in ('everyone', 'admins', 'employees'));--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_working_hours_type_check" CHECK ("work_schedules"."working_hours_type" in ('fixed', 'shiftPlanning'));--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_schedule_type_check" CHECK ("work_schedules"."schedule_type" in ('fixed', 'flexible'));--> statement-breakpoint
ALTER TABLE "pay_items" ADD CONSTRAINT "pay_items_type_check" CHECK ("pay_items"."type" in ('Addition', 'Deduction', 'Reimbursement', 'Overtime', 'Salary'));--> statement-breakpoint
ALTER TABLE "pay_items" ADD CONSTRAINT "pay_items_cpf_type_check" CHECK ("pay_items"."cpf_type" in ('OrdinaryWages', 'AdditionalWages', 'NoWages'));--> statement-breakpoint
ALTER TABLE "pay_items" ADD CONSTRAINT "pay_items_unit_check" CHECK ("pay_items"."unit" in ('Amount', 'Percentage'));--> statement-breakpoint
ALTER TABLE "pay_items" ADD CONSTRAINT "pay_items_income_type_check" CHECK ("pay_items"."income_type" in ('Insurance', 'GrossSalary', 'Bonus', 'DirectorFee', 'GrossComission', 'Pension', 'TransportAllowance', 'EntertainmentAllowance', 'OtherAllowance', 'GratuityNoticePayExGratiaPayment', 'Retirement', 'BenefitFrom1993', 'BenefitsInKind', 'RetirementBenefit', 'NotTaxable'));--> statement-breakpoint
ALTER TABLE "pay_scheme_templates" ADD CONSTRAINT "pay_scheme_templates_type_check" CHECK ("pay_scheme_templates"."type" in ('Daily', 'Hourly', 'Monthly'));--> statement-breakpoint
ALTER TABLE "payment_date_overrides" ADD CONSTRAINT "payment_date_overrides_period_type_check" CHECK ("payment_date_overrides"."period_type" in ('Monthly'));--> statement-breakpoint
ALTER TABLE "payroll_generations" ADD CONSTRAINT "payroll_generations_state_check" CHECK ("payroll_generations"."state" in ('queued', 'running', 'completed', 'failed'));--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_pay_frequency_check" CHECK ("payroll_settings"."pay_frequency" in ('Monthly'));--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_payment_month_check" CHECK ("payroll_settings"."payment_month" in ('SameMonth', 'FollowingMonth'));--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_period_type_check" CHECK ("payrolls"."period_type" in ('Monthly'));--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_status_check" CHECK ("payrolls"."status" in ('draft', 'confirmed', 'paid'));--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_payment_method_check" CHECK ("payslips"."payment_method" in ('cash', 'cheque', 'giro', 'others'));