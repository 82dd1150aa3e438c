/** The signed-in person, their account and their companies (spec sections 1 and 3). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, companies, persons } from '../../db/schema';
import type { ConsoleSession } from '../../lib/session';
import type { AttachedAccountData, DetailData } from './schemas';

function personAccounts(db: Database, personId: number) {
  return db
    .select({
      accountId: accounts.id,
      account: accounts.account,
      createdAt: accounts.createdAt,
      companyId: companies.id,
      binCode: companies.binCode,
      name: companies.name,
      companyName: companies.companyName,
      logoUrl: companies.logoUrl,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.personId, personId))
    .orderBy(asc(accounts.id));
}

/**
 * `data` of `/share-system/userinfo/detail`: the session's account, the companies of all the
 * person's accounts (the session's company marked `default: 'Y'`), and the person's name and avatar.
 */
export async function userDetail(db: Database, session: ConsoleSession): Promise<DetailData> {
  const [person] = await db
    .select({ name: persons.name, avatarUrl: persons.avatarUrl })
    .from(persons)
    .where(eq(persons.id, session.personId));
  if (!person) throw new Error(`person ${session.personId} of a live session is missing`);
  const rows = await personAccounts(db, session.personId);
  const current = rows.find((row) => row.accountId === session.accountId);
  if (!current) throw new Error(`account ${session.accountId} of a live session is missing`);
  const companyList = new Map<number, DetailData['companyList'][number]>();
  for (const { companyId, binCode, name, logoUrl, companyName } of rows) {
    companyList.set(companyId, {
      companyId,
      binCode,
      name,
      logoUrl,
      default: companyId === session.companyId ? 'Y' : 'N',
      companyName,
    });
  }
  return {
    account: {
      accountId: current.accountId,
      account: current.account,
      companyId: current.companyId,
      createTime: current.createdAt.getTime(),
    },
    companyList: [...companyList.values()],
    userInfo: person,
  };
}

/**
 * `data` of `/share-system/userinfo/company/list`: every account of the signed-in person (the
 * current one included), for the company switcher.
 */
export async function attachedAccounts(db: Database, session: ConsoleSession): Promise<AttachedAccountData[]> {
  const rows = await personAccounts(db, session.personId);
  return rows.map(({ accountId, account, companyName }) => ({ accountId, account, companyName }));
}
