/**
 * System settings: dictionary types and their items, and connection addresses (docs/screens.md,
 * "System").
 */
import { boolean, integer, serial, text, unique } from 'drizzle-orm/pg-core';
import { workbench } from './workbench';

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
