CREATE TABLE "workbench"."push_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workbench"."push_keys" ADD CONSTRAINT "push_keys_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "workbench"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_keys_expires_at_idx" ON "workbench"."push_keys" USING btree ("expires_at");