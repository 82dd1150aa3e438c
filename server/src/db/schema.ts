/**
 * The platform's tables, all in the one PostgreSQL schema `workbench` so that the same
 * definitions and migrations run on PGlite and on a shared PostgreSQL (docs/architecture.md, "Server").
 *
 * Times are `timestamptz` read as `Date`; the API turns them into epoch milliseconds.
 * Money is `numeric(14,2)` in yuan so sums stay exact in SQL.
 */
import {
  type AnyPgColumn,
  bigint,
  date,
  integer,
  numeric,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  boolean,
  index,
  jsonb,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ColumnSetting, Density, SavedViewQuery, TableSettings } from '@workbench/contracts';
import { sql } from 'drizzle-orm';

/** The PostgreSQL schema that holds every Workbench table. */
export const workbench = pgSchema('workbench');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/**
 * Companies on the platform (docs/screens.md, "Company manage"). `logoUrl` is null when none was uploaded;
 * `themeColor` (`#rrggbb`) is the brand colour its staff share, null for the default.
 */
export const companies = workbench.table(
  'companies',
  {
    id: serial('id').primaryKey(),
    binCode: text('bin_code').notNull().unique(),
    /** Short name shown in the console. */
    name: text('name').notNull(),
    /** Full registered name. */
    companyName: text('company_name').notNull(),
    logoUrl: text('logo_url'),
    themeColor: text('theme_color'),
    /** `Y` for the group's one default company (a partial unique index keeps it one). */
    defaultFlag: text('default_flag', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_one_default_uq')
      .on(t.defaultFlag)
      .where(sql`${t.defaultFlag} = 'Y'`),
  ],
);

/**
 * The units of a company's organisation (org structure), a tree through `parentId` (null at the
 * top). `sort` orders siblings from 0.
 */
export const units = workbench.table(
  'units',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => units.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * The account heading the unit, null when none: the approver of a process step whose rule is
     * `unitHead` (docs/behaviour.md, "Approval processes").
     */
    headAccountId: integer('head_account_id').references((): AnyPgColumn => accounts.id),
  },
  (t) => [index('units_company_parent_idx').on(t.companyId, t.parentId)],
);

/**
 * People; one person may hold accounts in several companies (docs/screens.md, "People manage"). `idCardName` and
 * `idCardNo` are the real name and the 18-character resident identity number (GB 11643-1999,
 * `X` upper case) the person registered, both null until then. The API never returns the number
 * whole (`lib/id-card.ts`, `maskIdCard`).
 */
export const persons = workbench.table('persons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  idCardName: text('id_card_name'),
  idCardNo: text('id_card_no'),
  /** A mobile or landline number, `''` when none. */
  phone: text('phone').notNull().default(''),
});

/**
 * Sign-in accounts, one per person and company. `passwordHash` uses the format of
 * `lib/password.ts` (`scrypt$N$r$p$salt$hash`). `userType` is the login result's `type`.
 */
export const accounts = workbench.table(
  'accounts',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['platform', 'enterprise'] }).notNull(),
    createdAt: createdAt(),
    /** The unit of the company the account works in, null outside any. */
    unitId: integer('unit_id').references(() => units.id),
    /** False for a disabled account: it cannot sign in and its sessions have ended. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('accounts_person_idx').on(t.personId),
    index('accounts_company_idx').on(t.companyId),
    index('accounts_unit_idx').on(t.unitId),
    // A person holds at most one account per company.
    unique('accounts_person_company_uq').on(t.personId, t.companyId),
  ],
);

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

/**
 * The sign-on service's own sessions, behind the `sso_session` cookie. Only the SHA-256 of the
 * cookie value is stored. `accountId` is the account currently chosen in this sign-on session.
 */
