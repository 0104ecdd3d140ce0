CREATE TABLE "pay_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"cpf_type" text NOT NULL,
	"unit" text NOT NULL,
	"default_amount" numeric(14, 2) NOT NULL,
	"income_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_scheme_template_items" (
	"organization_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"pay_item_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"amount" numeric(14, 2),
	"allowance" jsonb,
	CONSTRAINT "pay_scheme_template_items_template_id_pay_item_id_pk" PRIMARY KEY("template_id","pay_item_id")
);
--> statement-breakpoint
CREATE TABLE "pay_scheme_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"overtime_rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_date_overrides" (
	"organization_id" uuid NOT NULL,
	"period_type" text NOT NULL,
	"year" smallint NOT NULL,
	"period_value" smallint NOT NULL,
	"payment_date" date NOT NULL,
	CONSTRAINT "payment_date_overrides_organization_id_period_type_year_period_value_pk" PRIMARY KEY("organization_id","period_type","year","period_value")
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"pay_frequency" text NOT NULL,
	"default_payment_day" smallint NOT NULL,
	"payment_month" text NOT NULL,
	"contribute_sdl" boolean NOT NULL,
	"deduct_community_funds" boolean NOT NULL,
	"payslip_prefix" text NOT NULL,
	"next_payslip_number" integer NOT NULL,
	"payslip_number_digits" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pay_scheme_template_id" uuid;--> statement-breakpoint
ALTER TABLE "pay_items" ADD CONSTRAINT "pay_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_scheme_template_items" ADD CONSTRAINT "pay_scheme_template_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_scheme_template_items" ADD CONSTRAINT "pay_scheme_template_items_template_id_pay_scheme_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."pay_scheme_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_scheme_template_items" ADD CONSTRAINT "pay_scheme_template_items_pay_item_id_pay_items_id_fk" FOREIGN KEY ("pay_item_id") REFERENCES "public"."pay_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_scheme_templates" ADD CONSTRAINT "pay_scheme_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_date_overrides" ADD CONSTRAINT "payment_date_overrides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_items_organization_id_idx" ON "pay_items" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_items_description_key" ON "pay_items" USING btree ("organization_id",lower("description"));--> statement-breakpoint
CREATE INDEX "pay_scheme_template_items_organization_id_idx" ON "pay_scheme_template_items" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "pay_scheme_template_items_pay_item_idx" ON "pay_scheme_template_items" USING btree ("pay_item_id");--> statement-breakpoint
CREATE INDEX "pay_scheme_templates_organization_id_idx" ON "pay_scheme_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_scheme_templates_name_key" ON "pay_scheme_templates" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pay_scheme_template_id_pay_scheme_templates_id_fk" FOREIGN KEY ("pay_scheme_template_id") REFERENCES "public"."pay_scheme_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE pay_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pay_items
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE pay_scheme_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pay_scheme_templates
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE pay_scheme_template_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pay_scheme_template_items
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE payroll_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payroll_settings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE payment_date_overrides ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payment_date_overrides
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
