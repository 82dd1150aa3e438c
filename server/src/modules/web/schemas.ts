/** Query schemas of the server-rendered pages. */
import { Type } from 'typebox';

/** `GET /store/index?errCode=…` (docs/behaviour.md, "Sign-on": errCode passed on from a failed sign-in check). */
export const StoreIndexQuery = Type.Object({ errCode: Type.Optional(Type.String()) });

/** Pages that take no parameters (`/`, `/admin`); other query parameters are ignored. */
export const NoQuery = Type.Object({});
