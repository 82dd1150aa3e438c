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
ALTER TABLE "workbench"."mro_items" ADD CONSTRAINT "mro_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."mro_requests" ADD CONSTRAINT "mro_requests_item_id_mro_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "workbench"."mro_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."mro_requests" ADD CONSTRAINT "mro_requests_requester_id_accounts_id_fk" FOREIGN KEY ("requester_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mro_requests_item_idx" ON "workbench"."mro_requests" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "mro_requests_requester_idx" ON "workbench"."mro_requests" USING btree ("requester_id","created_at");