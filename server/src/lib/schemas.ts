/** Request schema parts shared by several modules (TypeBox; wire protocol payloads). */
import { Type } from 'typebox';

/**
 * An application id: a non-negative integer, or its decimal string (the console keeps `app_id`
 * in a cookie, so it may send the string). Routes read it with `Number()`.
 */
export const AppId = Type.Union([
  Type.Integer({ minimum: 0, maximum: 999_999_999 }),
  Type.String({ pattern: '^[0-9]{1,9}$' }),
]);

/** The body of calls that take no parameters: `{}` and nothing else. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
