ALTER TABLE "uploads" DROP CONSTRAINT "uploads_uploaded_by_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reset codes, signed-out tokens and rate-limit counters belong to no organisation: identity work
-- reads them on the owner's connection, before any organisation is known, and tenant work never
-- does. So rather than row-level security the tenant role has no privilege on them at all, and a
-- query in tenant work that reaches them fails. Deleting an account from tenant work still
-- removes its rows: foreign-key actions run as the table's owner.
REVOKE ALL ON "password_reset_codes", "revoked_tokens", "rate_limits" FROM tembusu_tenant;
