/** Request schema of the live socket's handshake (wire protocol, "Live socket"). */
import { Type } from 'typebox';

/** `GET /ws?token=…`: the console token (else the `token` cookie is read); other parameters are ignored. */
export const LiveSocketQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 256 })) });
