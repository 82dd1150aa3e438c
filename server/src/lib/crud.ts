/**
 * The CRUD factory (docs/architecture.md, "Resources"): from a resource definition of
 * `@workbench/contracts` and a store that says how its rows are read and written, the list,
 * detail, add, update, delete and bulk delete routes and the `.xlsx` export, each with its
 * schemas; every route checks the permission the definition names; every write runs in one
 * transaction with its operate-log rows; every search a person ran and every export is written
 * to the search log.
 */
import {
  type Localised,
  type OperateAction,
  Answer,
  BulkBody,
  BULK_MAX,
  BulkResult,
  containsPattern,
  IdBody,
  MatchingIds,
  Page,
  type ResourceDefinition,
  type ResourceOperation,
  SEARCH_LOG_PARAM,
  titleOf,
} from '@workbench/contracts';
import { and, asc, count, desc, eq, ilike, is, ne, or, type SQL } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { type Database, type Transaction, uniqueViolation } from '../db/client';
import { dictionaryItems, dictionaryTypes, units } from '../db/schema';
import { actorOf, announceAccessChange, calledPath } from './access';
import { writeOperateLog, writeSearchLog } from './audit-log';
import { runBulkWrite } from './bulk';
import { registerResourceTable } from './references';
import type { Actor, AppContext, ResourceStore } from './context';
import { downloadParams, downloadRoute, type SheetSpec } from './download';
import { assertWritable, fieldAccessOf } from './field-access';
import { ApiError, CODES, FieldError, ok } from './envelope';
import { type Lang, LANGS, type MessageKey, requestLanguage, t } from './i18n';

/** A list query once validated: paging, sort and filters. */
type ListQuery = { pageNum: number; pageSize: number; sortKey?: string; order?: 'asc' | 'desc' } & Record<
  string,
  unknown
>;

/**
 * The condition of a list's `keyword` filter: rows where any of `columns` contains `keyword`,
 * ignoring case (`ILIKE`), with `%`, `_` and `\` taken literally (`containsPattern` of the
 * contracts), so a search for `50%` finds "50%" and not "500".
 * @returns `undefined` (no condition) when `keyword` is not a string or is empty.
 */
