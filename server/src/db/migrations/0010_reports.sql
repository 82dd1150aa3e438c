CREATE TABLE "workbench"."report_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"account_id" integer,
	"role_id" integer
);
--> statement-breakpoint
CREATE TABLE "workbench"."reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"chart" text NOT NULL,
	"range_days" integer NOT NULL,
	"top_n" integer NOT NULL,
	"contract_kind" text NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_company_code_uq" UNIQUE("company_id","code")
);
--> statement-breakpoint
ALTER TABLE "workbench"."report_shares" ADD CONSTRAINT "report_shares_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "workbench"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."report_shares" ADD CONSTRAINT "report_shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."report_shares" ADD CONSTRAINT "report_shares_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."reports" ADD CONSTRAINT "reports_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "workbench"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_shares_report_idx" ON "workbench"."report_shares" USING btree ("report_id");