/**
 * The person resource's store and its account calls (docs/screens.md, "People manage"): a row is
 * an account with the person behind it. What the definition cannot say lives here: unique
 * account names, the default password, the unit of the account's own company, enabling and
 * disabling (a disabled account's sessions end: 700), resetting the password, and attaching and
 * detaching a person's accounts in other companies.
 */
import type { personResource } from '@workbench/contracts';
import { CONSOLE_APP_ID, passwordRuleMet } from '@workbench/contracts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  accountRoles,
  accountApps,
  accounts,
  companies,
  itemKeys,
  persons,
  reminderMessages,
  roles,
  sessions,
  ssoSessions,
  tripAuthorizations,
  units,
  userAddresses,
} from '../../db/schema';
import { assertUnique, keywordFilter } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord, WriteContext } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import type { Lang } from '../../lib/i18n';
import { hashPassword } from '../../lib/password';
import { decryptPasswordField } from '../../lib/rsa';
import { requiredText } from './company';

const roleNamesOf = (lang: Lang) =>
  sql<string[]>`coalesce((select array_agg(${lang === 'en' ? roles.nameEn : roles.nameZh} order by ${roles.id})
    from ${accountRoles} join ${roles} on ${roles.id} = ${accountRoles.roleId}
    where ${accountRoles.accountId} = ${accounts.id}), '{}')`;

// Both languages are selected: the row is localised in `toRow`, which knows the request's.
const fields = {
  id: accounts.id,
  account: accounts.account,
  personId: persons.id,
  name: persons.name,
  phone: persons.phone,
  companyId: companies.id,
  companyName: companies.name,
  unitId: accounts.unitId,
  unitName: units.name,
  userType: accounts.userType,
  enabled: accounts.enabled,
  roleNamesZh: roleNamesOf('zh'),
  roleNamesEn: roleNamesOf('en'),
  createdAt: accounts.createdAt,
};

/** An account of `actor`'s scope by id (another company's is as good as none: 404). */
async function scopedAccount(tx: Database | Transaction, actor: Actor, id: number) {
  const [row] = await tx
    .select({ id: accounts.id, personId: accounts.personId, companyId: accounts.companyId })
    .from(accounts)
    .where(and(eq(accounts.id, id), actor.platform ? undefined : eq(accounts.companyId, actor.companyId)));
  if (!row) throw new ApiError(200, CODES.NOT_FOUND, 'personNotFound');
  return row;
}

async function assertAccountFree(tx: Transaction, account: string) {
  await assertUnique(tx, accounts, eq(accounts.account, account), 'accounts_account_unique', account);
}

/** `unitId` when it is a unit of `companyId` (or null). @throws FieldError on `unitId`. */
async function checkedUnit(tx: Transaction, companyId: number, unitId: number | null) {
  if (unitId === null) return null;
  const [unit] = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.companyId, companyId)));
  if (!unit) throw new FieldError('unitId', 'unitNotFound');
  return unitId;
}

/** The company a new account goes to: a platform account's choice, else the caller's own. */
async function targetCompany(tx: Transaction, actor: Actor, companyId: number | undefined, field: string) {
  if (companyId === undefined || companyId === actor.companyId) return actor.companyId;
  if (!actor.platform) throw new FieldError(field, 'companyNotFound');
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new FieldError(field, 'companyNotFound');
  return companyId;
}

/**
 * The password of a new account: the encrypted `password` field decrypted and checked, or the
 * server's default password when it is absent or blank.
 * @throws FieldError on `password` when it does not decrypt or breaks the password rule.
 */
async function initialPasswordHash(context: WriteContext, encrypted: string | undefined): Promise<string> {
  if (!encrypted) return hashPassword(context.app.defaultPassword);
  const password = decryptPasswordField(context.app.keys, encrypted);
  if (password === null) throw new FieldError('password', 'passwordRule');
  if (password === '') return hashPassword(context.app.defaultPassword);
  if (!passwordRuleMet(password)) throw new FieldError('password', 'passwordRule');
  return hashPassword(password);
}

/**
 * Ends every open console session of `accountId` with `reason`, and the sign-on sessions that
 * chose it (else the sign-on service would hand the account a new session at once); closes their
 * live sockets.
 */
