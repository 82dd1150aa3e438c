/**
 * Delivery addresses of the signed-in account (docs/wire-protocol.md, "Addresses"), one list per `kind`: `user`
 * (`/share-system/userinfo/address/*`) and `ecommerce` (`/share-ecommerce/address/*`).
 *
 * Default rule: while an account has addresses of a kind, exactly one of them is the default.
 * The first address added becomes the default; adding with `isDefault: true` or calling
 * `default` / `setDefault` moves the default there (the others are cleared); deleting the default
 * promotes the newest remaining address (highest id), and deleting the last leaves none.
 *
 * The writes that move the default first lock the account's row ({@link lockDefaults}), so that
 * they run one after the other for an account: on a PostgreSQL server (READ COMMITTED, a pool of
 * connections), two first addresses added at once would otherwise both become the default, and
 * two `default` calls at once would deadlock on each other's rows.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, userAddresses } from '../../db/schema';
import { ApiError, CODES } from '../../lib/envelope';
import type { ConsoleSession } from '../../lib/session';
import { areaName, isAreaPath } from './area';
import type { AddAddressBody, AddressData, UpdateAddressBody } from './schemas';

/** Which list an address belongs to. */
export type AddressKind = 'user' | 'ecommerce';

/** The longest street line, in characters (code points) after trimming. */
export const STREET_MAX = 200;
/** The longest receiver name, in characters (code points) after trimming. */
export const RECEIVER_MAX = 30;

/** A mainland mobile number (11 digits from 1[3-9]) or a landline with area code (`010-12345678`). */
const PHONE = /^(?:1[3-9][0-9]{9}|0[0-9]{2,3}-?[0-9]{7,8})$/;

type AddressFields = Omit<AddAddressBody, 'isDefault'>;

/** The checked and trimmed fields, or an ApiError (HTTP 400, code 400) naming the problem. */
function checkedFields(body: AddressFields): AddressFields {
  const receiverName = body.receiverName.trim();
  const receiverLength = [...receiverName].length;
  if (receiverLength < 1 || receiverLength > RECEIVER_MAX) {
    throw new ApiError(400, CODES.BAD_REQUEST, 'addressReceiverLength');
  }
  const phone = body.phone.trim();
  if (!PHONE.test(phone)) throw new ApiError(400, CODES.BAD_REQUEST, 'addressPhone');
  if (!isAreaPath(body.provinceCode, body.cityCode, body.districtCode)) {
    throw new ApiError(400, CODES.BAD_REQUEST, 'addressArea');
  }
  const street = body.street.trim();
  const streetLength = [...street].length;
  if (streetLength < 1 || streetLength > STREET_MAX) {
    throw new ApiError(400, CODES.BAD_REQUEST, 'addressStreetLength');
  }
  return {
    receiverName,
    phone,
    provinceCode: body.provinceCode,
    cityCode: body.cityCode,
    districtCode: body.districtCode,
    street,
  };
}

const notFound = () => new ApiError(200, CODES.NOT_FOUND, 'addressNotFound');

function owned(session: ConsoleSession, kind: AddressKind, id: number) {
  return and(eq(userAddresses.id, id), eq(userAddresses.accountId, session.accountId), eq(userAddresses.kind, kind));
}

/**
 * Locks the session account's row until the end of the transaction `tx` (`FOR NO KEY UPDATE`,
 * which the foreign-key checks of other writes do not wait for): the default-moving writes of one
 * account wait for each other, and each then reads what the previous one committed.
 */
async function lockDefaults(tx: Database, session: ConsoleSession) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, session.accountId)).for('no key update');
}

function ofAccount(session: ConsoleSession, kind: AddressKind) {
  return and(eq(userAddresses.accountId, session.accountId), eq(userAddresses.kind, kind));
}

function shown(row: typeof userAddresses.$inferSelect): AddressData {
  return {
    id: row.id,
    receiverName: row.receiverName,
    phone: row.phone,
    provinceCode: row.provinceCode,
    provinceName: areaName(row.provinceCode),
    cityCode: row.cityCode,
    cityName: areaName(row.cityCode),
    districtCode: row.districtCode,
    districtName: areaName(row.districtCode),
    street: row.street,
    isDefault: row.isDefault,
    createTime: row.createdAt.getTime(),
  };
}

/** The account's addresses of `kind`, the default first, then newest first; optionally one province's. */
export async function listAddresses(
  db: Database,
  session: ConsoleSession,
  kind: AddressKind,
  provinceCode?: string,
): Promise<AddressData[]> {
  const where =
    provinceCode === undefined
      ? ofAccount(session, kind)
      : and(ofAccount(session, kind), eq(userAddresses.provinceCode, provinceCode));
  const rows = await db
    .select()
    .from(userAddresses)
    .where(where)
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id));
  return rows.map(shown);
}

/** Adds an address (checked); the first one, or one with `isDefault`, becomes the default. */
export async function addAddress(
  db: Database,
  session: ConsoleSession,
  kind: AddressKind,
  body: AddAddressBody,
  now: number,
): Promise<AddressData> {
  const fields = checkedFields(body);
  return db.transaction(async (tx) => {
    await lockDefaults(tx, session);
    const [existing] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(ofAccount(session, kind))
      .limit(1);
    const isDefault = body.isDefault === true || !existing;
    if (isDefault) await tx.update(userAddresses).set({ isDefault: false }).where(ofAccount(session, kind));
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...fields, accountId: session.accountId, kind, isDefault, createdAt: new Date(now) })
      .returning();
    return shown(row!);
  });
}

/** Replaces the fields of the account's address `id` (checked); code 404 when it is not theirs. */
export async function updateAddress(
  db: Database,
  session: ConsoleSession,
  kind: AddressKind,
  body: UpdateAddressBody,
): Promise<AddressData> {
  const { id, ...rest } = body;
  const fields = checkedFields(rest);
  const [row] = await db
    .update(userAddresses)
    .set(fields)
    .where(owned(session, kind, id))
    .returning();
  if (!row) throw notFound();
  return shown(row);
}

/** Deletes the account's address `id` (code 404 when not theirs); a deleted default passes to the newest. */
export async function deleteAddress(db: Database, session: ConsoleSession, kind: AddressKind, id: number) {
  await db.transaction(async (tx) => {
    await lockDefaults(tx, session);
    const [row] = await tx
      .delete(userAddresses)
      .where(owned(session, kind, id))
      .returning();
    if (!row) throw notFound();
    if (!row.isDefault) return;
    const [newest] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(ofAccount(session, kind))
      .orderBy(desc(userAddresses.id))
      .limit(1);
    if (newest) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, newest.id));
  });
  return null;
}

/** Makes the account's address `id` the default and clears the others; code 404 when not theirs. */
export async function setDefaultAddress(
  db: Database,
  session: ConsoleSession,
  kind: AddressKind,
  id: number,
): Promise<AddressData> {
  return db.transaction(async (tx) => {
    await lockDefaults(tx, session);
    const [row] = await tx
      .update(userAddresses)
      .set({ isDefault: true })
      .where(owned(session, kind, id))
      .returning();
    if (!row) throw notFound();
    await tx
      .update(userAddresses)
      .set({ isDefault: false })
      .where(and(ofAccount(session, kind), ne(userAddresses.id, id)));
    return shown(row);
  });
}
