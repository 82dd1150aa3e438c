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