export const ssoSessions = workbench.table('sso_sessions', {
  id: serial('id').primaryKey(),
  cookieHash: text('cookie_hash').notNull().unique(),
  personId: integer('person_id')
    .notNull()
    .references(() => persons.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/**
 * Console sessions, one per exchanged `itemKey`. Only the SHA-256 of the token is stored, so a
 * copy of the database does not hand out live tokens. `endReason` explains an `endedAt`.
 */
export const sessions = workbench.table(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    ssoSessionId: integer('sso_session_id')
      .notNull()
      .references(() => ssoSessions.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['logout', 'switch', 'disabled', 'detached'] }),
  },
  (t) => [index('sessions_sso_session_idx').on(t.ssoSessionId)],
);

/**
 * One-time keys that open the live socket (wire protocol, "Live socket"): made by
 * `/share-system/remindMsg/createPushKey` for a console session, stored as the SHA-256 of the key
 * only, valid until `expiresAt` (30 s after it was made) and for one handshake, which sets
 * `usedAt`. Shared by every instance on one PostgreSQL, so a key made through one opens a socket
 * on another (docs/architecture.md, "Several instances"). Used and expired rows are deleted when
 * a key is consumed.
 */
export const pushKeys = workbench.table(
  'push_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    // A session deleted with its account (detached) takes its keys along.
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('push_keys_expires_at_idx').on(t.expiresAt)],
);

/**
 * Request signatures seen by any instance on a shared PostgreSQL (the `signature` header, whose
 * SHA-1 covers the timestamp), until `expiresAt` (epoch ms, the request's timestamp plus the
 * signature window), so a request accepted by one instance is refused as a replay by every other
 * (docs/architecture.md, "Several instances"). UNLOGGED (the migration says so): a crash empties
 * it, which reopens replays within the 300 s window only. Unused on PGlite, where one process
 * holds the database.
 */
export const seenSignatures = workbench.table(
  'seen_signatures',
  {
    key: text('key').primaryKey(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('seen_signatures_expires_at_idx').on(t.expiresAt)],
);

/**
 * Failed sign-in counters shared by the instances on one PostgreSQL, in the layout
 * rate-limiter-flexible's `RateLimiterPostgres` reads and writes (wire protocol, "Sign-in rate
 * limit"): `key` is the limiter's prefix and the account name or client address, `points` the
 * failures counted, `expire` the end of the window in epoch ms. Column order matters: the
 * library inserts without a column list.
 */
export const signInLimits = workbench.table('sign_in_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The RSA key pair for password fields when the instances share a PostgreSQL (docs/architecture.md,
 * "Several instances"): one row, written by the first instance to start, so a public key fetched
 * from one instance decrypts on every other. On PGlite the pair stays in `DATA_DIR/keys`.
 */
export const serverKeys = workbench.table('server_keys', {
  id: integer('id').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
});

/** One-time keys handed to the console after sign-in, exchanged for a session token. Hashed like tokens. */
export const itemKeys = workbench.table('item_keys', {
  keyHash: text('key_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  ssoSessionId: integer('sso_session_id')
    .notNull()
    .references(() => ssoSessions.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** In-app reminder messages per account (docs/wire-protocol.md, remindMsg calls). */
export const reminderMessages = workbench.table(
  'reminder_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /** The workflow task the message is about, null for a plain notice. */
    taskId: integer('task_id').references((): AnyPgColumn => workflowTasks.id),
    /**
     * The announcement this message delivers, null for any other message; withdrawing the
     * announcement deletes its messages (docs/screens.md, "Announcements").
     */
    announcementId: integer('announcement_id').references((): AnyPgColumn => announcements.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('reminder_messages_account_idx').on(t.accountId),
    index('reminder_messages_announcement_idx').on(t.announcementId),
  ],
);

/** E-commerce orders; the dashboard's order figures are computed from these rows. Amount in yuan. */
export const orders = workbench.table(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_company_idx').on(t.companyId)],
);

/** One line of a product's specification sheet, in both languages. */
export interface GoodsSpec {
  labelZh: string;
  labelEn: string;
  valueZh: string;
  valueEn: string;
}

/**
 * The procurement catalogue (the supply-chain page). `sku` is the public key (`SKU-100231`);
 * `price` in yuan per `unit`; `stock` in units, 0 when sold out; `specs` the specification sheet
 * in display order. `brand` is written the same in both languages.
 */
export const goods = workbench.table('goods', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  brand: text('brand').notNull(),
  categoryZh: text('category_zh').notNull(),
  categoryEn: text('category_en').notNull(),
  unitZh: text('unit_zh').notNull(),
  unitEn: text('unit_en').notNull(),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  stock: integer('stock').notNull(),
  specs: jsonb('specs').$type<GoodsSpec[]>().notNull(),
});

/**
 * Delivery addresses of an account (docs/wire-protocol.md, "Addresses"): one
 * table for both lists, told apart by `kind` (`user`: `/share-system/userinfo/address/*`;
 * `ecommerce`: `/share-ecommerce/address/*`). Province, city and district are the GB/T 2260
 * codes of `/share-system/area/tree` (2, 4 and 6 digits); `street` is at most 200 characters.
 * At most one row per account and kind has `isDefault` (the service keeps it so).
 */
export const userAddresses = workbench.table(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['user', 'ecommerce'] }).notNull(),
    receiverName: text('receiver_name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_addresses_account_kind_idx').on(t.accountId, t.kind)],
);

/**
 * Public inquiries a company published: open while `deadline`
 * is in the future. Quotes are counted from {@link inquiryQuotes}.
 */
export const inquiries = workbench.table(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_company_idx').on(t.companyId)],
);

/**
 * Suppliers admitted by a company: `category` is the business category, `status` the
 * qualification status. The group-wide figures count every company's suppliers.
 */
export const suppliers = workbench.table(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    categoryZh: text('category_zh').notNull(),
    categoryEn: text('category_en').notNull(),
    status: text('status', { enum: ['qualified', 'pending', 'disqualified'] }).notNull(),
  },
  (t) => [index('suppliers_company_idx').on(t.companyId)],
);