async function endAccountSessions(
  tx: Transaction,
  context: WriteContext,
  accountId: number,
  reason: 'disabled' | 'detached',
): Promise<void> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: new Date(context.app.clock()), endReason: reason })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  await tx
    .update(ssoSessions)
    .set({ endedAt: new Date(context.app.clock()) })
    .where(and(eq(ssoSessions.accountId, accountId), isNull(ssoSessions.endedAt)));
  // Announced inside the transaction, so possibly before it commits: closing a socket early is
  // harmless, and session caches never keep a session whose end they have heard of
  // (docs/architecture.md, "Several instances").
  await context.app.sockets.closeSessions(ended.map((row) => row.id));
}

/** Authorises a new account for the console's application (its other grants are given in authorisations). */
async function authoriseConsole(tx: Transaction, accountId: number) {
  await tx.insert(accountApps).values({ accountId, appId: CONSOLE_APP_ID });
}

/** The row query of {@link personStore}: one row per account, with its person, company, unit and roles. */
const personQuery = (db: Database | Transaction) =>
  db
    .select(fields)
    .from(accounts)
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .leftJoin(units, eq(units.id, accounts.unitId))
    .$dynamic();

/** A record of {@link personQuery}. */
type PersonRecord = SelectedRecord<typeof personQuery>;

/** People of the caller's company; a platform account sees every company's. */
export const personStore: ResourceStore<typeof personResource, PersonRecord> = {
  query: personQuery,
  count: (db) =>
    db.select({ total: count() }).from(accounts).innerJoin(persons, eq(persons.id, accounts.personId)).$dynamic(),
  id: accounts.id,
  sort: {
    account: accounts.account,
    name: persons.name,
    unitName: sql`(select ${units.name} from ${units} where ${units.id} = ${accounts.unitId})`,
    createTime: accounts.createdAt,
  },
  scope: (actor) => (actor.platform ? undefined : eq(accounts.companyId, actor.companyId)),
  filter: ({ keyword, unitId, enabled, companyId, userType }) => [
    keywordFilter(keyword, persons.name, accounts.account),
    typeof unitId === 'number' ? eq(accounts.unitId, unitId) : undefined,
    enabled === 'Y' || enabled === 'N' ? eq(accounts.enabled, enabled === 'Y') : undefined,
    typeof companyId === 'number' ? eq(accounts.companyId, companyId) : undefined,
    userType === 'platform' || userType === 'enterprise' ? eq(accounts.userType, userType) : undefined,
  ],
  toRow: (record, lang) => ({
    id: record.id,
    account: record.account,
    personId: record.personId,
    name: record.name,
    phone: record.phone,
    companyId: record.companyId,
    companyName: record.companyName,
    unitId: record.unitId ?? null,
    unitName: record.unitName ?? null,
    userType: record.userType,
    enabled: record.enabled ? 'Y' : 'N',
    roleNames: (lang === 'en' ? record.roleNamesEn : record.roleNamesZh) ?? [],
    createTime: record.createdAt.getTime(),
  }),
  insert: async (tx, body, actor, context) => {
    const name = requiredText('name', body.name);
    const companyId = await targetCompany(tx, actor, body.companyId, 'companyId');
    const unitId = await checkedUnit(tx, companyId, body.unitId);
    await assertAccountFree(tx, body.account);
    const passwordHash = await initialPasswordHash(context, body.password);
    const [person] = await tx.insert(persons).values({ name, phone: body.phone }).returning({ id: persons.id });
    if (!person) throw new Error('person was not created');
    const [account] = await tx
      .insert(accounts)
      .values({
        account: body.account,
        personId: person.id,
        companyId,
        unitId,
        passwordHash,
        userType: 'enterprise',
        createdAt: new Date(context.app.clock()),
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account was not created');
    await authoriseConsole(tx, account.id);
    return account.id;
  },
  update: async (tx, body, before) => {
    const name = requiredText('name', body.name);
    const unitId = await checkedUnit(tx, before.companyId, body.unitId);
    await tx.update(persons).set({ name, phone: body.phone }).where(eq(persons.id, before.personId));
    await tx.update(accounts).set({ unitId }).where(eq(accounts.id, body.id));
  },
  notFound: 'personNotFound',
};

/**
 * Enables or disables account `id`. Disabling ends its open sessions (their next call answers
 * 700, their live sockets close) and it cannot sign in (1003) until enabled again.
 * @throws ApiError 404 for an account outside `actor`'s scope; FieldError on `enabled` when
 *   `actor` disables their own account.
 */
export async function setEnabled(tx: Transaction, context: WriteContext, actor: Actor, id: number, enabled: 'Y' | 'N') {
  await scopedAccount(tx, actor, id);
  if (enabled === 'N' && id === actor.accountId) throw new FieldError('enabled', 'ownAccount');
  await tx
    .update(accounts)
    .set({ enabled: enabled === 'Y' })
    .where(eq(accounts.id, id));
  if (enabled === 'N') await endAccountSessions(tx, context, id, 'disabled');
}

/** Sets account `id`'s password to the server's default. @throws ApiError 404 outside scope. */
export async function resetPassword(tx: Transaction, context: WriteContext, actor: Actor, id: number) {
  await scopedAccount(tx, actor, id);
  const passwordHash = await hashPassword(context.app.defaultPassword);
  await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, id));
}

