/**
 * The schemas of the session calls' answers (docs/wire-protocol.md, "Platform calls of the walking
 * skeleton"); their paths and the session's lifetime are in `session.ts`.
 */
import { type Static, Type } from 'typebox';

/** `data` of `/authAction/shareValidate`. */
export const ShareValidateData = Type.Object({ valid: Type.Literal(true) });
/** {@link ShareValidateData} as a type. */
export type ShareValidateData = Static<typeof ShareValidateData>;

/** `data` of `/ibs/replaceToken`: the new token, `<43 base64url chars>.<22 base64url chars>`. */
export const ReplaceTokenData = Type.String({ pattern: '^[\\w-]{43}\\.[\\w-]{22}$' });
/** {@link ReplaceTokenData} as a type. */
export type ReplaceTokenData = Static<typeof ReplaceTokenData>;