/** A supplier's quote on an inquiry; `amount` in yuan. */
export const inquiryQuotes = workbench.table(
  'inquiry_quotes',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_quotes_inquiry_idx').on(t.inquiryId)],
);

/**
 * Purchase contracts a company signed: `kind` is the purchase kind of
 * the `/purchase/<kind>/contract/...` path; `amount` in yuan.
 */
export const contracts = workbench.table(
  'contracts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    kind: text('kind', { enum: ['goods', 'engineering', 'service'] }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contracts_company_kind_idx').on(t.companyId, t.kind)],
);

/**
 * A company's e-bidding projects: `stage` runs `toPublish` → `bidding` →
 * `toEvaluate` → `done`; `openTime` is when the bids are opened.
 */
export const ebiddingProjects = workbench.table(
  'ebidding_projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    stage: text('stage', { enum: ['toPublish', 'bidding', 'toEvaluate', 'done'] }).notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('ebidding_projects_company_idx').on(t.companyId)],
);

/**
 * A supplier invited to an e-bidding project: `signedIn` once it signed in for the opening;
 * `bidAmount` (yuan) once it placed a bid, null before.
 */
export const ebiddingInvitations = workbench.table(
  'ebidding_invitations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => ebiddingProjects.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    signedIn: boolean('signed_in').notNull().default(false),
    bidAmount: numeric('bid_amount', { precision: 14, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.supplierId] })],
);

/** The group's expert pool: one row per expert and speciality (`major`). */
export const experts = workbench.table('experts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  majorZh: text('major_zh').notNull(),
  majorEn: text('major_en').notNull(),
});

/**
 * Travel tickets a company's staff booked.
 * `bookedAt` places a ticket in a month; `departTime` is the departure (check-in for hotels, pick-up
 * for cars); `amount` in yuan. A flight or train ticket whose departure has passed while its
 * `status` is `unused`, `refunding` or `changed` is stranded; a ticket that was taken is `used`.
 */
export const travelTickets = workbench.table(
  'travel_tickets',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    passenger: text('passenger').notNull(),
    routeZh: text('route_zh').notNull(),
    routeEn: text('route_en').notNull(),
    ticketClass: text('ticket_class', { enum: ['flight', 'train', 'hotel', 'car'] }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: ['used', 'unused', 'refunding', 'changed'] }).notNull(),
    departTime: timestamp('depart_time', { withTimezone: true }).notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('travel_tickets_company_idx').on(t.companyId)],
);

