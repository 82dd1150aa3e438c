/**
 * Role holders and the role loss record (docs/screens.md, "Access"): who holds which role, giving
 * a role to an account by its name, and removing one for a reason kept in the loss record. An
 * enterprise administrator sees and changes the holders of their own company only; nobody removes
 * their own last administrator role, and the platform keeps a platform administrator while it has
 * no super account.
 */
import {
  ADMIN_ROLE_TYPES,
  characterCount,
  ROLE_LOSS_REASON_MAX,
  type roleHolderResource,
  type roleLossResource,
} from '@workbench/contracts';
import { and, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Static } from 'typebox';
import {
  accountRoles,
  accounts,
  companies,
  persons,
  roleLossRecords,
  roles,
  roleTypes,
  superAccounts,
} from '../../db/schema';
import { keywordFilter } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import type { Database, Transaction } from '../../db/client';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import type { Lang } from '../../lib/i18n';

type HolderRow = Static<(typeof roleHolderResource)['row']>;

/** The row query of {@link roleHolderStore}: one row per role held, with the account and role. */
const roleHolderQuery = (db: Database | Transaction) =>
  db
    .select({
      id: accountRoles.id,
      accountId: accounts.id,
      account: accounts.account,
      personName: persons.name,
      companyId: companies.id,
      companyName: companies.name,
      roleId: roles.id,
      roleNameZh: roles.nameZh,
      roleNameEn: roles.nameEn,
      grantedAt: accountRoles.grantedAt,
    })
    .from(accountRoles)
    .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .$dynamic();

/** A record of {@link roleHolderQuery}. */
type RoleHolderRecord = SelectedRecord<typeof roleHolderQuery>;

/** Role holders: one row per holding, over the caller's company unless a platform account. */
export const roleHolderStore: ResourceStore<typeof roleHolderResource, RoleHolderRecord> = {
  query: roleHolderQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(accountRoles)
      .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
      .innerJoin(persons, eq(persons.id, accounts.personId))
      .$dynamic(),
  id: accountRoles.id,
  sort: { account: accounts.account, personName: persons.name, grantTime: accountRoles.grantedAt },
  scope: (actor) => (actor.platform ? undefined : eq(accounts.companyId, actor.companyId)),
  filter: ({ keyword, roleId }) => [
    keywordFilter(keyword, persons.name, accounts.account),
    typeof roleId === 'number' ? eq(accountRoles.roleId, roleId) : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    accountId: record.accountId,
    account: record.account,
    personName: record.personName,
    companyId: record.companyId,
    companyName: record.companyName,
    roleId: record.roleId,
    roleNameZh: record.roleNameZh,
    roleNameEn: record.roleNameEn,
    grantTime: record.grantedAt.getTime(),
  }),
  notFound: 'roleHolderNotFound',
};

/**
 * Gives role `roleId` to the account named `account`, as `actor` (refusals name the role in `lang`).
 * @returns the new holding's id.
 * @throws FieldError on `roleId` (`roleNotFound`: no such role, or one of another company for an
 *   enterprise administrator; `roleOtherCompany`: a company role given to another company's
 *   account) or on `account` (`accountNotFound`, also for another company's account asked by an
 *   enterprise administrator; `platformRoleHolder`: a platform-scope role for an enterprise
 *   account; `roleAlreadyHeld`); ApiError 403 `platformScope` when an enterprise administrator
 *   gives a role of platform scope (docs/screens.md, "Access").
 */
export async function giveRole(
  tx: Transaction,
  actor: Actor,
  body: { roleId: number; account: string },
  now: Date,
  lang: Lang,
): Promise<number> {
  const [role] = await tx
    .select({ companyId: roles.companyId, nameZh: roles.nameZh, nameEn: roles.nameEn, scope: roleTypes.scope })
    .from(roles)
    .innerJoin(roleTypes, eq(roleTypes.id, roles.typeId))
    .where(eq(roles.id, body.roleId));
  if (!role || (!actor.platform && role.companyId !== null && role.companyId !== actor.companyId)) {
    throw new FieldError('roleId', 'roleNotFound');
  }
  if (!actor.platform && role.scope === 'platform') throw new ApiError(403, CODES.FORBIDDEN, 'platformScope');
  const [account] = await tx
    .select({ id: accounts.id, companyId: accounts.companyId, userType: accounts.userType })
    .from(accounts)
    .where(
      and(eq(accounts.account, body.account), actor.platform ? undefined : eq(accounts.companyId, actor.companyId)),
    );
  if (!account) throw new FieldError('account', 'accountNotFound');
  if (role.companyId !== null && role.companyId !== account.companyId) {
    throw new FieldError('roleId', 'roleOtherCompany', { account: body.account });
  }
  if (role.scope === 'platform' && account.userType !== 'platform') {
    throw new FieldError('account', 'platformRoleHolder');
  }
  // No row when the account holds the role already, given by another call committed before or
  // at the same time (the primary key decides; a check before the insert could pass in both).
  const [row] = await tx
    .insert(accountRoles)
    .values({ accountId: account.id, roleId: body.roleId, grantedAt: now })
    .onConflictDoNothing({ target: [accountRoles.accountId, accountRoles.roleId] })
    .returning({ id: accountRoles.id });
  if (!row) {
    throw new FieldError('account', 'roleAlreadyHeld', {
      account: body.account,
      role: lang === 'en' ? role.nameEn : role.nameZh,
    });
  }
  return row.id;
}

