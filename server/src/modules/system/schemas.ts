/** Request schemas of the system calls (wire protocol, "Platform calls of the walking skeleton"). */
import { Type } from 'typebox';
import { AppId } from '../../lib/schemas';

/** `GET /share-system/system/publicKey`: no parameters (extra query parameters are signed and ignored). */
export const PublicKeyQuery = Type.Object({});

/** `/share-system/menu/getLeftMenuList` and `/share-system/menu/getRouters`. */
export const MenuBody = Type.Object({ appId: AppId }, { additionalProperties: false });