/** An application to refund or change a stranded ticket. */
export const delayApplies = workbench.table(
  'delay_applies',
  {
    id: serial('id').primaryKey(),
    applyNo: text('apply_no').notNull().unique(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => travelTickets.id),
    applicant: text('applicant').notNull(),
    reasonZh: text('reason_zh').notNull(),
    reasonEn: text('reason_en').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delay_applies_ticket_idx').on(t.ticketId)],
);

/** Accounts that may use the travel service. */
export const tripAuthorizations = workbench.table('trip_authorizations', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
});

/**
 * Workflow process instances a company's staff started; `initiator` is a person's name. An
 * application submitted on a template (docs/behaviour.md, "Approval processes") also has its
 * `templateId`, `applicantAccountId`, `title`, the 0-based `currentStep` of the template's steps
 * and its `status`. A row without a template (its template deleted from the database, or a demo
 * task of a database seeded before the demo applications were) cannot be opened: the flow
 * answers `applicationTemplateGone`.
 */
export const workflowProcesses = workbench.table(
  'workflow_processes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    initiator: text('initiator').notNull(),
    createdAt: createdAt(),
    templateId: integer('template_id').references((): AnyPgColumn => processTemplates.id),
    applicantAccountId: integer('applicant_account_id').references(() => accounts.id),
    title: text('title').notNull().default(''),
    currentStep: integer('current_step').notNull().default(0),
    status: text('status', { enum: ['running', 'approved', 'rejected'] })
      .notNull()
      .default('running'),
    /** The document the application is about (docs/screens.md, "Approval processes"), if any. */
    documentId: integer('document_id').references((): AnyPgColumn => documents.id),
    /** The application's share id: `cbd/getCBDIdByShareUuid` answers its document by it. */
    shareUuid: uuid('share_uuid').notNull().unique().defaultRandom(),
  },
  (t) => [index('workflow_processes_company_idx').on(t.companyId)],
);

/** A step of a process waiting for (`pending`) or done by the account `assigneeAccountId`. */
export const workflowTasks = workbench.table(
  'workflow_tasks',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => workflowProcesses.id),
    assigneeAccountId: integer('assignee_account_id')
      .notNull()
      .references(() => accounts.id),
    nodeNameZh: text('node_name_zh').notNull(),
    nodeNameEn: text('node_name_en').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    createdAt: createdAt(),
    /** The 0-based step of the process's template the task decides (0 for the demo tasks). */
    step: integer('step').notNull().default(0),
  },
  (t) => [index('workflow_tasks_assignee_idx').on(t.assigneeAccountId, t.status)],
);

/**
 * The log of a task: one row per step, `action` what `operator` (a person's
 * name) did; the open step is `pending`.
 */
export const workflowTaskLogs = workbench.table(
  'workflow_task_logs',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => workflowTasks.id),
    nodeNameZh: text('node_name_zh').notNull(),
    nodeNameEn: text('node_name_en').notNull(),
    operator: text('operator').notNull(),
    action: text('action', { enum: ['submit', 'approve', 'reject', 'pending'] }).notNull(),
    commentZh: text('comment_zh').notNull().default(''),
    commentEn: text('comment_en').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_task_logs_task_idx').on(t.taskId)],
);

/**
 * Process types of a company (docs/screens.md, "Approval processes"): `code` unique within the
 * company.
 */
export const processTypes = workbench.table(
  'process_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [unique('process_types_company_code_uq').on(t.companyId, t.code)],
);

/** One ordered step of a process template and who approves it (`ProcessStep` of the contracts). */
export interface ProcessStepRecord {
  nameZh: string;
  nameEn: string;
  rule: 'role' | 'unitHead' | 'people';
  roleId?: number;
  accountIds?: number[];
}

/**
 * Process templates (docs/screens.md, "Approval processes"): a type, names and the ordered
 * `steps`, kept whole as one JSON array since they are always read and written together.
 */
export const processTemplates = workbench.table(
  'process_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => processTypes.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    steps: jsonb('steps').$type<ProcessStepRecord[]>().notNull(),
  },
  (t) => [index('process_templates_company_idx').on(t.companyId), index('process_templates_type_idx').on(t.typeId)],
);

/**
 * Documents: a company's own (`companyId`) or shared with the whole group
 * (`companyId` null). Title, category, file name and body in both languages; the size shown is
 * the byte length of the body, computed when listed.
 */