/**
 * Gives the person behind account `id` a new account `account` in `companyId`, with the default
 * password and the role of enterprise staff.
 * @returns the new account's id.
 * @throws ApiError 404 outside scope; FieldError on `companyId` (not the caller's to choose, or
 *   the person already has an account there) or `account` (taken).
 */
export async function attachAccount(
  tx: Transaction,
  context: WriteContext,
  actor: Actor,
  body: { id: number; companyId: number; account: string },
): Promise<number> {
  const source = await scopedAccount(tx, actor, body.id);
  const companyId = await targetCompany(tx, actor, body.companyId, 'companyId');
  await assertUnique(
    tx,
    accounts,
    and(eq(accounts.personId, source.personId), eq(accounts.companyId, companyId)),
    'accounts_person_company_uq',
  );
  await assertAccountFree(tx, body.account);
  const [account] = await tx
    .insert(accounts)
    .values({
      account: body.account,
      personId: source.personId,
      companyId,
      passwordHash: await hashPassword(context.app.defaultPassword),
      userType: 'enterprise',
      createdAt: new Date(context.app.clock()),
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account was not created');
  await authoriseConsole(tx, account.id);
  const [staff] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'enterprise_staff'));
  if (staff) await tx.insert(accountRoles).values({ accountId: account.id, roleId: staff.id });
  return account.id;
}

/**
 * Removes account `id`, one of several its person holds, with what belonged to it alone (roles,
 * sessions, keys, messages, addresses, travel authorisation); its open sessions end first.
 * @throws ApiError 404 outside scope; 400 (`lastAccount`) for the person's only account, or
 *   (`ownAccount`) for the caller's own.
 */
export async function detachAccount(tx: Transaction, context: WriteContext, actor: Actor, id: number) {
  const account = await scopedAccount(tx, actor, id);
  if (id === actor.accountId) throw new ApiError(200, CODES.BAD_REQUEST, 'ownAccount');
  const [others] = await tx
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.personId, account.personId), ne(accounts.id, id)));
  if (!others || others.n === 0) throw new ApiError(200, CODES.BAD_REQUEST, 'lastAccount');
  await endAccountSessions(tx, context, id, 'detached');
  // A sign-on session that chose this account moves to another of the person's, so it stays usable.
  const [other] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.personId, account.personId), ne(accounts.id, id)))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (other) await tx.update(ssoSessions).set({ accountId: other.id }).where(eq(ssoSessions.accountId, id));
  await tx.delete(sessions).where(eq(sessions.accountId, id));
  await tx.delete(itemKeys).where(eq(itemKeys.accountId, id));
  await tx.delete(accountRoles).where(eq(accountRoles.accountId, id));
  await tx.delete(reminderMessages).where(eq(reminderMessages.accountId, id));
  await tx.delete(userAddresses).where(eq(userAddresses.accountId, id));
  await tx.delete(tripAuthorizations).where(eq(tripAuthorizations.accountId, id));
  await tx.delete(accounts).where(eq(accounts.id, id));
}

/** The accounts of the person behind account `id`, in every company, oldest first. */
export async function personAccounts(db: Database, actor: Actor, id: number, lang: Lang) {
  const account = await scopedAccount(db, actor, id);
  const rows = await personQuery(db).where(eq(accounts.personId, account.personId)).orderBy(asc(accounts.id));
  return rows.map((row) => personStore.toRow(row, lang));
}
