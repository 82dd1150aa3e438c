/**
 * The signed-in person, their account and their companies (docs/wire-protocol.md), and the
 * identity card the person registers.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, companies, persons } from '../../db/schema';
import { ApiError, CODES } from '../../lib/envelope';
import type { MessageKey } from '../../lib/i18n';
import { type IdCardProblem, idCardProblem, maskIdCard } from '@workbench/contracts';
import type { ConsoleSession } from '../../lib/session';
import type { AttachedAccountData, DetailData, IdCardData } from './schemas';

/** The longest real name `updateIdCard` stores, in characters (code points) after trimming. */
export const ID_CARD_NAME_MAX = 30;

const ID_CARD_MESSAGES: Record<IdCardProblem, MessageKey> = {
  length: 'idCardLength',
  format: 'idCardFormat',
  birthDate: 'idCardBirthDate',
  checkChar: 'idCardCheckChar',
};

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
 * person's accounts (the session's company marked `default: 'Y'`), and the person's name, avatar
 * and registered identity card (name and masked number, or nulls).
 */
export async function userDetail(db: Database, session: ConsoleSession): Promise<DetailData> {
  const [person] = await db
    .select({
      name: persons.name,
      avatarUrl: persons.avatarUrl,
      idCardName: persons.idCardName,
      idCardNo: persons.idCardNo,
    })
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
    userInfo: {
      name: person.name,
      avatarUrl: person.avatarUrl,
      idCardName: person.idCardName,
      idCardMasked: person.idCardNo === null ? null : maskIdCard(person.idCardNo),
    },
  };
}

/**
 * Registers the real name and identity number of the session's person (shared by all the
 * person's accounts): the name trimmed, the number trimmed and upper-cased, checked by
 * GB 11643-1999 (`idCardProblem`) at time `now` (ms).
 *
 * @returns the stored name and the masked number.
 * @throws ApiError HTTP 400, code 400, with a message naming the problem: the name length
 *   (`idCardNameLength`), or the number's length, shape, birth date or check character.
 */
export async function registerIdCard(
  db: Database,
  session: ConsoleSession,
  body: { name: string; idCard: string },
  now: number,
): Promise<IdCardData> {
  const name = body.name.trim();
  const nameLength = [...name].length;
  if (nameLength < 1 || nameLength > ID_CARD_NAME_MAX) {
    throw new ApiError(400, CODES.BAD_REQUEST, 'idCardNameLength');
  }
  const idCard = body.idCard.trim().toUpperCase();
  const problem = idCardProblem(idCard, now);
  if (problem) throw new ApiError(400, CODES.BAD_REQUEST, ID_CARD_MESSAGES[problem]);
  await db.update(persons).set({ idCardName: name, idCardNo: idCard }).where(eq(persons.id, session.personId));
  return { name, idCardMasked: maskIdCard(idCard) };
}

/**
 * `data` of `/share-system/userinfo/company/list`: every account of the signed-in person (the
 * current one included), for the company switcher.
 */
export async function attachedAccounts(db: Database, session: ConsoleSession): Promise<AttachedAccountData[]> {
  const rows = await personAccounts(db, session.personId);
  return rows.map(({ accountId, account, companyName }) => ({ accountId, account, companyName }));
}