export const documents = workbench.table(
  'documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    categoryZh: text('category_zh').notNull(),
    categoryEn: text('category_en').notNull(),
    fileNameZh: text('file_name_zh').notNull(),
    fileNameEn: text('file_name_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    author: text('author').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('documents_company_idx').on(t.companyId)],
);

/**
 * The operate log: one row per write, and per call refused for want of a permission, written in
 * the same transaction as the write it records (docs/architecture.md, "Resources"). Who acted
 * (account, person, company at the time), what (`action` on `resource` row `rowId`), the row
 * `before` and `after` as JSON (null where there is none), the request number and the client
 * address.
 */
export const operateLogs = workbench.table(
  'operate_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    account: text('account').notNull(),
    personId: integer('person_id').notNull(),
    personName: text('person_name').notNull(),
    companyId: integer('company_id').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: createdAt(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    rowId: text('row_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    clientIp: text('client_ip').notNull(),
  },
  (t) => [index('operate_logs_company_time_idx').on(t.companyId, t.createdAt)],
);

/**
 * The search log: one row per search a person ran through a resource's list (docs/behaviour.md,
 * "Lists") or export, with its query as JSON and how many rows matched.
 */
export const searchLogs = workbench.table(
  'search_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    account: text('account').notNull(),
    personId: integer('person_id').notNull(),
    personName: text('person_name').notNull(),
    companyId: integer('company_id').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: createdAt(),
    resource: text('resource').notNull(),
    kind: text('kind', { enum: ['list', 'export'] }).notNull(),
    filters: jsonb('filters').notNull(),
    /**
     * The names of the filters' units, references and dictionary items in both languages, found
     * when the search was logged (`{unitId: {zh, en}}`): the conditions say them, not ids.
     */
    names: jsonb('names').$type<Record<string, { zh: string; en: string }>>(),
    total: integer('total').notNull(),
  },
  (t) => [index('search_logs_company_time_idx').on(t.companyId, t.createdAt)],
);

/**
 * Dictionary types (docs/screens.md, "System"): named lists of codes that screens offer in their
 * selects. `code` names a type everywhere and never changes.
 */
export const dictionaryTypes = workbench.table('dictionary_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Dictionary items, the code list: the codes of a type with their labels in both languages, in
 * `sort` order. A type with items is not deleted (the foreign key restricts it as well).
 */
export const dictionaryItems = workbench.table(
  'dictionary_items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => dictionaryTypes.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [unique('dictionary_items_type_code_uq').on(t.typeId, t.code)],
);

/**
 * Connection targets of the platform (docs/screens.md, "System"): database and server addresses.
 * `secret` (a password or key, `null` when none) is stored for the platform's own use and never
 * answered by any call; `code` is unique within a target.
 */
export const connectionAddresses = workbench.table(
  'connection_addresses',
  {
    id: serial('id').primaryKey(),
    target: text('target', { enum: ['database', 'server'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    userName: text('user_name').notNull().default(''),
    secret: text('secret'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [unique('connection_addresses_target_code_uq').on(t.target, t.code)],
);

/**
 * Verification codes of supplier registrations (docs/behaviour.md, "Supplier registration"): one
 * row per code sent. `registrationHash` is the SHA-256 of the registration's secret id, which only
 * the registering browser holds; `codeHash` that of the 6-digit code. A code is refused past
 * `expiresAt`, and for good once `failures` reaches 5; `validatedAt` is set by the right code,
 * `usedAt` by the registration it allowed (once).
 */
export const registrationCodes = workbench.table(
  'registration_codes',
  {
    id: serial('id').primaryKey(),
    registrationHash: text('registration_hash').notNull().unique(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('registration_codes_phone_time_idx').on(t.phone, t.createdAt)],
);

/**
 * Messages the reference SMS sender "sent" (docs/architecture.md, "Text messages"): it writes each
 * here (and to the log) instead of a gateway, so an operator or a test can read the code.
 */
export const outbox = workbench.table(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * A company's announcements to its own accounts (docs/screens.md, "Announcements"). `body` is
 * plain text. The audience is `all` (the company), `role` (holders of `roleId`) or `unit` (the
 * accounts of `unitId` and the units under it). `publishAt` is when it was or will be published
 * (null for a draft); the server's timer publishes a `scheduled` one once it is due, claiming it
 * with one `UPDATE ... WHERE state = 'scheduled'` so that one instance alone does.
 * `recipients` is how many accounts the last publication reached.
 */
export const announcements = workbench.table(
  'announcements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: ['all', 'role', 'unit'] }).notNull(),
    roleId: integer('role_id').references(() => roles.id),
    unitId: integer('unit_id').references(() => units.id),
    state: text('state', { enum: ['draft', 'scheduled', 'published', 'withdrawn'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorAccountId: integer('author_account_id')
      .notNull()
      .references(() => accounts.id),
    /** Who scheduled it last: the timer's publication is logged in their name. */
    scheduledByAccountId: integer('scheduled_by_account_id').references(() => accounts.id),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('announcements_company_idx').on(t.companyId),
    index('announcements_due_idx')
      .on(t.publishAt)
      .where(sql`${t.state} = 'scheduled'`),
  ],
);

/** Who read which announcement, once per account: dismissing its banner or reading its reminder. */
export const announcementReads = workbench.table(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.accountId] })],
);

/**
 * Report definitions (docs/screens.md, "Reports"): `kind` names one of the queries written in the
 * server's code (`REPORT_KINDS` of the contracts), never query text; the default parameters
 * (`rangeDays`, `topN`, `contractKind`) and the chart it is drawn as. `code` is unique in its
 * company; `ownerId` is the account that made it, null once that account is detached (the report
 * stays with its company).
 */
export const reports = workbench.table(
  'reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    chart: text('chart').notNull(),
    rangeDays: integer('range_days').notNull(),
    topN: integer('top_n').notNull(),
    contractKind: text('contract_kind').notNull(),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reports_company_code_uq').on(t.companyId, t.code)],
);

/**
 * Whom a report is shared with (docs/screens.md, "Reports"): one row per account (`accountId`) or
 * role (`roleId`), the other column null. They go with their report.
 */
export const reportShares = workbench.table(
  'report_shares',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('report_shares_report_idx').on(t.reportId)],
);

/**
 * Majors (docs/screens.md, "Projects"): the disciplines projects belong to, shared by every
 * company. A major a project is on is not deleted (the foreign key restricts it as well).
 */
export const majors = workbench.table('majors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Project roles (docs/screens.md, "Projects"), shared by every company. */
export const projectRoles = workbench.table('project_roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Duties people carry on projects (docs/screens.md, "Projects"), shared by every company. */
export const duties = workbench.table('duties', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
});

/**
 * The project dictionary (docs/screens.md, "Projects"): the states (`kind` `state`) and kinds
 * (`kind` `kind`) a project may have, each code unique within its kind, in `sort` order.
 */
export const projectCodes = workbench.table(
  'project_codes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['state', 'kind'] }).notNull(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('project_codes_kind_code_uq').on(t.kind, t.code)],
);

/**
 * A company's projects (docs/screens.md, "Projects"): `budget` in yuan, days as `date`
 * (`endDate` null while open). Majors, states and kinds in use cannot be deleted; contracts and
 * people keep a project from deletion, its stages and organisations go with it.
 */
export const projects = workbench.table(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    majorId: integer('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'restrict' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => projectCodes.id, { onDelete: 'restrict' }),
    kindId: integer('kind_id')
      .notNull()
      .references(() => projectCodes.id, { onDelete: 'restrict' }),
    budget: numeric('budget', { precision: 14, scale: 2 }).notNull().default('0'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    manager: text('manager').notNull().default(''),
    createdAt: createdAt().defaultNow(),
  },
  (t) => [unique('projects_company_code_uq').on(t.companyId, t.code), index('projects_major_idx').on(t.majorId)],
);

/** The contracts of a project: `amount` in yuan, `signedDate` null while unsigned. */
export const projectContracts = workbench.table(
  'project_contracts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    supplierName: text('supplier_name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    signedDate: date('signed_date', { mode: 'string' }),
    state: text('state', { enum: ['draft', 'signed', 'closed'] }).notNull(),
  },
  (t) => [unique('project_contracts_project_code_uq').on(t.projectId, t.code)],
);

/** The organisations taking part in a project, each with its part. */
export const projectOrgans = workbench.table(
  'project_organs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['owner', 'contractor', 'supervisor', 'designer'] }).notNull(),
  },
  (t) => [unique('project_organs_project_kind_name_uq').on(t.projectId, t.kind, t.name)],
);

/** People on projects: an account of the project's company with a role, a duty and its days. */
export const projectMembers = workbench.table(
  'project_members',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => projectRoles.id, { onDelete: 'restrict' }),
    dutyId: integer('duty_id').references(() => duties.id, { onDelete: 'restrict' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
  },
  (t) => [unique('project_members_project_account_role_uq').on(t.projectId, t.accountId, t.roleId)],
);

/** A project's stages, its process, in `sort` order. */
export const projectStages = workbench.table(
  'project_stages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    state: text('state', { enum: ['planned', 'active', 'done'] }).notNull(),
  },
  (t) => [index('project_stages_project_idx').on(t.projectId, t.sort)],
);

/**
 * A company's MRO items (docs/screens.md, "MRO"): spare parts and consumables, `stock` and
 * `reorderPoint` counted in the item's unit of measure `uom`; `location` `''` for none.
 */
export const mroItems = workbench.table(
  'mro_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    uom: text('uom').notNull(),
    stock: integer('stock').notNull().default(0),
    reorderPoint: integer('reorder_point').notNull().default(0),
    location: text('location').notNull().default(''),
    createdAt: createdAt().defaultNow(),
  },
  (t) => [unique('mro_items_company_code_uq').on(t.companyId, t.code)],
);

/**
 * Requests to replenish an MRO item: `quantity` in the item's unit, made by `requesterId`, in
 * `state` waiting, ordered, received or rejected. An item with requests is not deleted.
 */
export const mroRequests = workbench.table(
  'mro_requests',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mroItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['waiting', 'ordered', 'received', 'rejected'] }).notNull(),
    createdAt: createdAt().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mro_requests_item_idx').on(t.itemId),
    index('mro_requests_requester_idx').on(t.requesterId, t.createdAt),
  ],
);

/**
 * A person's settings of a list's table (docs/behaviour.md, "Lists"): per account and list, `view`
 * the list's resource definition `name` (`person`), `columns` the columns in the order shown with
 * whether each is hidden, its width in CSS px and its pin (`ColumnSetting` of the contracts), kept
 * whole as one JSON array since they are always read and written together, and `density` the
 * rows' (`compact`, `default`, `relaxed`). One row per account and list; they go with their account.
 */
export const tableSettings = workbench.table(
  'table_settings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    view: text('view').notNull(),
    columns: jsonb('columns').$type<ColumnSetting[]>().notNull(),
    density: text('density').$type<Density>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('table_settings_account_view_uq').on(t.accountId, t.view)],
);

/**
 * A person's saved views of a list (docs/behaviour.md, "Lists"): per account, `view` the list's
 * resource definition `name`, `name` what the person called it (unique per account and list),
 * `query` the filters, sort and page size (`SavedViewQuery` of the contracts) and `settings` the
 * column settings kept with it (`null`: the person's own), each whole as JSON since they are read
 * and written together. `shared` `Y` shows it to every account of `companyId`, the owner's company
 * when saved. They go with their account.
 */
export const savedViews = workbench.table(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    view: text('view').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedViewQuery>().notNull(),
    settings: jsonb('settings').$type<TableSettings>(),
    shared: text('shared', { enum: ['Y', 'N'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('saved_views_account_view_name_uq').on(t.accountId, t.view, t.name),
    index('saved_views_company_view_idx').on(t.companyId, t.view),
  ],
);

/**
 * The saved view each account's list opens in (docs/behaviour.md, "Lists"): at most one per
 * account and list, its own or one shared with its company; forgotten with the view or the account.
 */
export const savedViewDefaults = workbench.table(
  'saved_view_defaults',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    view: text('view').notNull(),
    savedViewId: integer('saved_view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.view] }),
    index('saved_view_defaults_saved_view_idx').on(t.savedViewId),
  ],
);
