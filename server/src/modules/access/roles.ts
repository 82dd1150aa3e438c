/**
 * The stores of role types and roles (docs/screens.md, "Access"): unique codes, built-in types,
 * platform roles kept from enterprise administrators, and nothing deleted while in use (the
 * refusal names what still uses it).
 */
import type { roleResource, roleTypeResource } from '@workbench/contracts';
import { count, eq, isNull, or, sql } from 'drizzle-orm';
import { type Database, qualified, type Transaction } from '../../db/client';
import { accountRoles, accounts, companies, persons, roles, roleTypes } from '../../db/schema';
import { assertUnique, keywordFilter } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { requiredText } from '../org/company';

/** How many names a refusal lists before "…". */
const NAMES_SHOWN = 5;

/** `names` joined for a refusal, the first {@link NAMES_SHOWN} of them. */
function listed(names: string[]): string {
  return names.slice(0, NAMES_SHOWN).join('、') + (names.length > NAMES_SHOWN ? '…' : '');
}

const roleCount = sql<number>`(select count(*)::int from ${roles} where ${roles.typeId} = ${qualified(roleTypes.id)})`;

/** The row query of {@link roleTypeStore}: one row per role type, with its role count. */
const roleTypeQuery = (db: Database | Transaction) =>
  db
    .select({
      id: roleTypes.id,
      code: roleTypes.code,
      nameZh: roleTypes.nameZh,
      nameEn: roleTypes.nameEn,
      scope: roleTypes.scope,
      builtIn: roleTypes.builtIn,
      roleCount,
    })
    .from(roleTypes)
    .$dynamic();

/** A record of {@link roleTypeQuery}. */
type RoleTypeRecord = SelectedRecord<typeof roleTypeQuery>;

/** Role types: every platform administrator sees and edits them (the route's permission says who). */
export const roleTypeStore: ResourceStore<typeof roleTypeResource, RoleTypeRecord> = {
  query: roleTypeQuery,
  count: (db) => db.select({ total: count() }).from(roleTypes).$dynamic(),
  id: roleTypes.id,
  sort: { code: roleTypes.code, roleCount },
  scope: () => undefined,
  filter: ({ keyword }) => [keywordFilter(keyword, roleTypes.code, roleTypes.nameZh, roleTypes.nameEn)],
  toRow: (record) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    scope: record.scope,
    builtIn: record.builtIn ? 'Y' : 'N',
    roleCount: Number(record.roleCount),
  }),
  insert: async (tx, body) => {
    await assertUnique(tx, roleTypes, eq(roleTypes.code, body.code), 'role_types_code_unique', body.code);
    const [row] = await tx
      .insert(roleTypes)
      .values({
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        scope: body.scope,
      })
      .returning({ id: roleTypes.id });
    if (!row) throw new Error('role type was not created');
    return row.id;
  },
  update: async (tx, body, before) => {
    if (before.builtIn === 'Y' && body.scope !== before.scope) throw new FieldError('scope', 'roleTypeBuiltIn');
    await tx
      .update(roleTypes)
      .set({
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        scope: body.scope,
      })
      .where(eq(roleTypes.id, body.id));
  },
  remove: async (tx, before) => {
    if (before.builtIn === 'Y') throw new ApiError(200, CODES.BAD_REQUEST, 'roleTypeBuiltIn');
    const held = await tx.select({ name: roles.nameZh }).from(roles).where(eq(roles.typeId, before.id));
    if (held.length > 0) {
      throw new ApiError(200, CODES.BAD_REQUEST, 'roleTypeInUse', {
        count: held.length,
        names: listed(held.map((r) => r.name)),
      });
    }
    await tx.delete(roleTypes).where(eq(roleTypes.id, before.id));
  },
  notFound: 'roleTypeNotFound',
};

const holderCount = sql<number>`(select count(*)::int from ${accountRoles} where ${accountRoles.roleId} = ${qualified(roles.id)})`;

/**
 * Whether `actor` may change role `row` (of company `companyId`, null for a platform role) of a
 * type of `scope`.
 * @throws ApiError 403 `platformRole` / `platformScope` for an enterprise administrator.
 */
function assertMayChange(actor: Actor, companyId: number | null, scope: 'platform' | 'enterprise') {
  if (actor.platform) return;
  if (companyId === null) throw new ApiError(403, CODES.FORBIDDEN, 'platformRole');
  if (scope === 'platform') throw new ApiError(403, CODES.FORBIDDEN, 'platformScope');
}