export function keywordFilter(keyword: unknown, ...columns: (PgColumn | SQL)[]): SQL | undefined {
  if (typeof keyword !== 'string' || keyword === '') return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * The unique constraints (names as drizzle-kit made them from `src/db/schema.ts`) behind the
 * uniqueness checks of the writes whose refusal is not {@link CODE_REFUSAL}, with the field and
 * message of the check's refusal; the message's placeholder, when it has one, is named after the
 * field.
 */
const UNIQUE_REFUSALS = {
  accounts_account_unique: { field: 'account', messageKey: 'accountTaken' },
  accounts_person_company_uq: { field: 'companyId', messageKey: 'personInCompany' },
  companies_bin_code_unique: { field: 'binCode', messageKey: 'binCodeTaken' },
  project_organs_project_kind_name_uq: { field: 'name', messageKey: 'organTaken' },
  project_members_project_account_role_uq: { field: 'roleId', messageKey: 'memberTaken' },
  saved_views_account_view_name_uq: { field: 'name', messageKey: 'savedViewNameTaken' },
} as const satisfies Record<string, { field: string; messageKey: MessageKey }>;

/**
 * A unique constraint on a resource's `code` (alone, or within its company, application or type):
 * named `<table>_code_unique` by drizzle-kit for a column's `.unique()`, `<table>_<scope>_code_uq`
 * by the schema (docs/architecture.md, "Resources", unique codes).
 */
type CodeConstraint = `${string}_code_unique` | `${string}_code_uq`;

/** The refusal of every {@link CodeConstraint} not in {@link UNIQUE_REFUSALS}: the code is taken. */
const CODE_REFUSAL = { field: 'code', messageKey: 'codeTaken' } as const satisfies {
  field: string;
  messageKey: MessageKey;
};

/** A unique constraint whose violation a write answers on a field ({@link uniqueRefusal}). */
export type UniqueConstraint = keyof typeof UNIQUE_REFUSALS | CodeConstraint;

/** The names of {@link UNIQUE_REFUSALS}, for the test that each is in the database. */
export const UNIQUE_CONSTRAINTS = Object.keys(UNIQUE_REFUSALS) as UniqueConstraint[];

/** The field and message of `constraint`'s refusal, or `undefined` when no write answers it. */
function refusalOf(constraint: string): { field: string; messageKey: MessageKey } | undefined {
  if (Object.hasOwn(UNIQUE_REFUSALS, constraint)) return UNIQUE_REFUSALS[constraint as keyof typeof UNIQUE_REFUSALS];
  return /_code_(unique|uq)$/.test(constraint) ? CODE_REFUSAL : undefined;
}

/**
 * The refusal of a write that would break `constraint` with `value`: HTTP 400, code 400, on the
 * constraint's field (docs/behaviour.md, "Forms"). A check before the write throws it, and
 * {@link runWrite} answers the same when two writes at once both passed the check and the
 * database refused the second (docs/architecture.md, "Resources").
 */
export function uniqueRefusal(constraint: UniqueConstraint, value?: string | number): FieldError {
  const { field, messageKey } = refusalOf(constraint) ?? CODE_REFUSAL;
  return new FieldError(field, messageKey, value === undefined ? undefined : { [field]: value });
}

/**
 * Throws {@link uniqueRefusal} of `constraint` (with `value`) when a row of `table` matches `where`:
 * the check a write makes before the database's own unique constraint, so the common case answers
 * with the field's message before anything is written (docs/behaviour.md, "Forms"). `where` names
 * the value and its scope (`and(eq(menus.appId, appId), eq(menus.code, code))`); an update leaves
 * its own row out with {@link otherThan}.
 */
export async function assertUnique(
  tx: Database | Transaction,
  table: PgTable,
  where: SQL | undefined,
  constraint: UniqueConstraint,
  value?: string | number,
): Promise<void> {
  const [taken] = await tx.select({ n: count() }).from(table).where(where);
  if (taken && taken.n > 0) throw uniqueRefusal(constraint, value);
}

/**
 * The condition leaving out row `id` of `idColumn`: the row an update changes, which may keep its
 * own value; `undefined` (no condition) for an add, when `id` is `undefined`. For the `where` of
 * {@link assertUnique} and of the like checks over a row's neighbours.
 */
export function otherThan(idColumn: PgColumn, id: number | undefined): SQL | undefined {
  return id === undefined ? undefined : ne(idColumn, id);
}

/** {@link uniqueRefusal} for `error` when it is a violation of a known unique constraint, `body` giving the value. */
function refusalOfViolation(error: unknown, body: unknown): FieldError | undefined {
  const constraint = uniqueViolation(error);
  const refusal = constraint === undefined ? undefined : refusalOf(constraint);
  if (constraint === undefined || refusal === undefined) return undefined;
  const value = (body as Record<string, unknown> | undefined)?.[refusal.field];
  return uniqueRefusal(
    constraint as UniqueConstraint,
    typeof value === 'string' || typeof value === 'number' ? value : undefined,
  );
}

/** Filters present in `query` (not paging or sort, not undefined or ''). */
function filtersOf(definition: ResourceDefinition, query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(definition.filters)
      .map((key) => [key, query[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The records `actor` may see that match `query`'s filters, as one SQL condition. */
function whereOf<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  store: ResourceStore<D, R>,
  definition: D,
  query: Record<string, unknown>,
  actor: Actor,
): SQL | undefined {
  return and(store.scope(actor), ...store.filter(filtersOf(definition, query), actor));
}

/** The order of a list: the sort key's column (default from the definition), then the id. */
function orderOf<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  store: ResourceStore<D, R>,
  definition: D,
  query: ListQuery,
): SQL[] {
  const key = (query.sortKey ?? definition.defaultSort.key) as D['sortKeys'][number];
  const direction = query.order ?? (query.sortKey ? 'asc' : definition.defaultSort.order);
  const by = direction === 'desc' ? desc : asc;
  return [by(store.sort[key]), by(store.id)];
}

/**
 * One page of `definition`'s rows as `actor` sees them: count and page both in SQL.
 * @returns `{total, list}`, `list` in the query's order.
 */
export async function listPage<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  db: Database,
  definition: D,
  store: ResourceStore<D, R>,
  query: ListQuery,
  actor: Actor,
  lang: Lang,
): Promise<{ total: number; list: Static<D['row']>[] }> {
  const where = whereOf(store, definition, query, actor);
  const [counted] = (await store.count(db).where(where)) as { total: number }[];
  const records = (await store
    .query(db)
    .where(where)
    .orderBy(...orderOf(store, definition, query))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)) as R[];
  return { total: Number(counted?.total ?? 0), list: records.map((record) => store.toRow(record, lang)) };
}

/**
 * The ids of every row of `definition` that `query`'s filters find as `actor` sees them, in its
 * sort: the first {@link BULK_MAX}, and how many there are in all (one count and one query).
 */
export async function matchingIds<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  db: Database,
  definition: D,
  store: ResourceStore<D, R>,
  query: Omit<ListQuery, 'pageNum' | 'pageSize'>,
  actor: Actor,
): Promise<MatchingIds> {
  const paged = { ...query, pageNum: 1, pageSize: BULK_MAX } as ListQuery;
  const where = whereOf(store, definition, paged, actor);
  const [counted] = (await store.count(db).where(where)) as { total: number }[];
  const records = (await store
    .query(db)
    .where(where)
    .orderBy(...orderOf(store, definition, paged))
    .limit(BULK_MAX)) as R[];
  const ids = records.map((record) => Number((store.toRow(record, 'zh') as Record<string, unknown>)[definition.idKey]));
  return { total: Number(counted?.total ?? 0), ids };
}

