/** Request schemas of the system calls (wire protocol, "Platform calls of the walking skeleton"). */
import { Type } from 'typebox';
import { AppId } from '../../lib/schemas';

/** `GET /share-system/system/publicKey`: no parameters (extra query parameters are signed and ignored). */
export const PublicKeyQuery = Type.Object({});

/** `/share-system/menu/getLeftMenuList` and `/share-system/menu/getRouters`. */
export const MenuBody = Type.Object({ appId: AppId }, { additionalProperties: false });

/** A brand colour as the console's theme picker sends it: `#rrggbb`. */
export const ThemeColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/** `/share-system/theme/update`: the company's new brand colour, or `null` for the default. */
export const ThemeUpdateBody = Type.Object(
  { primary: Type.Union([ThemeColor, Type.Null()]) },
  { additionalProperties: false },
);

/**
 * A menu entry as `getLeftMenuList` and `getRouters` answer it (docs/wire-protocol.md): the
 * fields of `MenuEntry` in `service.ts`; `children` only on groups, entries of this same shape.
 */
export const MenuEntryData = Type.Object({
  code: Type.String(),
  url: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  hiddenFlag: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  type: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  href: Type.String(),
  menuTips: Type.String(),
  // Nested entries are serialised as they are (a recursive schema would add nothing a reader needs).
  children: Type.Optional(Type.Array(Type.Unknown())),
});

/** A role the session account holds (`selectRoleByAccountId`): `roleName` in the request's language. */
export const AccountRoleData = Type.Object({
  roleId: Type.Integer(),
  roleCode: Type.String(),
  roleName: Type.String(),
});
