/**
 * Authorisations (docs/screens.md, "Access"): the applications each account may use
 * (`account_apps`). An account's menus and routes in an application it is not authorised for are
 * empty (modules/system/service.ts). An enterprise administrator reads and changes the accounts of
 * their own company only.
 */
import { CONSOLE_APP_ID, type AppAuthorisation, type AuthorisedApp } from '@workbench/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { type Database, lockRow, type Transaction } from '../../db/client';
import { accountApps, accounts, apps } from '../../db/schema';
import type { Actor } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import type { Lang } from '../../lib/i18n';

/**
 * Account `accountId` when `actor` may see it: any for a platform account, else one of the
 * caller's company.
 * @throws ApiError 404 `accountNotFound` otherwise (another company's is as good as none).
 */
export async function scopedAccount(db: Database | Transaction, actor: Actor, accountId: number) {
  const [row] = await db
    .select({ id: accounts.id, account: accounts.account, userType: accounts.userType })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), actor.platform ? undefined : eq(accounts.companyId, actor.companyId)));
  if (!row) throw new ApiError(200, CODES.NOT_FOUND, 'accountNotFound');
  return row;
}

/** Every application, and whether account `accountId` is authorised for it; names in `lang`, in the applications' order. */
export async function appAuthorisations(
  db: Database | Transaction,
  accountId: number,
  lang: Lang,
): Promise<Static<typeof AppAuthorisation>[]> {
  const rows = await db
    .select({
      appId: apps.id,
      code: apps.code,
      name: lang === 'en' ? apps.nameEn : apps.nameZh,
      authorized: sql<boolean>`exists (select 1 from ${accountApps}
        where ${accountApps.accountId} = ${accountId} and ${accountApps.appId} = ${apps.id})`,
    })
    .from(apps)
    .orderBy(asc(apps.sort), asc(apps.id));
  return rows.map((row) => ({ ...row, authorized: Boolean(row.authorized) }));
}

/** The applications account `accountId` is authorised for; names in `lang`, in the applications' order. */
export async function authorisedApps(
  db: Database | Transaction,
  accountId: number,
  lang: Lang,
): Promise<Static<typeof AuthorisedApp>[]> {
  return (await appAuthorisations(db, accountId, lang))
    .filter((app) => app.authorized)
    .map(({ appId, code, name }) => ({ appId, code, name }));
}

/**
 * Authorises `account` (already checked to be in `actor`'s sight) for exactly `appIds`.
 * @throws ApiError 403 `platformAccount` when an enterprise administrator changes a platform
 *   account's; FieldError on `appIds`: `appNotFound` naming the ids that are no application,
 *   `ownConsoleApp` when the caller would take the console's application from their own account.
 */
export async function setAuthorisedApps(
  tx: Transaction,
  actor: Actor,
  account: { id: number; userType: 'platform' | 'enterprise' },
  appIds: number[],
): Promise<void> {
  if (!actor.platform && account.userType === 'platform') {
    throw new ApiError(403, CODES.FORBIDDEN, 'platformAccount');
  }
  const accountId = account.id;
  const known = new Set((await tx.select({ id: apps.id }).from(apps)).map((app) => app.id));
  const unknown = appIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new FieldError('appIds', 'appNotFound', { ids: unknown.join(', ') });
  if (accountId === actor.accountId && !appIds.includes(CONSOLE_APP_ID)) {
    throw new FieldError('appIds', 'ownConsoleApp');
  }
  await lockRow(tx, accounts.id, accountId);
  await tx.delete(accountApps).where(eq(accountApps.accountId, accountId));
  if (appIds.length > 0) await tx.insert(accountApps).values(appIds.map((appId) => ({ accountId, appId })));
}
