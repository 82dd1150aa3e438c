/**
 * A write the database refuses for a foreign key (SQLSTATE 23503 foreign_key_violation,
 * PostgreSQL Appendix A "Error Codes"; PGlite reports the same) answered as a refusal: HTTP 409
 * Conflict (RFC 9110, 15.5.10), code 409, a message naming what still refers to the row, in the
 * request's language (docs/wire-protocol.md, "What the server checks"). The checks a module makes
 * before a delete (`projectInUse`, `roleTypeInUse`…) answer first where they exist; this is the
 * answer of every other path, such as removing an account that still holds workflow tasks.
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { foreignKeyViolation } from '../db/client';
import * as schema from '../db/schema';
import type { ResourceDefinition } from '@workbench/contracts';
import { ApiError, CODES } from './envelope';
import { type Lang, lowerFirst } from './i18n';

/** How a table's rows are called: in Chinese, and in English for one row and for several. */
export interface RowWords {
  zh: string;
  one: string;
  many: string;
}

const words = (zh: string, one: string, many = `${one}s`): RowWords => ({ zh, one, many });

/** Every table a foreign key starts or ends at, in people's words (its test checks none is missing). */
export const TABLE_WORDS: Readonly<Record<string, RowWords>> = {
  account_apps: words('账号应用授权', 'application authorisation'),
  account_roles: words('账号角色', 'role assignment'),
  accounts: words('账号', 'account'),
  announcement_reads: words('公告阅读记录', 'announcement read record'),
  announcements: words('公告', 'announcement'),
  app_secrets: words('应用密钥', 'application secret'),
  apps: words('应用', 'application'),
  companies: words('企业', 'company', 'companies'),
  contracts: words('采购合同', 'purchase contract'),
  delay_applies: words('延误申请', 'delay application'),
  dictionary_items: words('字典代码', 'dictionary code'),
  dictionary_types: words('字典类型', 'dictionary type'),
  documents: words('文档', 'document'),
  duties: words('职务', 'duty', 'duties'),
  ebidding_invitations: words('竞价邀请', 'e-bidding invitation'),
  ebidding_projects: words('竞价项目', 'e-bidding project'),
  inquiries: words('询价', 'inquiry', 'inquiries'),
  inquiry_quotes: words('报价', 'quote'),
  item_keys: words('单点登录密钥', 'sign-on key'),
  majors: words('专业', 'major'),
  menus: words('菜单', 'menu'),
  mro_items: words('备品备件', 'MRO item'),
  mro_requests: words('领用申请', 'MRO request'),
  orders: words('订单', 'order'),
  persons: words('人员', 'person', 'people'),
  process_templates: words('流程模板', 'process template'),
  process_types: words('流程类型', 'process type'),
  project_codes: words('项目字典项', 'project dictionary entry', 'project dictionary entries'),
  project_contracts: words('项目合同', 'project contract'),
  project_members: words('项目人员', 'project member'),
  project_organs: words('参建单位', 'participating organisation'),
  project_roles: words('项目角色', 'project role'),
  project_stages: words('项目阶段', 'project stage'),
  projects: words('项目', 'project'),
  push_keys: words('推送密钥', 'push key'),
  reminder_messages: words('提醒消息', 'reminder message'),
  report_shares: words('报表共享', 'report share'),
  reports: words('报表', 'report'),
  resources: words('权限资源', 'permission resource'),
  role_field_permissions: words('表单权限', 'form permission'),
  role_loss_records: words('角色移除记录', 'role loss record'),
  role_resources: words('角色授权', 'role grant'),
  role_types: words('角色类型', 'role type'),
  roles: words('角色', 'role'),
  saved_view_defaults: words('默认视图', 'default view'),
  saved_views: words('保存的视图', 'saved view'),
  sessions: words('登录会话', 'session'),
  sso_sessions: words('单点登录会话', 'sign-on session'),
  super_accounts: words('超级账号', 'super account'),
  suppliers: words('供应商', 'supplier'),
  table_settings: words('列设置', 'column setting'),
  travel_tickets: words('机票', 'ticket'),
  trip_authorizations: words('差旅授权', 'travel authorisation'),
  units: words('部门', 'unit'),
  user_addresses: words('地址', 'address', 'addresses'),
  workflow_processes: words('流程申请', 'application'),
  workflow_task_logs: words('审批记录', 'task log entry', 'task log entries'),
  workflow_tasks: words('流程待办任务', 'workflow task'),
};

