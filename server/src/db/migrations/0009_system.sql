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
ALTER TABLE "workbench"."apps" ADD COLUMN "platform_code" text DEFAULT 'BASE' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."apps" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."dictionary_items" ADD CONSTRAINT "dictionary_items_type_id_dictionary_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "workbench"."dictionary_types"("id") ON DELETE restrict ON UPDATE no action;