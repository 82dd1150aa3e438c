CREATE TABLE "workbench"."operate_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"account" text NOT NULL,
	"person_id" integer NOT NULL,
	"person_name" text NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"row_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text NOT NULL,
	"client_ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."role_permissions" (
	"role_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "workbench"."search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"account" text NOT NULL,
	"person_id" integer NOT NULL,
	"person_name" text NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resource" text NOT NULL,
	"kind" text NOT NULL,
	"filters" jsonb NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."units" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workbench"."accounts" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."accounts" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."companies" ADD COLUMN "default_flag" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."companies" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."persons" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."units" ADD CONSTRAINT "units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."units" ADD CONSTRAINT "units_parent_id_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "workbench"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operate_logs_company_time_idx" ON "workbench"."operate_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "search_logs_company_time_idx" ON "workbench"."search_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "units_company_parent_idx" ON "workbench"."units" USING btree ("company_id","parent_id");--> statement-breakpoint
ALTER TABLE "workbench"."accounts" ADD CONSTRAINT "accounts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "workbench"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_company_idx" ON "workbench"."accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "accounts_unit_idx" ON "workbench"."accounts" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_one_default_uq" ON "workbench"."companies" USING btree ("default_flag") WHERE "workbench"."companies"."default_flag" = 'Y';--> statement-breakpoint
ALTER TABLE "workbench"."accounts" ADD CONSTRAINT "accounts_person_company_uq" UNIQUE("person_id","company_id");