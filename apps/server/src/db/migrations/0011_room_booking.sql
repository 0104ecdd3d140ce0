-- btree_gist gives gist indexes uuid equality, so one constraint can say "same resource,
-- overlapping times". It is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "booking_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"max_days_ahead" integer NOT NULL,
	"max_duration_minutes" integer NOT NULL,
	"staff_may_book_for_others" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"booked_by_account_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_at_most_a_day" CHECK ("bookings"."ends_at" <= "bookings"."starts_at" + interval '1 day')
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"resource_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"image_id" uuid,
	"capacity" smallint NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_resources_organization_id_idx" ON "booking_resources" USING btree ("organization_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_resources_name_key" ON "booking_resources" USING btree ("branch_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "bookings_resource_time_idx" ON "bookings" USING btree ("resource_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_organization_time_idx" ON "bookings" USING btree ("organization_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_employee_idx" ON "bookings" USING btree ("organization_id","employee_id","starts_at");--> statement-breakpoint
-- Two live bookings of one resource never overlap, whoever races for the slot.
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
  EXCLUDE USING gist (resource_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
  WHERE (status = 'Booked');
--> statement-breakpoint
ALTER TABLE booking_resources ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON booking_resources
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE rooms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON rooms
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE bookings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON bookings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
--> statement-breakpoint
ALTER TABLE booking_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON booking_settings
  USING (organization_id = app_current_organization())
  WITH CHECK (organization_id = app_current_organization());
