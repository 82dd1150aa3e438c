/** Request schema of the live socket's handshake (wire protocol, "Live socket"). */
import { Type } from 'typebox';
import { PUSH_KEY_MAX_LENGTH } from './push-keys';

/**
 * `GET /ws?pushKey=…`: a one-time key from `/share-system/remindMsg/createPushKey` (at most 64
 * characters, else 400); other parameters, `token` included, are ignored.
 */
export const LiveSocketQuery = Type.Object({
  pushKey: Type.Optional(Type.String({ maxLength: PUSH_KEY_MAX_LENGTH })),
});

/** `data` of `createPushKey`: the key (base64url) and how long it stays valid, in seconds. */
export const PushKeyData = Type.Object({
  pushKey: Type.String(),
  expiresIn: Type.Integer({ description: 'seconds' }),
});
