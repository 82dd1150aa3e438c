CREATE TABLE "workbench"."outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
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
CREATE INDEX "outbox_recipient_idx" ON "workbench"."outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "registration_codes_phone_time_idx" ON "workbench"."registration_codes" USING btree ("phone","created_at");