/** Row `id` of `definition` if `actor` may see it, else `undefined` (another company's row included). */
export async function findRow<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  db: Database | Transaction,
  store: ResourceStore<D, R>,
  id: number,
  actor: Actor,
  lang: Lang,
): Promise<Static<D['row']> | undefined> {
  const [record] = (await store
    .query(db)
    .where(and(eq(store.id, id), store.scope(actor)))
    .limit(1)) as R[];
  return record ? store.toRow(record, lang) : undefined;
}

/**
 * Whether list call `request` is a search a person ran (docs/behaviour.md, "Lists"): the console
 * marked it with `?searchLog=Y` ({@link SEARCH_LOG_PARAM}) and it has a filter or a sort. Paging
 * through a search, the default load of a list and the fetches behind selects and cards are not.
 */
function isPersonSearch(request: FastifyRequest, definition: ResourceDefinition, query: ListQuery): boolean {
  const marked = (request.query as Record<string, unknown> | undefined)?.[SEARCH_LOG_PARAM] === 'Y';
  return marked && (query.sortKey !== undefined || Object.keys(filtersOf(definition, query)).length > 0);
}

/**
 * The names, in both languages, of the units, references and dictionary items `query` filters by
 * (`{unitId: {zh, en}}`), as `actor` sees them: the search log's conditions say these, not ids.
 * A value with no such row (since deleted, or out of the actor's sight) gets no name.
 */
async function filterNames(
  context: AppContext,
  definition: ResourceDefinition,
  query: Record<string, unknown>,
  actor: Actor,
): Promise<Record<string, Localised>> {
  const { db } = context;
  const names: Record<string, Localised> = {};
  for (const filter of definition.filterFields) {
    const value = query[filter.key];
    if (value === undefined || value === '') continue;
    if (filter.input === 'unit') {
      const [unit] = await db
        .select({ name: units.name })
        .from(units)
        .where(and(eq(units.id, Number(value)), actor.platform ? undefined : eq(units.companyId, actor.companyId)));
      if (unit) names[filter.key] = { zh: unit.name, en: unit.name };
    } else if (filter.input === 'reference' && filter.reference) {
      const reference = filter.reference;
      const store = context.stores.get(reference.name);
      if (!store) continue;
      const [zh, en] = await Promise.all(
        LANGS.map(async (lang) => {
          const row = await findRow(db, store, Number(value), actor, lang);
          return row ? titleOf(reference, row as Record<string, unknown>, lang) : undefined;
        }),
      );
      if (zh !== undefined && en !== undefined) names[filter.key] = { zh, en };
    } else if (filter.input === 'dictionary' && filter.dictionary) {
      const [item] = await db
        .select({ zh: dictionaryItems.labelZh, en: dictionaryItems.labelEn })
        .from(dictionaryItems)
        .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
        .where(and(eq(dictionaryTypes.code, filter.dictionary), eq(dictionaryItems.code, String(value))));
      if (item) names[filter.key] = item;
    }
  }
  return names;
}

