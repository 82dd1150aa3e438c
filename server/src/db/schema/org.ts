/**
 * The organisation: companies, their units (a tree), people and their sign-in accounts
 * (docs/screens.md, "Company manage", "Org structure" and "People manage"). Every other
 * module's tables hang from these.
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, workbench } from './workbench';

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
