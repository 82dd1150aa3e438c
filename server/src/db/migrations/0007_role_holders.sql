ALTER TABLE "workbench"."role_loss_records" DROP CONSTRAINT "role_loss_records_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "workbench"."role_loss_records" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."account_roles" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."account_roles" ADD COLUMN "granted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."role_loss_records" ADD CONSTRAINT "role_loss_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."account_roles" ADD CONSTRAINT "account_roles_id_unique" UNIQUE("id");