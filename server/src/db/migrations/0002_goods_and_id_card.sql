CREATE TABLE "workbench"."goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"brand" text NOT NULL,
	"category_zh" text NOT NULL,
	"category_en" text NOT NULL,
	"unit_zh" text NOT NULL,
	"unit_en" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"stock" integer NOT NULL,
	"specs" jsonb NOT NULL,
	CONSTRAINT "goods_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
ALTER TABLE "workbench"."persons" ADD COLUMN "id_card_name" text;--> statement-breakpoint
ALTER TABLE "workbench"."persons" ADD COLUMN "id_card_no" text;