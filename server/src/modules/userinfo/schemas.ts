/**
 * Shapes of the user-info calls' `data` (spec section 3; wire protocol). Both calls take `{}`
 * (`EmptyBody`). Tests check answers against these schemas.
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

/** The person: `avatarUrl` null when there is no avatar (the console shows initials). */
export const UserInfoData = Type.Object({ name: Type.String(), avatarUrl: Nullable(Type.String()) });

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