/** What a write does inside its transaction; its answer is logged as `after`. */
export interface WriteSpec<Row> {
  /** The operate-log action (`add`, `update`, `delete`, `enable`...). */
  action: OperateAction;
  /** The row before the write; `undefined` for an add. */
  before?: Row;
  /** Does the write; returns the id of the row written. */
  run: (tx: Transaction) => Promise<number>;
  /** Reads the row after the write (in the transaction); `undefined` when it is gone. */
  after: (tx: Transaction, id: number) => Promise<Row | undefined>;
}

/**
 * Runs a write of `resource` by `actor` in one transaction with its operate-log row: either both
 * the change and the log row are stored, or neither (a failure anywhere rolls both back). A
 * refusal with code 403 thrown by the write is logged as a `refuse` row (its reason in both
 * languages and the path called), then rethrown. A
 * violation of a known unique constraint (two writes at once that both passed the check before
 * them; PostgreSQL's READ COMMITTED lets each see the table without the other's row) is answered
 * like the check: the {@link uniqueRefusal} with the request body's value, HTTP 400.
 * @returns the row after the write (`undefined` after a delete).
 * @throws FieldError for a known unique violation; whatever else the write throws.
 */
export async function runWrite<Row>(
  db: Database,
  request: FastifyRequest,
  actor: Actor,
  resource: string,
  spec: WriteSpec<Row>,
): Promise<Row | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const id = await spec.run(tx);
      const after = await spec.after(tx, id);
      await writeOperateLog(tx, request, actor, {
        action: spec.action,
        resource,
        rowId: id,
        before: spec.before,
        after,
      });
      return after;
    });
  } catch (error) {
    // A write refused for want of a right (a platform role edited by an enterprise administrator)
    // is logged like a refused route, outside the rolled-back transaction.
    if (error instanceof ApiError && error.code === CODES.FORBIDDEN) {
      await writeOperateLog(db, request, actor, {
        action: 'refuse',
        resource,
        before: spec.before,
        after: {
          reason: { zh: t('zh', error.messageKey, error.values), en: t('en', error.messageKey, error.values) },
          url: calledPath(request),
        },
      });
    }
    throw refusalOfViolation(error, request.body) ?? error;
  }
}

/** The definition's list query with every field a string, as a download's query or form sends it. */
function exportParams(definition: ResourceDefinition) {
  return Object.fromEntries(
    ['sortKey', 'order', ...Object.keys(definition.filters)].map((key) => [
      key,
      Type.Optional(Type.String({ maxLength: 100 })),
    ]),
  );
}

/**
 * Registers the API routes of `definition` on `app` (the signed API context): `list` and `detail`
 * need its `read` permission; `add`, `update`, `delete` and `deleteMany` (those its `operations`
 * name and the store implements; `deleteMany` with `delete`) its `write` permission. Answers:
 * - list `{pageNum, pageSize, sortKey?, order?, ...filters}` → `{total, list}`;
 * - detail, delete `{id}` → the row / null; add → the new row; update `{id, ...}` → the row;
 * - deleteMany `{ids}` → `{done, refused}`, each row deleted as delete would ({@link runBulkWrite}).
 * Another company's row, for a non-platform caller, answers as a missing one: HTTP 200, code 404
 * (for deleteMany, before any row is deleted).
 */
