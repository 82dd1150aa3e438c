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
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workbench"."reminder_messages" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "workbench"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcement_reads" ADD CONSTRAINT "announcement_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "workbench"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."announcements" ADD CONSTRAINT "announcements_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_company_idx" ON "workbench"."announcements" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "workbench"."announcements" USING btree ("publish_at") WHERE "workbench"."announcements"."state" = 'scheduled';--> statement-breakpoint
ALTER TABLE "workbench"."reminder_messages" ADD CONSTRAINT "reminder_messages_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "workbench"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_messages_announcement_idx" ON "workbench"."reminder_messages" USING btree ("announcement_id");