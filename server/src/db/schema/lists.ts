/**
 * A person's lists: their table settings, saved views and the view each list opens in
 * (docs/behaviour.md, "Lists"; docs/wire-protocol.md, "Table settings" and "Saved views").
 */
import { index, integer, jsonb, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ColumnSetting, Density, SavedViewQuery, TableSettings } from '@workbench/contracts';
import { createdAt, workbench } from './workbench';
import { accounts, companies } from './org';

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
