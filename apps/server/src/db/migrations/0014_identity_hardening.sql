ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "password_reset_codes" DROP CONSTRAINT "password_reset_codes_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "revoked_tokens" DROP CONSTRAINT "revoked_tokens_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;