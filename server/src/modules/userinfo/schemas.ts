/**
 * Shapes of the user-info calls (docs/wire-protocol.md). `detail` and `company/list` take
 * `{}` (`EmptyBody`), `updateIdCard` takes {@link UpdateIdCardBody}. Tests check answers against
 * these schemas.
 */
import { type Static, Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The signed-in account: `createTime` in epoch ms. */
export const AccountData = Type.Object({
  accountId: Type.Integer(),
  account: Type.String(),
  companyId: Type.Integer(),
  createTime: Type.Integer(),
});

/** A company of the person's accounts; `default` is `Y` for the company of the signed-in account. */
export const CompanyData = Type.Object({
  companyId: Type.Integer(),
  binCode: Type.String(),
  name: Type.String(),
  logoUrl: Nullable(Type.String()),
  default: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  companyName: Type.String(),
});

/**
 * An identity number as the API shows it (GB 11643-1999, 18 characters): the first 6 and the
 * last 4 kept, the 8 between as `*` (`110105********002X`). The whole number is never sent.
 */
export const IdCardMasked = Type.String({ pattern: '^[0-9]{6}\\*{8}[0-9]{3}[0-9X]$' });

/**
 * The person: `avatarUrl` null when there is no avatar (the console shows initials);
 * `idCardName` and `idCardMasked` the registered real name and masked identity number, both null
 * until the person registers one (`/share-system/userinfo/updateIdCard`).
 */
export const UserInfoData = Type.Object({
  name: Type.String(),
  avatarUrl: Nullable(Type.String()),
  idCardName: Nullable(Type.String()),
  idCardMasked: Nullable(IdCardMasked),
});

/** `data` of `/share-system/userinfo/detail`. */
export const DetailData = Type.Object({
  account: AccountData,
  companyList: Type.Array(CompanyData),
  userInfo: UserInfoData,
});
/** {@link DetailData} as a type. */
export type DetailData = Static<typeof DetailData>;

/** One item of `/share-system/userinfo/company/list`: an account of the same person, in a company. */
export const AttachedAccountData = Type.Object({
  accountId: Type.Integer(),
  account: Type.String(),
  companyName: Type.String(),
});
/** {@link AttachedAccountData} as a type. */
export type AttachedAccountData = Static<typeof AttachedAccountData>;

/**
 * `/share-system/userinfo/updateIdCard`: the real name (1 to 30 characters once trimmed) and the
 * 18-character identity number (a lower-case `x` is accepted). Both are checked by the service,
 * so a refusal names the problem (`lib/id-card.ts`).
 */
export const UpdateIdCardBody = Type.Object(
  { name: Type.String(), idCard: Type.String() },
  { additionalProperties: false },
);

/** `data` of `/share-system/userinfo/updateIdCard`: the name as stored (trimmed) and the masked number. */
export const IdCardData = Type.Object({ name: Type.String(), idCardMasked: IdCardMasked });
/** {@link IdCardData} as a type. */
export type IdCardData = Static<typeof IdCardData>;

/**
 * `/share-system/userinfo/personal/update`: the person's display name (1 to 30 characters once
 * trimmed, checked by the service so the refusal names the problem). `name` is the only person
 * field a person edits here; the real name goes through `updateIdCard`.
 */
export const PersonalUpdateBody = Type.Object({ name: Type.String() }, { additionalProperties: false });

/** `data` of `/share-system/userinfo/personal/update`: the name as stored (trimmed). */
export const PersonalData = Type.Object({ name: Type.String() });
/** {@link PersonalData} as a type. */
export type PersonalData = Static<typeof PersonalData>;

/**
 * `/share-system/userinfo/password/update`: the three fields each base64-then-RSA encrypted like
 * the sign-in password (docs/behaviour.md, "Password fields"; `lib/rsa.ts`).
 */
export const PasswordUpdateBody = Type.Object(
  { oldPassword: Type.String(), newPassword: Type.String(), confirmPassword: Type.String() },
  { additionalProperties: false },
);

/**
 * `/share-system/userinfo/personal/avatarupdate`: the avatar as a `data:` URL
 * (`data:image/png|jpeg|bmp;base64,...`), at most 5 MB (5,242,880 bytes) decoded.
 */
export const AvatarUpdateBody = Type.Object({ avatar: Type.String() }, { additionalProperties: false });

/** `data` of `/share-system/userinfo/personal/avatarupdate`: the stored avatar, as `userInfo.avatarUrl` shows it. */
export const AvatarData = Type.Object({ avatarUrl: Type.String() });
/** {@link AvatarData} as a type. */
export type AvatarData = Static<typeof AvatarData>;

/** One item of `/share-system/userCard/getCardTypeList`: a stable `code` and the name in the request's language. */
export const CardTypeData = Type.Object({ code: Type.String(), name: Type.String() });
/** {@link CardTypeData} as a type. */
export type CardTypeData = Static<typeof CardTypeData>;
