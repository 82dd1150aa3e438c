/** Query schemas of the server-rendered pages. */
import { Type } from 'typebox';

/** `GET /store/index?errCode=…` (docs/behaviour.md, "Sign-on": errCode passed on from a failed sign-in check). */
export const StoreIndexQuery = Type.Object({ errCode: Type.Optional(Type.String()) });

/** Pages that take no parameters (`/`, `/admin`); other query parameters are ignored. */
export const NoQuery = Type.Object({});

/**
 * `GET /admin/login?appId=…&redirectUrl=…` (docs/behaviour.md, "Sign-on"): read by the page's
 * script, not the server; other query parameters are ignored.
 */
export const SignInQuery = Type.Object({
  appId: Type.Optional(Type.String()),
  redirectUrl: Type.Optional(Type.String()),
});
