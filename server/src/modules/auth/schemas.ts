/** Request schemas of the sign-on service and the session calls (wire protocol, "Sign-on service"). */
import { Type } from 'typebox';
import { AppId } from '../../lib/schemas';

/** `/ibs/loginNew`: `account` is trimmed by the server; `password` is base64 then RSA (base64 ciphertext). */
export const LoginBody = Type.Object(
  {
    account: Type.String({ maxLength: 64 }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);

/** `/sso/exchangeItemKey`. */
export const ItemKeyBody = Type.Object(
  { itemKey: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

/** `/sso/checkSession`, `/authAction/shareValidate`, `/authAction/shareLogout`. */
export const TokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

/** `/sso/getSsoUrl`: `redirectUrl` is kept only when it is a same-origin address under `/admin/`. */
export const SsoUrlBody = Type.Object(
  {
    appId: AppId,
    redirectUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);

/** `GET /sso/logout?appId=6` (a browser navigation; other query parameters are ignored). */
export const LogoutQuery = Type.Object({ appId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })) });

/** `GET /sso/switchAccount?account=…&redirectUrl=…` (a browser navigation). */
export const SwitchAccountQuery = Type.Object({
  account: Type.Optional(Type.String({ maxLength: 64 })),
  redirectUrl: Type.Optional(Type.String({ maxLength: 2048 })),
});
