/**
 * Access: applications and their menus, the resources (permission points) of each entry, roles,
 * who holds them and what they grant, super accounts, application secrets and the role loss
 * record (docs/screens.md, "Access"; docs/architecture.md, "Access").
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts, companies } from './org';

/**
 * The applications of the platform (docs/screens.md, "Access"): each has its own menu tree, and an
 * account signs in to those it is authorised for (`account_apps`). Ids are the wire's `appId`.
 */
export const apps = workbench.table('apps', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** The platform the application belongs to (`COLLECT`, `BASE`): `accessV2` answers by it. */
  platformCode: text('platform_code').notNull().default('BASE'),
  sort: integer('sort').notNull().default(0),
  /** A disabled application is left out of `accessV2`. */
  enabled: boolean('enabled').notNull().default(true),
});

/** Which applications each account may use (the authorisations of `authorize/*`). */
export const accountApps = workbench.table(
  'account_apps',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.appId] })],
);

/**
 * Role types (docs/screens.md, "Access"): the platform administrator and enterprise administrator
 * types are built in; others are the platform's own. `scope` `platform` roles are held by platform
 * accounts and given by platform administrators only.
 */
export const roleTypes = workbench.table('role_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  scope: text('scope', { enum: ['platform', 'enterprise'] }).notNull(),
  builtIn: boolean('built_in').notNull().default(false),
});

/**
 * Roles (docs/screens.md, "Access"). `companyId` null: a platform role, shared by every company
 * and edited by platform administrators only; otherwise the company's own role.
 */
export const roles = workbench.table(
  'roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => roleTypes.id),
    companyId: integer('company_id').references(() => companies.id),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('roles_company_idx').on(t.companyId)],
);

/**
 * Which roles each account holds (docs/screens.md, "Access"). `id` names one holding (the role
 * holders screen removes it by id); `grantedAt` is when the role was given.
 */
export const accountRoles = workbench.table(
  'account_roles',
  {
    id: serial('id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] }), index('account_roles_role_idx').on(t.roleId)],
);

/**
 * Menu entries per application (docs/behaviour.md, "Routes"). A group has an empty
 * `url`; `href` is set only for `type` `out`.
 */
export const menus = workbench.table(
  'menus',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
    code: text('code').notNull(),
    url: text('url').notNull().default(''),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon').notNull().default(''),
    hiddenFlag: text('hidden_flag', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    type: text('type', { enum: ['in', 'out'] })
      .notNull()
      .default('in'),
    href: text('href').notNull().default(''),
    menuTipsZh: text('menu_tips_zh').notNull().default(''),
    menuTipsEn: text('menu_tips_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('menus_app_code_uq').on(t.appId, t.code)],
);

/**
 * The permission points of each menu entry (docs/screens.md, "Access"): `menu` opens the entry
 * (every entry has exactly one, made with it), `action` and `api` are what its screen may do. A
 * route names the `code` it needs; `platformOnly` codes are never granted by an enterprise
 * administrator.
 */
export const resources = workbench.table(
  'resources',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: ['menu', 'action', 'api'] }).notNull(),
    platformOnly: boolean('platform_only').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('resources_menu_idx').on(t.menuId)],
);

/** The resources each role grants: the one source of menus, routes and permission checks. */
export const roleResources = workbench.table(
  'role_resources',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] }), index('role_resources_resource_idx').on(t.resourceId)],
);

/**
 * Form permissions (docs/screens.md, "Access"): how a role meets one field of a resource's form,
 * `hidden`, `read` (shown, not editable) or `write`. A field without a row is `write`; an account
 * holding several roles gets the most open access any of them gives.
 */
export const roleFieldPermissions = workbench.table(
  'role_field_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    field: text('field').notNull(),
    access: text('access', { enum: ['hidden', 'read', 'write'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resource, t.field] })],
);

/** Super accounts: they hold every resource whatever their roles. At least one always remains. */
export const superAccounts = workbench.table('super_accounts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  createdAt: createdAt(),
});

/**
 * Application secrets (docs/screens.md, "Access"): made by the server, shown once, stored as the
 * SHA-256 of the secret; `prefix` (its first 8 characters) names it afterwards. Revoked ones stay
 * listed with their revocation time.
 */
export const appSecrets = workbench.table(
  'app_secrets',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('app_secrets_app_idx').on(t.appId)],
);

/**
 * Role loss record (docs/screens.md, "Access"): every role taken from an account, with its names
 * at the time, who took it and the reason they gave. `accountId` becomes null when the account is
 * later removed (a detached account): the record keeps its names.
 */
export const roleLossRecords = workbench.table(
  'role_loss_records',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    account: text('account').notNull(),
    personName: text('person_name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: integer('role_id'),
    roleNameZh: text('role_name_zh').notNull(),
    roleNameEn: text('role_name_en').notNull(),
    reason: text('reason').notNull(),
    removedBy: text('removed_by').notNull(),
    removedByName: text('removed_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('role_loss_records_company_idx').on(t.companyId, t.createdAt)],
);
