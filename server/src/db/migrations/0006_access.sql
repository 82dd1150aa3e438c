CREATE TABLE "workbench"."account_apps" (
	"account_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "account_apps_account_id_app_id_pk" PRIMARY KEY("account_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "workbench"."app_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "app_secrets_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "workbench"."apps" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "apps_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"platform_only" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."role_field_permissions" (
	"role_id" integer NOT NULL,
	"resource" text NOT NULL,
	"field" text NOT NULL,
	"access" text NOT NULL,
	CONSTRAINT "role_field_permissions_role_id_resource_field_pk" PRIMARY KEY("role_id","resource","field")
);
--> statement-breakpoint
CREATE TABLE "workbench"."role_loss_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"account" text NOT NULL,
	"person_name" text NOT NULL,
	"company_id" integer NOT NULL,
	"role_id" integer,
	"role_name_zh" text NOT NULL,
	"role_name_en" text NOT NULL,
	"reason" text NOT NULL,
	"removed_by" text NOT NULL,
	"removed_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbench"."role_resources" (
	"role_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "role_resources_role_id_resource_id_pk" PRIMARY KEY("role_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "workbench"."role_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"scope" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workbench"."super_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workbench"."roles" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."roles" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "workbench"."roles" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workbench"."account_apps" ADD CONSTRAINT "account_apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."account_apps" ADD CONSTRAINT "account_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "workbench"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."app_secrets" ADD CONSTRAINT "app_secrets_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "workbench"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."resources" ADD CONSTRAINT "resources_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "workbench"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."role_field_permissions" ADD CONSTRAINT "role_field_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."role_loss_records" ADD CONSTRAINT "role_loss_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."role_loss_records" ADD CONSTRAINT "role_loss_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."role_resources" ADD CONSTRAINT "role_resources_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "workbench"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."role_resources" ADD CONSTRAINT "role_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "workbench"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."super_accounts" ADD CONSTRAINT "super_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "workbench"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_secrets_app_idx" ON "workbench"."app_secrets" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "resources_menu_idx" ON "workbench"."resources" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "role_loss_records_company_idx" ON "workbench"."role_loss_records" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "role_resources_resource_idx" ON "workbench"."role_resources" USING btree ("resource_id");--> statement-breakpoint
ALTER TABLE "workbench"."menus" ADD CONSTRAINT "menus_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "workbench"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."roles" ADD CONSTRAINT "roles_type_id_role_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "workbench"."role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench"."roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "workbench"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_roles_role_idx" ON "workbench"."account_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "roles_company_idx" ON "workbench"."roles" USING btree ("company_id");
--> statement-breakpoint
-- The role types every database starts with; the two administrator types are built in.
INSERT INTO "workbench"."role_types" ("code", "name_zh", "name_en", "scope", "built_in") VALUES
  ('platform_admin', '平台管理员', 'Platform administrator', 'platform', true),
  ('enterprise_admin', '企业管理员', 'Enterprise administrator', 'enterprise', true),
  ('staff', '员工', 'Staff', 'enterprise', false);--> statement-breakpoint
-- Data of a database made before this migration (a fresh one has no rows yet and the seed fills it):
-- the applications its menus name, one `menu` resource per menu entry,
-- the permission codes and menu grants of each role as resources it grants, and the entries and
-- resources of the access screens, granted to the platform administrators.
INSERT INTO "workbench"."apps" ("id", "code", "name_zh", "name_en", "sort")
SELECT DISTINCT "app_id", 'app' || "app_id", '应用 ' || "app_id", 'Application ' || "app_id", "app_id" FROM "workbench"."menus";--> statement-breakpoint
UPDATE "workbench"."roles" SET "type_id" = (SELECT "id" FROM "workbench"."role_types" t WHERE t."code" = CASE "roles"."code" WHEN 'platform_admin' THEN 'platform_admin' WHEN 'enterprise_admin' THEN 'enterprise_admin' ELSE 'staff' END);--> statement-breakpoint
ALTER TABLE "workbench"."roles" ALTER COLUMN "type_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "workbench"."menus" ("app_id", "parent_id", "code", "url", "name_zh", "name_en", "icon", "sort")
SELECT m."app_id", m."parent_id", v."code", v."url", v."name_zh", v."name_en", v."icon", m."sort" + v."sort"
FROM "workbench"."menus" m, (VALUES
  ('source_manage', 'sourceManage', '资源管理', 'Resources', 'key-round', 1),
  ('character_type', 'characterType', '角色类型', 'Role types', 'tags', 2),
  ('character', 'character', '角色管理', 'Roles', 'user-cog', 3),
  ('auth', 'auth', '分配权限', 'Assign permissions', 'list-checks', 4),
  ('auth_management', 'authManagement', '授权管理', 'Authorisations', 'shield', 5),
  ('super_account', 'superAccount', '超级账号', 'Super accounts', 'crown', 6),
  ('secret_allot', 'secretAllot', '密钥分配', 'Application secrets', 'key', 7),
  ('role_loss_record', 'roleLossRecord', '角色移除记录', 'Role removals', 'user-minus', 8)
) AS v("code", "url", "name_zh", "name_en", "icon", "sort")
WHERE m."url" = 'menuManage'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "workbench"."resources" ("menu_id", "code", "name_zh", "name_en", "kind")
SELECT "id", 'app' || "app_id" || ':' || "code", '打开' || "name_zh", 'Open ' || "name_en", 'menu'
FROM "workbench"."menus" WHERE "url" <> '' OR "type" = 'out';--> statement-breakpoint
INSERT INTO "workbench"."resources" ("menu_id", "code", "name_zh", "name_en", "kind", "platform_only", "sort")
SELECT m."id", v."code", v."name_zh", v."name_en", v."kind", v."platform_only", v."sort"
FROM "workbench"."menus" m JOIN (VALUES
  ('companyManage', 'company:read', '查看企业', 'View companies', 'api', false, 1),
  ('companyManage', 'company:write', '编辑企业', 'Edit companies', 'action', false, 2),
  ('orgStructure', 'unit:read', '查看部门', 'View units', 'api', false, 1),
  ('orgStructure', 'unit:write', '编辑部门', 'Edit units', 'action', false, 2),
  ('peopleManage', 'person:read', '查看人员', 'View people', 'api', false, 1),
  ('peopleManage', 'person:write', '编辑人员', 'Edit people', 'action', false, 2),
  ('operateLog', 'log:read', '查看日志', 'View logs', 'api', false, 1),
  ('menuManage', 'menu:read', '查看菜单', 'View menus', 'api', true, 1),
  ('menuManage', 'menu:write', '编辑菜单', 'Edit menus', 'action', true, 2),
  ('sourceManage', 'resource:read', '查看资源', 'View resources', 'api', true, 1),
  ('sourceManage', 'resource:write', '编辑资源', 'Edit resources', 'action', true, 2),
  ('characterType', 'roleType:read', '查看角色类型', 'View role types', 'api', true, 1),
  ('characterType', 'roleType:write', '编辑角色类型', 'Edit role types', 'action', true, 2),
  ('character', 'role:read', '查看角色', 'View roles', 'api', false, 1),
  ('character', 'role:write', '编辑角色', 'Edit roles', 'action', false, 2),
  ('auth', 'role:grant', '分配权限', 'Assign permissions', 'action', false, 1),
  ('roleAuth', 'role:assign', '授予和移除角色', 'Give and remove roles', 'action', false, 1),
  ('authManagement', 'authorize:read', '查看授权', 'View authorisations', 'api', false, 1),
  ('authManagement', 'authorize:write', '编辑授权', 'Edit authorisations', 'action', false, 2),
  ('superAccount', 'superAccount:read', '查看超级账号', 'View super accounts', 'api', true, 1),
  ('superAccount', 'superAccount:write', '编辑超级账号', 'Edit super accounts', 'action', true, 2),
  ('secretAllot', 'secret:read', '查看密钥', 'View secrets', 'api', true, 1),
  ('secretAllot', 'secret:write', '生成和吊销密钥', 'Make and revoke secrets', 'action', true, 2),
  ('roleLossRecord', 'roleLoss:read', '查看角色移除记录', 'View role removals', 'api', false, 1)
) AS v("url", "code", "name_zh", "name_en", "kind", "platform_only", "sort") ON v."url" = m."url"
WHERE m."app_id" = (SELECT min("app_id") FROM "workbench"."menus")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "workbench"."role_resources" ("role_id", "resource_id")
SELECT rm."role_id", r."id" FROM "workbench"."role_menus" rm JOIN "workbench"."resources" r ON r."menu_id" = rm."menu_id" AND r."kind" = 'menu'
UNION
SELECT rp."role_id", r."id" FROM "workbench"."role_permissions" rp JOIN "workbench"."resources" r ON r."code" = rp."permission"
UNION
SELECT ro."id", r."id" FROM "workbench"."roles" ro JOIN "workbench"."role_types" t ON t."id" = ro."type_id" AND t."code" = 'platform_admin', "workbench"."resources" r;--> statement-breakpoint
INSERT INTO "workbench"."account_apps" ("account_id", "app_id")
SELECT a."id", p."id" FROM "workbench"."accounts" a, "workbench"."apps" p;--> statement-breakpoint
DROP TABLE "workbench"."role_menus" CASCADE;--> statement-breakpoint
DROP TABLE "workbench"."role_permissions" CASCADE;
