CREATE TABLE "workbench"."duties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "duties_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "majors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."project_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_codes_kind_code_uq" UNIQUE("kind","code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."project_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"code" text NOT NULL,
	"supplier_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"signed_date" date,
	"state" text NOT NULL,
	CONSTRAINT "project_contracts_project_code_uq" UNIQUE("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."project_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"duty_id" integer,
	"from_date" date NOT NULL,
	"to_date" date,
	CONSTRAINT "project_members_project_account_role_uq" UNIQUE("project_id","account_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "workbench"."project_organs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "project_organs_project_kind_name_uq" UNIQUE("project_id","kind","name")
);
--> statement-breakpoint
CREATE TABLE "workbench"."project_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "project_roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."project_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit_id" integer,
	"major_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"kind_id" integer NOT NULL,
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"manager" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_company_code_uq" UNIQUE("company_id","code")
);
--> statement-breakpoint
ALTER TABLE "workbench"."project_contracts" ADD CONSTRAINT "project_contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "workbench"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "workbench"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."project_members" ADD CONSTRAINT "project_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."project_members" ADD CONSTRAINT "project_members_role_id_project_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."project_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."project_members" ADD CONSTRAINT "project_members_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "workbench"."duties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."project_organs" ADD CONSTRAINT "project_organs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "workbench"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."project_stages" ADD CONSTRAINT "project_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "workbench"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."projects" ADD CONSTRAINT "projects_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "workbench"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."projects" ADD CONSTRAINT "projects_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "workbench"."majors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."projects" ADD CONSTRAINT "projects_state_id_project_codes_id_fk" FOREIGN KEY ("state_id") REFERENCES "workbench"."project_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."projects" ADD CONSTRAINT "projects_kind_id_project_codes_id_fk" FOREIGN KEY ("kind_id") REFERENCES "workbench"."project_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_stages_project_idx" ON "workbench"."project_stages" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "projects_major_idx" ON "workbench"."projects" USING btree ("major_id");