-- A person's saved views of a list, unique by name per account and list, shared with the owner's
-- company or not, and the one each account's list opens in; gone with the account, a default with
-- its view (docs/behaviour.md, "Lists").
CREATE TABLE "workbench"."saved_view_defaults" (
	"account_id" integer NOT NULL,
	"view" text NOT NULL,
	"saved_view_id" integer NOT NULL,
	CONSTRAINT "saved_view_defaults_account_id_view_pk" PRIMARY KEY("account_id","view")
);
--> statement-breakpoint
CREATE TABLE "workbench"."saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"view" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"settings" jsonb,
	"shared" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_views_account_view_name_uq" UNIQUE("account_id","view","name")
);
--> statement-breakpoint
ALTER TABLE "workbench"."saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_saved_view_id_saved_views_id_fk" FOREIGN KEY ("saved_view_id") REFERENCES "workbench"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."saved_views" ADD CONSTRAINT "saved_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."saved_views" ADD CONSTRAINT "saved_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_view_defaults_saved_view_idx" ON "workbench"."saved_view_defaults" USING btree ("saved_view_id");--> statement-breakpoint
CREATE INDEX "saved_views_company_view_idx" ON "workbench"."saved_views" USING btree ("company_id","view");