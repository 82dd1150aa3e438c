/**
 * The super account store (docs/screens.md, "Access"): the accounts holding every resource
 * whatever their roles (`lib/access.ts` reads `super_accounts`, and keeps what it read until the next access change). Only an existing,
 * enabled account becomes one, and the last one is never taken away, so nobody locks the
 * platform out.
 */
import type { superAccountResource } from '@workbench/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { accounts, companies, persons, superAccounts } from '../../db/schema';
import { keywordFilter } from '../../lib/crud';
import type { ResourceStore, SelectedRecord } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';

/** The row query of {@link superAccountStore}: one row per super account, with its person and company. */
const superAccountQuery = (db: Database | Transaction) =>
  db
    .select({
      id: superAccounts.accountId,
      account: accounts.account,
      personName: persons.name,
      companyName: companies.name,
      createdAt: superAccounts.createdAt,
    })
    .from(superAccounts)
    .innerJoin(accounts, eq(accounts.id, superAccounts.accountId))
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .$dynamic();

/** A record of {@link superAccountQuery}. */
type SuperAccountRecord = SelectedRecord<typeof superAccountQuery>;

/** Super accounts: every platform administrator holding `superAccount:read` sees them all. */
export const superAccountStore: ResourceStore<typeof superAccountResource, SuperAccountRecord> = {
  query: superAccountQuery,
  count: (db) =>
    db
      .select({ total: count() })
      .from(superAccounts)
      .innerJoin(accounts, eq(accounts.id, superAccounts.accountId))
      .innerJoin(persons, eq(persons.id, accounts.personId))
      .$dynamic(),
  id: superAccounts.accountId,
  sort: { account: accounts.account, createTime: superAccounts.createdAt },
  scope: () => undefined,
  filter: ({ keyword }) => [keywordFilter(keyword, accounts.account, persons.name)],
  toRow: (record) => ({
    id: record.id,
    account: record.account,
    personName: record.personName,
    companyName: record.companyName,
    createTime: record.createdAt.getTime(),
  }),
  /**
   * Makes account `account` a super account.
   * @throws FieldError on `account`: `accountNotFound` (no such account), `superAccountDisabled`
   *   (disabled), `superAccountExists` (already one).
   */
  insert: async (tx, body, _actor, context) => {
    const [account] = await tx
      .select({ id: accounts.id, enabled: accounts.enabled })
      .from(accounts)
      .where(eq(accounts.account, body.account));
    if (!account) throw new FieldError('account', 'accountNotFound');
    if (!account.enabled) throw new FieldError('account', 'superAccountDisabled', { account: body.account });
    const added = await tx
      .insert(superAccounts)
      .values({ accountId: account.id, createdAt: new Date(context.app.clock()) })
      .onConflictDoNothing()
      .returning({ id: superAccounts.accountId });
    if (added.length === 0) throw new FieldError('account', 'superAccountExists', { account: body.account });
    return account.id;
  },
  /**
   * Takes the status from account `before.id`, the caller's own included, unless it is the last.
   * The super accounts are locked first (`for update`), so two removals at once cannot both pass
   * the count and leave none.
   * @throws ApiError 400 `superAccountLast` when no other super account would remain.
   */
  remove: async (tx, before) => {
    const held = await tx.select({ id: superAccounts.accountId }).from(superAccounts).for('update');
    const others = held.filter((row) => row.id !== before.id);
    if (others.length === 0) throw new ApiError(200, CODES.BAD_REQUEST, 'superAccountLast');
    await tx.delete(superAccounts).where(eq(superAccounts.accountId, before.id));
  },
  notFound: 'superAccountNotFound',
  // A super account holds every resource: its menus and codes change with the status.
  changesAccess: (row) => [row.id],
};