/** The scope of role type `typeId`. @throws FieldError on `typeId` when there is none. */
async function scopeOfType(tx: Transaction, typeId: number): Promise<'platform' | 'enterprise'> {
  const [type] = await tx.select({ scope: roleTypes.scope }).from(roleTypes).where(eq(roleTypes.id, typeId));
  if (!type) throw new FieldError('typeId', 'roleTypeNotFound');
  return type.scope;
}

/** The row query of {@link roleStore}: one row per role, with its type, company and holder count. */
const roleQuery = (db: Database | Transaction) =>
  db
    .select({
      id: roles.id,
      code: roles.code,
      nameZh: roles.nameZh,
      nameEn: roles.nameEn,
      typeId: roles.typeId,
      typeNameZh: roleTypes.nameZh,
      typeNameEn: roleTypes.nameEn,
      scope: roleTypes.scope,
      companyId: roles.companyId,
      companyName: companies.name,
      remark: roles.remark,
      holderCount,
    })
    .from(roles)
    .innerJoin(roleTypes, eq(roleTypes.id, roles.typeId))
    .leftJoin(companies, eq(companies.id, roles.companyId))
    .$dynamic();

/** A record of {@link roleQuery}. */
type RoleRecord = SelectedRecord<typeof roleQuery>;

/**
 * Roles. A platform account sees every role; another sees the platform roles and its own
 * company's, and changes only its own company's (roles it adds belong to its company).
 */
export const roleStore: ResourceStore<typeof roleResource, RoleRecord> = {
  query: roleQuery,
  count: (db) => db.select({ total: count() }).from(roles).$dynamic(),
  id: roles.id,
  sort: { code: roles.code, holderCount },
  scope: (actor) => (actor.platform ? undefined : or(isNull(roles.companyId), eq(roles.companyId, actor.companyId))),
  filter: ({ keyword, typeId }) => [
    keywordFilter(keyword, roles.code, roles.nameZh, roles.nameEn),
    typeof typeId === 'number' ? eq(roles.typeId, typeId) : undefined,
  ],
  toRow: (record, lang) => ({
    id: record.id,
    code: record.code,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    typeId: record.typeId,
    typeName: lang === 'en' ? record.typeNameEn : record.typeNameZh,
    scope: record.scope,
    companyId: record.companyId ?? null,
    companyName: record.companyName ?? '',
    remark: record.remark,
    holderCount: Number(record.holderCount),
  }),
  insert: async (tx, body, actor) => {
    const companyId = actor.platform ? null : actor.companyId;
    assertMayChange(actor, companyId, await scopeOfType(tx, body.typeId));
    await assertUnique(tx, roles, eq(roles.code, body.code), 'roles_code_unique', body.code);
    const [row] = await tx
      .insert(roles)
      .values({
        code: body.code,
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        typeId: body.typeId,
        companyId,
        remark: body.remark?.trim() ?? '',
      })
      .returning({ id: roles.id });
    if (!row) throw new Error('role was not created');
    return row.id;
  },
  update: async (tx, body, before, actor) => {
    assertMayChange(actor, before.companyId, before.scope);
    assertMayChange(actor, before.companyId, await scopeOfType(tx, body.typeId));
    await tx
      .update(roles)
      .set({
        nameZh: requiredText('nameZh', body.nameZh),
        nameEn: requiredText('nameEn', body.nameEn),
        typeId: body.typeId,
        ...(body.remark === undefined ? {} : { remark: body.remark.trim() }),
      })
      .where(eq(roles.id, body.id));
  },
  remove: async (tx, before, actor) => {
    assertMayChange(actor, before.companyId, before.scope);
    const holders = await tx
      .select({ account: accounts.account, name: persons.name })
      .from(accountRoles)
      .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
      .innerJoin(persons, eq(persons.id, accounts.personId))
      .where(eq(accountRoles.roleId, before.id))
      .orderBy(accounts.account);
    if (holders.length > 0) {
      throw new ApiError(200, CODES.BAD_REQUEST, 'roleHeld', {
        count: holders.length,
        names: listed(holders.map((h) => `${h.name}（${h.account}）`)),
      });
    }
    await tx.delete(roles).where(eq(roles.id, before.id));
  },
  notFound: 'roleNotFound',
};
