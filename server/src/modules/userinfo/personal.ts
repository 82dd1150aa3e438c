/**
 * The signed-in person's own settings (docs/wire-protocol.md item
 * 2): display name, password, avatar, and the identity document types.
 */
import { characterCount, NAME_MAX, passwordRuleMet } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, persons } from '../../db/schema';
import { ApiError, CODES } from '../../lib/envelope';
import type { Lang, MessageKey } from '../../lib/i18n';
import { t } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/password';
import { decryptPasswordField, type RsaKeys } from '../../lib/rsa';
import type { ConsoleSession } from '../../lib/session';
import type { AvatarData, CardTypeData, PersonalData } from './schemas';

/** The largest avatar accepted, decoded: 5 MB in bytes (docs/behaviour.md, "Validation", like the logo). */
export const AVATAR_MAX_BYTES = 5_242_880;

/**
 * The request body limit of the avatar route, in bytes: a 5 MB image is about 6.7 MB as base64;
 * the rest of the API keeps the 1 MiB limit. A larger body answers 413.
 */
export const AVATAR_BODY_LIMIT_BYTES = 7_340_032;

/**
 * Replaces the display name of the session's person (shared by all the person's accounts).
 *
 * @throws ApiError HTTP 400, code 400 (`personNameLength`) unless 1 to 30 characters once trimmed.
 */
export async function updatePersonal(
  db: Database,
  session: ConsoleSession,
  body: { name: string },
): Promise<PersonalData> {
  const name = body.name.trim();
  const length = characterCount(name);
  if (length < 1 || length > NAME_MAX) throw new ApiError(400, CODES.BAD_REQUEST, 'personNameLength');
  await db.update(persons).set({ name }).where(eq(persons.id, session.personId));
  return { name };
}

/**
 * Changes the password of the session's account. The fields arrive encrypted like the sign-in
 * password; a field that does not decrypt answers exactly like a wrong current password (no
 * decryption oracle). The old password is always hashed, so every refusal takes the same time.
 * Other sessions of the account stay valid.
 *
 * @throws ApiError HTTP 200, code 1001 (`oldPasswordWrong`) for a wrong or undecryptable field;
 *   HTTP 400, code 400 for a confirmation that differs (`passwordMismatch`) or a new password
 *   outside the rule (`passwordRule`).
 */
export async function updatePassword(
  db: Database,
  keys: RsaKeys,
  session: ConsoleSession,
  body: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<null> {
  const [account] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, session.accountId));
  if (!account) throw new Error(`account ${session.accountId} of a live session is missing`);
  const oldPassword = decryptPasswordField(keys, body.oldPassword);
  const newPassword = decryptPasswordField(keys, body.newPassword);
  const confirmPassword = decryptPasswordField(keys, body.confirmPassword);
  const readable = oldPassword !== null && newPassword !== null && confirmPassword !== null;
  const matches = await verifyPassword(oldPassword ?? '', readable ? account.passwordHash : null);
  if (!readable || !matches) throw new ApiError(200, CODES.LOGIN_FAILED, 'oldPasswordWrong');
  if (newPassword !== confirmPassword) throw new ApiError(400, CODES.BAD_REQUEST, 'passwordMismatch');
  if (!passwordRuleMet(newPassword)) throw new ApiError(400, CODES.BAD_REQUEST, 'passwordRule');
  const passwordHash = await hashPassword(newPassword);
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, session.accountId));
  return null;
}

const AVATAR_DATA_URL = /^data:(image\/(?:png|jpeg|bmp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The first bytes each accepted type starts with (PNG, JPEG, BMP signatures). */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/bmp': [0x42, 0x4d],
};

/**
 * Stores the avatar of the session's person: a base64 `data:` URL of a PNG, JPEG or BMP image
 * whose bytes start with that type's signature, at most {@link AVATAR_MAX_BYTES} decoded. The
 * console also requires 80 x 80 pixels; the server does not decode images.
 *
 * @throws ApiError HTTP 400, code 400: `avatarType` (not such a data URL, or the bytes are not
 *   the stated type), `avatarSize` (over 5 MB decoded).
 */
export async function updateAvatar(
  db: Database,
  session: ConsoleSession,
  body: { avatar: string },
): Promise<AvatarData> {
  const match = AVATAR_DATA_URL.exec(body.avatar);
  const type = match?.[1];
  const payload = match?.[2];
  if (!type || !payload || payload.length % 4 !== 0) throw new ApiError(400, CODES.BAD_REQUEST, 'avatarType');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > AVATAR_MAX_BYTES) throw new ApiError(400, CODES.BAD_REQUEST, 'avatarSize');
  const head = Buffer.from(payload.slice(0, 16), 'base64');
  const signature = SIGNATURES[type] ?? [];
  if (!signature.every((byte, index) => head[index] === byte)) throw new ApiError(400, CODES.BAD_REQUEST, 'avatarType');
  await db.update(persons).set({ avatarUrl: body.avatar }).where(eq(persons.id, session.personId));
  return { avatarUrl: body.avatar };
}

const CARD_TYPES: { code: string; name: MessageKey }[] = [
  { code: 'ID_CARD', name: 'cardTypeResident' },
  { code: 'HK_MACAO_PERMIT', name: 'cardTypeHkMacao' },
  { code: 'TAIWAN_PERMIT', name: 'cardTypeTaiwan' },
  { code: 'PASSPORT', name: 'cardTypePassport' },
];

/** `data` of `/share-system/userCard/getCardTypeList`: the identity document types, named in `lang`. */
export function cardTypes(lang: Lang): CardTypeData[] {
  return CARD_TYPES.map(({ code, name }) => ({ code, name: t(lang, name) }));
}
