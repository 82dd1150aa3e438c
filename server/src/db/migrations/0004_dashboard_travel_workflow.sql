CREATE TABLE "workbench"."contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."delay_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"applicant" text NOT NULL,
	"reason_zh" text NOT NULL,
	"reason_en" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delay_applies_apply_no_unique" UNIQUE("apply_no")
);
--> statement-breakpoint
CREATE TABLE "workbench"."documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"category_zh" text NOT NULL,
	"category_en" text NOT NULL,
	"file_name_zh" text NOT NULL,
	"file_name_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"author" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."ebidding_invitations" (
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"signed_in" boolean DEFAULT false NOT NULL,
	"bid_amount" numeric(14, 2),
	CONSTRAINT "ebidding_invitations_project_id_supplier_id_pk" PRIMARY KEY("project_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "workbench"."ebidding_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"stage" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"major_zh" text NOT NULL,
	"major_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."inquiry_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"category_zh" text NOT NULL,
	"category_en" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."travel_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"passenger" text NOT NULL,
	"route_zh" text NOT NULL,
	"route_en" text NOT NULL,
	"ticket_class" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"depart_time" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_tickets_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "workbench"."trip_authorizations" (
	"account_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."workflow_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"initiator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."workflow_task_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"node_name_zh" text NOT NULL,
	"node_name_en" text NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"comment_zh" text DEFAULT '' NOT NULL,
	"comment_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."workflow_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"assignee_account_id" integer NOT NULL,
	"node_name_zh" text NOT NULL,
	"node_name_en" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workbench"."reminder_messages" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."contracts" ADD CONSTRAINT "contracts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "workbench"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."delay_applies" ADD CONSTRAINT "delay_applies_ticket_id_travel_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "workbench"."travel_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."ebidding_invitations" ADD CONSTRAINT "ebidding_invitations_project_id_ebidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "workbench"."ebidding_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."ebidding_invitations" ADD CONSTRAINT "ebidding_invitations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "workbench"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."ebidding_projects" ADD CONSTRAINT "ebidding_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."inquiries" ADD CONSTRAINT "inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "workbench"."inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "workbench"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."travel_tickets" ADD CONSTRAINT "travel_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."trip_authorizations" ADD CONSTRAINT "trip_authorizations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_processes" ADD CONSTRAINT "workflow_processes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_task_logs" ADD CONSTRAINT "workflow_task_logs_task_id_workflow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "workbench"."workflow_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_tasks" ADD CONSTRAINT "workflow_tasks_process_id_workflow_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "workbench"."workflow_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."workflow_tasks" ADD CONSTRAINT "workflow_tasks_assignee_account_id_accounts_id_fk" FOREIGN KEY ("assignee_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_company_kind_idx" ON "workbench"."contracts" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "delay_applies_ticket_idx" ON "workbench"."delay_applies" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "workbench"."documents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ebidding_projects_company_idx" ON "workbench"."ebidding_projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "inquiries_company_idx" ON "workbench"."inquiries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "inquiry_quotes_inquiry_idx" ON "workbench"."inquiry_quotes" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "suppliers_company_idx" ON "workbench"."suppliers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "travel_tickets_company_idx" ON "workbench"."travel_tickets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "workflow_processes_company_idx" ON "workbench"."workflow_processes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "workflow_task_logs_task_idx" ON "workbench"."workflow_task_logs" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "workflow_tasks_assignee_idx" ON "workbench"."workflow_tasks" USING btree ("assignee_account_id","status");--> statement-breakpoint
ALTER TABLE "workbench"."reminder_messages" ADD CONSTRAINT "reminder_messages_task_id_workflow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "workbench"."workflow_tasks"("id") ON DELETE no action ON UPDATE no action;