/** A foreign key of the schema: the table it starts at (the referrer) and the one it points to. */
export interface ForeignKey {
  table: string;
  foreignTable: string;
}

/** The foreign keys of `table` by constraint name, as drizzle-kit names them in the migrations. */
const foreignKeysOf = (table: PgTable) => {
  const { name, foreignKeys } = getTableConfig(table);
  return foreignKeys.map((key): [string, ForeignKey] => [
    key.getName(),
    { table: name, foreignTable: getTableConfig(key.reference().foreignTable).name },
  ]);
};

const foreignKeys = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .flatMap(foreignKeysOf),
);

/**
 * Every foreign key by its constraint name: those of the schema's exports (`src/db/schema.ts`), and
 * of each table a resource store reads ({@link registerResourceTable}), such as the table of a
 * screen made by `pnpm new:screen`, which its module imports from its own file.
 */
export const FOREIGN_KEYS: ReadonlyMap<string, ForeignKey> = foreignKeys;

/** The words of the tables {@link TABLE_WORDS} does not name, from the definitions of their stores. */
const definitionWords = new Map<string, RowWords>();

/**
 * Adds the foreign keys of `table`, which the store of `definition` reads, to {@link FOREIGN_KEYS},
 * and names its rows after the definition when {@link TABLE_WORDS} does not: its title (成本中心 /
 * cost centre) and its label (Cost centres). `resourceRoutes` calls it for every resource.
 */
export function registerResourceTable(table: PgTable, definition: ResourceDefinition): void {
  for (const [name, key] of foreignKeysOf(table)) foreignKeys.set(name, key);
  const { name } = getTableConfig(table);
  if (Object.hasOwn(TABLE_WORDS, name) || definitionWords.has(name)) return;
  const title = (lang: Lang) => definition.messages[lang][definition.title] ?? definition.label[lang];
  definitionWords.set(name, words(title('zh'), title('en'), lowerFirst(definition.label.en)));
}

/** How rows of `table` are called: {@link TABLE_WORDS}, or after the definition of its store. */
export const wordsOf = (table: string): RowWords | undefined =>
  Object.hasOwn(TABLE_WORDS, table) ? TABLE_WORDS[table] : definitionWords.get(table);

const inBoth = (pick: (row: RowWords) => Record<Lang, string>) => (table: string) => {
  const known = wordsOf(table);
  return known ? pick(known) : undefined;
};
const oneRow = inBoth((row) => ({ zh: row.zh, en: row.one }));
const manyRows = inBoth((row) => ({ zh: row.zh, en: row.many }));

/**
 * The refusal of a write the database refused for a foreign key: HTTP 409, code 409, naming the
 * row kind and what refers to it when the constraint is one of {@link FOREIGN_KEYS}:
 * `stillReferenced` (a row removed while others still point to it) or `referenceGone` (a row
 * written pointing to one that is not there, as when another call removed it meanwhile; the
 * database's detail says which); a nameless `stillReferencedAnonymous` otherwise.
 * @returns `undefined` when `error` is not a foreign-key violation.
 */
export function referenceRefusal(error: unknown): ApiError | undefined {
  const violation = foreignKeyViolation(error);
  if (!violation) return undefined;
  const key = violation.constraint === undefined ? undefined : FOREIGN_KEYS.get(violation.constraint);
  const row = key && oneRow(key.foreignTable);
  const referrer = key && manyRows(key.table);
  if (!row || !referrer) return new ApiError(409, CODES.CONFLICT, 'stillReferencedAnonymous');
  // The detail is the one field that tells the two sides apart; PostgreSQL words it in English.
  if (violation.detail?.includes('is not present in table')) {
    return new ApiError(409, CODES.CONFLICT, 'referenceGone', { row });
  }
  return new ApiError(409, CODES.CONFLICT, 'stillReferenced', { row, referrer });
}
