-- A person's settings of a list's table, one row per account and list, gone with the account
-- (docs/behaviour.md, "Lists").
CREATE TABLE "workbench"."table_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"view" text NOT NULL,
	"columns" jsonb NOT NULL,
	"density" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "table_settings_account_view_uq" UNIQUE("account_id","view")
);
--> statement-breakpoint
ALTER TABLE "workbench"."table_settings" ADD CONSTRAINT "table_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;