export function resourceRoutes<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  app: FastifyInstance,
  context: AppContext,
  definition: D,
  store: ResourceStore<D, R>,
): void {
  const { db } = context;
  const offers = (operation: ResourceOperation) => definition.operations.includes(operation);
  const notFound = () => new ApiError(200, CODES.NOT_FOUND, store.notFound ?? 'recordNotFound');
  const RowEnvelope = Answer(definition.row);
  const announce = async (row: Static<D['row']> | undefined) => {
    if (row !== undefined && store.changesAccess) await announceAccessChange(context.sockets, store.changesAccess(row));
  };
  const read = { resource: definition.permissions.read };
  const write = { resource: definition.permissions.write };
  context.stores.set(definition.name, store as unknown as ResourceStore<ResourceDefinition>);
  if (is(store.id.table, PgTable)) registerResourceTable(store.id.table, definition);

  const mustFind = async (tx: Database | Transaction, id: number, actor: Actor, lang: Lang) => {
    const row = await findRow(tx, store, id, actor, lang);
    if (!row) throw notFound();
    return row;
  };

  app.post(
    definition.paths.list,
    { schema: { body: definition.listQuery, response: { 200: Answer(Page(definition.row)) } }, config: read },
    async (request) => {
      const actor = await actorOf(db, request);
      const query = request.body as ListQuery;
      const page = await listPage(db, definition, store, query, actor, requestLanguage(request));
      if (definition.name !== 'searchLog' && isPersonSearch(request, definition, query)) {
        await writeSearchLog(
          context.db,
          actor,
          definition,
          'list',
          query,
          page.total,
          await filterNames(context, definition, query, actor),
        );
      }
      return ok(request, page);
    },
  );

  const IdsQuery = Type.Omit(definition.listQuery, ['pageNum', 'pageSize'], { additionalProperties: false });
  app.post(
    definition.paths.ids,
    { schema: { body: IdsQuery, response: { 200: Answer(MatchingIds) } }, config: read },
    async (request) => {
      const actor = await actorOf(db, request);
      return ok(
        request,
        await matchingIds(db, definition, store, request.body as Omit<ListQuery, 'pageNum' | 'pageSize'>, actor),
      );
    },
  );

  app.post(
    definition.paths.detail,
    { schema: { body: IdBody, response: { 200: RowEnvelope } }, config: read },
    async (request) => {
      const actor = await actorOf(db, request);
      return ok(request, await mustFind(db, (request.body as { id: number }).id, actor, requestLanguage(request)));
    },
  );

  const { insert, update, remove } = store;
  if (offers('add') && insert) {
    app.post(
      definition.paths.add,
      {
        bodyLimit: store.bodyLimit,
        schema: { body: definition.create, response: { 200: RowEnvelope } },
        config: write,
      },
      async (request) => {
        const actor = await actorOf(db, request);
        const lang = requestLanguage(request);
        assertWritable(await fieldAccessOf(db, actor, definition.name), request.body as Record<string, unknown>);
        const row = await runWrite(db, request, actor, definition.name, {
          action: 'add',
          run: (tx) => insert(tx, request.body as Static<D['create']>, actor, { app: context, request }),
          after: (tx, id) => findRow(tx, store, id, actor, lang),
        });
        await announce(row);
        return ok(request, row);
      },
    );
  }
  if (offers('update') && update) {
    app.post(
      definition.paths.update,
      {
        bodyLimit: store.bodyLimit,
        schema: { body: definition.update, response: { 200: RowEnvelope } },
        config: write,
      },
      async (request) => {
        const actor = await actorOf(db, request);
        const lang = requestLanguage(request);
        const body = request.body as Static<D['update']> & { id: number };
        const before = await mustFind(db, body.id, actor, lang);
        assertWritable(await fieldAccessOf(db, actor, definition.name), body, before);
        const row = await runWrite(db, request, actor, definition.name, {
          action: 'update',
          before,
          run: async (tx) => {
            await update(tx, body, before, actor, { app: context, request });
            return body.id;
          },
          after: (tx, id) => findRow(tx, store, id, actor, lang),
        });
        await announce(row);
        return ok(request, row);
      },
    );
  }
  if (offers('delete') && remove) {
    app.post(
      definition.paths.delete,
      { schema: { body: IdBody, response: { 200: Answer(Type.Null()) } }, config: write },
      async (request) => {
        const actor = await actorOf(db, request);
        const { id } = request.body as { id: number };
        const before = await mustFind(db, id, actor, requestLanguage(request));
        await runWrite(db, request, actor, definition.name, {
          action: 'delete',
          before,
          run: async (tx) => {
            await remove(tx, before, actor, { app: context, request });
            return id;
          },
          after: async () => undefined,
        });
        await announce(before);
        return ok(request, null);
      },
    );
    app.post(
      definition.paths.deleteMany,
      { schema: { body: BulkBody, response: { 200: Answer(BulkResult) } }, config: write },
      async (request) => {
        const { ids } = request.body as Static<typeof BulkBody>;
        const result = await runBulkWrite(context, request, {
          definition,
          store,
          ids,
          action: 'delete',
          deletes: true,
          write: (tx, before, actor, writeContext) => remove(tx, before, actor, writeContext),
        });
        return ok(request, result);
      },
    );
  }
}

