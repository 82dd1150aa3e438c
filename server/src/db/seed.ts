/**
 * What an empty database (no company yet) is given on first start, in one transaction
 * (docs/architecture.md, "Seeding"): the base data every database needs (applications, menus,
 * resources, the platform's roles and their grants: `seed/base.ts`), then either the demo data set
 * (`seed/demo.ts` and its parts) or the first platform administrator from `ADMIN_ACCOUNT` and
 * `ADMIN_PASSWORD`.
 */
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN, passwordRuleMet } from '@workbench/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import type { Database } from './client';
import {
  accountApps,
  accountRoles,
  accounts,
  apps,
  companies,
  persons,
  superAccounts,
  tripAuthorizations,
} from './schema';
import { insertBaseData, must, type RoleIds } from './seed/base';
import { DEMO_PASSWORD, insertDemoData } from './seed/demo';
import { ACCOUNTS, COMPANIES } from './seed/demo-organisation';

/** The first platform administrator of a database without the demo set (`ADMIN_ACCOUNT`, `ADMIN_PASSWORD`). */
export interface FirstAdministrator {
  /** The account name: {@link ACCOUNT_PATTERN} of the contracts package. */
  account: string;
  /** The password, in clear: it must meet `passwordRuleMet` of the contracts package. */
  password: string;
}

/**
 * What an empty database gets besides the base data (docs/architecture.md, "Seeding"): the demo
 * data set, or its first platform administrator. `{ demo: false }` without an administrator is
 * only valid for a database that already has data.
 */
export type InitialData = { demo: true } | { demo: false; administrator?: FirstAdministrator };

/** The company the first administrator works in; platform administrators rename it on the company screen. */
const PLATFORM_COMPANY = { binCode: '000000000000000000', name: '平台运营', companyName: '平台运营方' } as const;

/**
 * Why `administrator` cannot be the first administrator, or null when it can: the account name
 * must match `ACCOUNT_PATTERN` and the password meet `passwordRuleMet` (contracts package,
 * docs/behaviour.md, "Validation"). The message never repeats the password.
 */
export function firstAdministratorProblem(administrator: FirstAdministrator): string | null {
  if (!new RegExp(ACCOUNT_PATTERN).test(administrator.account))
    return 'ADMIN_ACCOUNT must be 3 to 32 letters, digits, ".", "_" or "-", starting with a letter or digit';
  if (!passwordRuleMet(administrator.password))
    return `ADMIN_PASSWORD is too weak: it needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters with at least one letter and one digit`;
  return null;
}

/**
 * Writes the first platform administrator: a company, a person named after the account, and the
 * account, holding the platform administrator role, made a super account and allowed the travel
 * service, so it may do everything from the console.
 */
async function insertFirstAdministrator(
  tx: Database,
  roleId: RoleIds,
  account: string,
  passwordHash: string,
  createdAt: Date,
): Promise<void> {
  const [company] = await tx.insert(companies).values(PLATFORM_COMPANY).returning({ id: companies.id });
  const [person] = await tx.insert(persons).values({ name: account }).returning({ id: persons.id });
  const [row] = await tx
    .insert(accounts)
    .values({
      account,
      personId: must(person, account).id,
      companyId: must(company, PLATFORM_COMPANY.name).id,
      passwordHash,
      userType: 'platform',
      createdAt,
    })
    .returning({ id: accounts.id });
  const accountId = must(row, account).id;
  await tx.insert(accountRoles).values({ accountId, roleId: must(roleId.get('platform_admin'), 'platform_admin') });
  await tx.insert(superAccounts).values({ accountId, createdAt });
  await tx.insert(tripAuthorizations).values({ accountId });
}

/** Thrown when the server cannot start as configured; `message` says which variables to set. */
export class SetupError extends Error {
  override name = 'SetupError';
}

/**
 * Key of the transaction-level advisory lock (`pg_advisory_xact_lock`) a seed holds, so that of
 * instances starting together on one empty PostgreSQL only the first seeds it (docs/architecture.md,
 * "Several instances"). Beside `MIGRATION_LOCK_KEY` of `client.ts`, which its migrations hold.
 */
export const SEED_LOCK_KEY = 7_202_612;

/** Whether the database has a company, the sign that it was seeded. */
async function hasCompanies(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  return (existing?.n ?? 0) > 0;
}

/**
 * Fills a database that has no company yet, in one transaction (so a half-seeded database never
 * exists): the base data, then the demo data set or the first administrator, then every account's
 * authorisation for every application. The transaction first takes {@link SEED_LOCK_KEY} and looks
 * for a company again: an instance that started at the same moment and seeded first committed its
 * rows before it let go of the lock, and they are kept as they are.
 *
 * @param now the current time in ms: creation times are set relative to it.
 * @returns `'demo'` or `'administrator'` for what it wrote, false when data was already there.
 * @throws SetupError when the database is empty and `initial` asks for neither the demo set nor a
 * valid administrator (see {@link firstAdministratorProblem}).
 */
export async function seedIfEmpty(
  db: Database,
  now: number,
  initial: InitialData,
): Promise<'demo' | 'administrator' | false> {
  if (await hasCompanies(db)) return false;
  const administrator = initial.demo ? null : initial.administrator;
  if (administrator === undefined)
    throw new SetupError(
      'The database is empty: set ADMIN_ACCOUNT and ADMIN_PASSWORD to create its first platform administrator, or SEED_DEMO=1 to load the demo data set',
    );
  const problem = administrator && firstAdministratorProblem(administrator);
  if (problem) throw new SetupError(problem);
  // Hashed outside the transaction: scrypt is slow on purpose and needs no lock.
  const hashes = await Promise.all(
    administrator ? [hashPassword(administrator.password)] : ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)),
  );
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // READ COMMITTED: this statement sees what another seed committed while this one waited.
    if (await hasCompanies(tx)) return false;
    const roleId = await insertBaseData(tx);
    if (administrator)
      await insertFirstAdministrator(tx, roleId, administrator.account, must(hashes[0], 0), new Date(now));
    else await insertDemoData(tx, roleId, hashes, now);
    await tx.execute(
      sql`insert into ${accountApps} (account_id, app_id) select ${accounts.id}, ${apps.id} from ${accounts}, ${apps}`,
    );
    return true;
  });
  if (!seeded) return false;
  return administrator ? 'administrator' : 'demo';
}

/** Whether the database holds the demo data set (its first company), whatever seeded it. */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.binCode, must(COMPANIES[0], 0).binCode));
  return (row?.n ?? 0) > 0;
}
