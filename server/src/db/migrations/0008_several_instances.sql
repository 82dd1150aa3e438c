-- UNLOGGED (edited by hand): the replay keys live 300 s, and a crash only empties them.
CREATE UNLOGGED TABLE "workbench"."seen_signatures" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."server_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_pem" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."sign_in_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "seen_signatures_expires_at_idx" ON "workbench"."seen_signatures" USING btree ("expires_at");