/** A cell of an exported row: text, or a date for a time column. */
function cellOf(
  format: string | undefined,
  value: unknown,
  lang: Lang,
  labels?: Record<string, string>,
): string | Date {
  if (value === null || value === undefined) return '';
  if (format === 'time') return new Date(Number(value));
  if (format === 'flag') return t(lang, value === 'Y' ? 'yes' : 'no');
  if (format === 'position') return String(Number(value) + 1);
  if (Array.isArray(value)) return value.join(lang === 'zh' ? '、' : ', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return labels?.[text] ?? text;
}

/** The most rows one export writes: larger results are cut there (the search log keeps the total). */
export const EXPORT_MAX_ROWS = 50_000;

/**
 * Registers `definition`'s export (when its `operations` name it) on `app`, the download context:
 * `GET` or `POST` `paths.export` with the token, `lang`, the sort and the filters as strings,
 * answers the `.xlsx` of every row the list would show (up to {@link EXPORT_MAX_ROWS}), columns
 * and headers from the definition in the download's language. Needs the `read` permission;
 * filters that do not fit the list query answer 400.
 */
export function resourceExportRoute<D extends ResourceDefinition, R extends object = Record<string, unknown>>(
  app: FastifyInstance,
  context: AppContext,
  definition: D,
  store: ResourceStore<D, R>,
): void {
  if (!definition.operations.includes('export')) return;
  const { db } = context;
  downloadRoute(
    app,
    definition.paths.export,
    async (request, lang): Promise<SheetSpec> => {
      const actor = await actorOf(db, request);
      const { token: _token, lang: _lang, ...raw } = downloadParams<Record<string, string>>(request);
      const query = Value.Convert(definition.listQuery, { ...raw, pageNum: 1, pageSize: 1 }) as ListQuery;
      if (!Value.Check(definition.listQuery, query)) throw new ApiError(400, CODES.BAD_REQUEST, 'badRequest');
      const page = await listPage(db, definition, store, { ...query, pageSize: EXPORT_MAX_ROWS }, actor, lang);
      await writeSearchLog(
        context.db,
        actor,
        definition,
        'export',
        query,
        page.total,
        await filterNames(context, definition, query, actor),
      );
      const messages = definition.messages[lang];
      const title = messages[definition.title] ?? definition.name;
      return {
        fileName: `${title}.xlsx`,
        asciiFileName: `${definition.name}.xlsx`,
        sheetName: title,
        columns: definition.columns
          .filter((column) => column.format !== 'image')
          .map((column) => ({
            header: messages[column.label] ?? column.key,
            key: column.key,
            width: column.format === 'time' ? 20 : 16,
          })),
        rows: page.list.map((row) =>
          Object.fromEntries(
            definition.columns.map((column) => {
              const labels = column.valueLabels
                ? Object.fromEntries(
                    Object.entries(column.valueLabels).map(([value, id]) => [value, messages[id] ?? value]),
                  )
                : undefined;
              return [column.key, cellOf(column.format, (row as Record<string, unknown>)[column.key], lang, labels)];
            }),
          ),
        ),
      };
    },
    exportParams(definition),
    definition.permissions.read,
  );
}