/** The reason of a removal, trimmed. @throws FieldError on `reason`: blank, or longer than 200 characters. */
function checkedReason(raw: string): string {
  const reason = raw.trim();
  if (!reason) throw new FieldError('reason', 'required');
  if (characterCount(reason) > ROLE_LOSS_REASON_MAX) {
    throw new FieldError('reason', 'textTooLong', { max: ROLE_LOSS_REASON_MAX });
  }
  return reason;
}

/** How many holdings of a role of a type in `typeCodes` there are (of `accountId` only, when given), holding `exceptId` left out. */
async function holdingsOfTypes(
  tx: Transaction,
  typeCodes: readonly string[],
  exceptId: number,
  accountId?: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .innerJoin(roleTypes, eq(roleTypes.id, roles.typeId))
    .where(
      and(
        inArray(roleTypes.code, [...typeCodes]),
        ne(accountRoles.id, exceptId),
        accountId === undefined ? undefined : eq(accountRoles.accountId, accountId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Removes holding `holder` (as the caller sees it) for `reason`, and keeps the removal in the
 * role loss record with the names as they are now, who removed it and when: both in `tx`, the
 * transaction of the operate-log row.
 * @throws FieldError on `reason` (blank or over 200 characters); ApiError 403 `platformScope` when
 *   an enterprise administrator removes a role of platform scope; ApiError 400 `ownLastAdminRole`
 *   for the caller's own last administrator role, `lastPlatformAdmin` for the last holder of the
 *   platform administrator type while there is no super account (docs/screens.md, "Access").
 */
export async function removeRole(
  tx: Transaction,
  actor: Actor,
  holder: HolderRow,
  rawReason: string,
  now: Date,
): Promise<void> {
  const reason = checkedReason(rawReason);
  const [type] = await tx
    .select({ code: roleTypes.code, scope: roleTypes.scope })
    .from(roles)
    .innerJoin(roleTypes, eq(roleTypes.id, roles.typeId))
    .where(eq(roles.id, holder.roleId));
  // A platform account of the caller's company keeps its platform roles from an enterprise administrator.
  if (!actor.platform && type?.scope === 'platform') throw new ApiError(403, CODES.FORBIDDEN, 'platformScope');
  const typeCode = type?.code ?? '';
  if (
    holder.accountId === actor.accountId &&
    (ADMIN_ROLE_TYPES as readonly string[]).includes(typeCode) &&
    (await holdingsOfTypes(tx, ADMIN_ROLE_TYPES, holder.id, actor.accountId)) === 0
  ) {
    throw new ApiError(200, CODES.BAD_REQUEST, 'ownLastAdminRole');
  }
  if (typeCode === 'platform_admin' && (await holdingsOfTypes(tx, ['platform_admin'], holder.id)) === 0) {
    const [supers] = await tx.select({ n: count() }).from(superAccounts);
    if (!supers || supers.n === 0) throw new ApiError(200, CODES.BAD_REQUEST, 'lastPlatformAdmin');
  }
  await tx.insert(roleLossRecords).values({
    accountId: holder.accountId,
    account: holder.account,
    personName: holder.personName,
    companyId: holder.companyId,
    roleId: holder.roleId,
    roleNameZh: holder.roleNameZh,
    roleNameEn: holder.roleNameEn,
    reason,
    removedBy: actor.account,
    removedByName: actor.personName,
    createdAt: now,
  });
  await tx.delete(accountRoles).where(eq(accountRoles.id, holder.id));
}

/** The row query of {@link roleLossStore}: one row per role loss record, with its company. */
const roleLossQuery = (db: Database | Transaction) =>
  db
    .select({
      id: roleLossRecords.id,
      account: roleLossRecords.account,
      personName: roleLossRecords.personName,
      companyName: companies.name,
      roleNameZh: roleLossRecords.roleNameZh,
      roleNameEn: roleLossRecords.roleNameEn,
      reason: roleLossRecords.reason,
      removedBy: roleLossRecords.removedBy,
      removedByName: roleLossRecords.removedByName,
      createdAt: roleLossRecords.createdAt,
    })
    .from(roleLossRecords)
    .innerJoin(companies, eq(companies.id, roleLossRecords.companyId))
    .$dynamic();

/** A record of {@link roleLossQuery}. */
type RoleLossRecord = SelectedRecord<typeof roleLossQuery>;

/** The role loss record: read only, newest first unless asked otherwise, the caller's company unless platform. */
export const roleLossStore: ResourceStore<typeof roleLossResource, RoleLossRecord> = {
  query: roleLossQuery,
  count: (db) => db.select({ total: count() }).from(roleLossRecords).$dynamic(),
  id: roleLossRecords.id,
  sort: { createTime: roleLossRecords.createdAt },
  scope: (actor) => (actor.platform ? undefined : eq(roleLossRecords.companyId, actor.companyId)),
  filter: ({ keyword, from, to }) => [
    keywordFilter(
      keyword,
      roleLossRecords.personName,
      roleLossRecords.account,
      roleLossRecords.roleNameZh,
      roleLossRecords.roleNameEn,
    ),
    typeof from === 'number' ? gte(roleLossRecords.createdAt, new Date(from)) : undefined,
    typeof to === 'number' ? lte(roleLossRecords.createdAt, new Date(to)) : undefined,
  ],
  toRow: (record, lang) => ({
    id: record.id,
    account: record.account,
    personName: record.personName,
    companyName: record.companyName,
    roleName: lang === 'en' ? record.roleNameEn : record.roleNameZh,
    reason: record.reason,
    removedBy: record.removedBy,
    removedByName: record.removedByName,
    createTime: record.createdAt.getTime(),
  }),
};
