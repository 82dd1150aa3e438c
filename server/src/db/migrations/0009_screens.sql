CREATE TABLE "workbench"."announcement_reads" (
	"announcement_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_account_id_pk" PRIMARY KEY("announcement_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "workbench"."announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"role_id" integer,
	"unit_id" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"author_account_id" integer NOT NULL,
	"scheduled_by_account_id" integer,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."connection_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"secret" text,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "connection_addresses_target_code_uq" UNIQUE("target","code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."dictionary_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"code" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dictionary_items_type_code_uq" UNIQUE("type_id","code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."dictionary_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dictionary_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
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
CREATE TABLE "workbench"."mro_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"uom" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"reorder_point" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mro_items_company_code_uq" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."mro_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"requester_id" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "workbench"."push_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workbench"."registration_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_hash" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"validated_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "registration_codes_registration_hash_unique" UNIQUE("registration_hash")
);
--> statement-breakpoint
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
ALTER TABLE "workbench"."apps" ADD COLUMN "platform_code" text DEFAULT 'BASE' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."apps" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."reminder_messages" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."units" ADD COLUMN "head_account_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "applicant_account_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "current_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD COLUMN "share_uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_tasks" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "workbench"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcement_reads" ADD CONSTRAINT "announcement_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "workbench"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_scheduled_by_account_id_accounts_id_fk" FOREIGN KEY ("scheduled_by_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."dictionary_items" ADD CONSTRAINT "dictionary_items_type_id_dictionary_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "workbench"."dictionary_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."mro_items" ADD CONSTRAINT "mro_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."mro_requests" ADD CONSTRAINT "mro_requests_item_id_mro_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "workbench"."mro_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."mro_requests" ADD CONSTRAINT "mro_requests_requester_id_accounts_id_fk" FOREIGN KEY ("requester_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."process_templates" ADD CONSTRAINT "process_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."process_templates" ADD CONSTRAINT "process_templates_type_id_process_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "workbench"."process_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."process_types" ADD CONSTRAINT "process_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "workbench"."push_keys" ADD CONSTRAINT "push_keys_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "workbench"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."report_shares" ADD CONSTRAINT "report_shares_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "workbench"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."report_shares" ADD CONSTRAINT "report_shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."report_shares" ADD CONSTRAINT "report_shares_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."reports" ADD CONSTRAINT "reports_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "workbench"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_company_idx" ON "workbench"."announcements" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "workbench"."announcements" USING btree ("publish_at") WHERE "workbench"."announcements"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "mro_requests_item_idx" ON "workbench"."mro_requests" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "mro_requests_requester_idx" ON "workbench"."mro_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "workbench"."outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "process_templates_company_idx" ON "workbench"."process_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "process_templates_type_idx" ON "workbench"."process_templates" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "project_stages_project_idx" ON "workbench"."project_stages" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "projects_major_idx" ON "workbench"."projects" USING btree ("major_id");--> statement-breakpoint
CREATE INDEX "push_keys_expires_at_idx" ON "workbench"."push_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registration_codes_phone_time_idx" ON "workbench"."registration_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "report_shares_report_idx" ON "workbench"."report_shares" USING btree ("report_id");--> statement-breakpoint
ALTER TABLE "workbench"."reminder_messages" ADD CONSTRAINT "reminder_messages_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "workbench"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."units" ADD CONSTRAINT "units_head_account_id_accounts_id_fk" FOREIGN KEY ("head_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD CONSTRAINT "workflow_processes_template_id_process_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "workbench"."process_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD CONSTRAINT "workflow_processes_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD CONSTRAINT "workflow_processes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "workbench"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_messages_announcement_idx" ON "workbench"."reminder_messages" USING btree ("announcement_id");--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD CONSTRAINT "workflow_processes_share_uuid_unique" UNIQUE("share_uuid");