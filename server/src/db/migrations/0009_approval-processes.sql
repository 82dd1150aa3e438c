CREATE TABLE "workbench"."process_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"steps" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."process_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "process_types_company_code_uq" UNIQUE("company_id","code")
);
--> statement-breakpoint
ALTER TABLE "workbench"."units" ADD COLUMN "head_account_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "applicant_account_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "current_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_tasks" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."process_templates" ADD CONSTRAINT "process_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."process_templates" ADD CONSTRAINT "process_templates_type_id_process_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "workbench"."process_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."process_types" ADD CONSTRAINT "process_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_templates_company_idx" ON "workbench"."process_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "process_templates_type_idx" ON "workbench"."process_templates" USING btree ("type_id");--> statement-breakpoint
ALTER TABLE "workbench"."units" ADD CONSTRAINT "units_head_account_id_accounts_id_fk" FOREIGN KEY ("head_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD CONSTRAINT "workflow_processes_template_id_process_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "workbench"."process_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD CONSTRAINT "workflow_processes_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;