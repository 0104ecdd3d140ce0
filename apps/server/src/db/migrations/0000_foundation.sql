CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"uen" text,
	"registration_type" text,
	"address" text,
	"industry" text,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Singapore' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_code_key" ON "organizations" USING btree (lower("code"));