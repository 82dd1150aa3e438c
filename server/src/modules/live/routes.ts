/**
 * The live socket at `/ws` (docs/behaviour.md, "Live socket"; wire protocol, "Live socket";
 * docs/architecture.md, "Server"): a WebSocket per console page, authenticated at the handshake,
 * answering the heartbeat and receiving pushes through the socket hub.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ApiError, CODES } from '../../lib/envelope';
import { requestLanguage, t } from '../../lib/i18n';
import { originOf, requestOrigin } from '../../lib/redirect';
import { lookupSessionById, sessionOf } from '../../lib/session';
import { sendFrame } from '../../lib/socket-hub';
import { consumePushKey } from './push-keys';
import { LiveSocketQuery } from './schemas';

/** The largest frame a client may send: 65,536 bytes (a bigger one closes the socket with 1009). */
export const LIVE_SOCKET_MAX_PAYLOAD_BYTES = 65_536;

/** The heartbeat the console sends every 60 s (docs/behaviour.md, "Live socket"). */
export const HEARTBEAT = '3';

/** Options of {@link liveSocketRoutes}: the app context and the origins allowed besides the server's own. */
export interface LiveSocketOptions extends AppContext {
  /** Normalised origins (`https://host:port`) that may also open the socket (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
}

/**
 * `GET /ws`, checked before the upgrade, in order: the `Origin` header is the server's own
 * origin or an allowed one (else HTTP 403, code 403, no socket); the query parameter `pushKey` is
 * a key from `/share-system/remindMsg/createPushKey`, unused and less than 30 s old, whose console
 * session is still live (else HTTP 401, code 401, no socket). The key is used up by the check,
 * whatever follows; a session token (`token` in the query or a cookie) opens nothing.
 *
 * Then the text `3` is answered `{"type":"heartbeat","time":<ms>}` and anything else
 * `{"type":"error","msg":…}` in the handshake's language; the socket is registered in the socket
 * hub under its session and account, which closes it with 4401 when the session ends and pushes
 * `{"type":"remindMsg",…}` to it. Needs @fastify/websocket registered on the app.
 */
export const liveSocketRoutes: FastifyPluginAsyncTypebox<LiveSocketOptions> = async (
  app,
  { db, clock, sockets, allowedOrigins },
) => {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    const origin = originOf(request.headers.origin ?? '');
    if (!origin || (origin !== originOf(requestOrigin(request)) && !allowed.has(origin))) {
      throw new ApiError(403, CODES.FORBIDDEN, 'originRefused');
    }
  });
  app.decorateRequest('consoleSession', null);
  app.addHook('preHandler', async (request) => {
    // A handshake cannot be answered 200: the refusal is a plain 401, whatever the reason.
    const { pushKey } = request.query as { pushKey?: string };
    const sessionId = pushKey ? await consumePushKey(db, pushKey, clock()) : null;
    if (sessionId === null) throw new ApiError(401, CODES.UNAUTHORIZED, 'noSession');
    const result = await lookupSessionById(db, sessionId, clock());
    if (result.status !== 'valid') {
      throw new ApiError(401, CODES.UNAUTHORIZED, result.status === 'ended' ? 'sessionEnded' : 'noSession');
    }
    request.consoleSession = result.session;
  });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: {
        querystring: LiveSocketQuery,
        response: {
          101: { description: 'Switches to the live socket (docs/wire-protocol.md, "Live socket")', type: 'null' },
        },
      },
    },
    (socket, request) => {
      const lang = requestLanguage(request);
      sockets.add(socket, sessionOf(request));
      socket.on('message', (data, isBinary) => {
        if (!isBinary && data.toString() === HEARTBEAT) {
          sendFrame(socket, { type: 'heartbeat', time: clock() });
        } else {
          sendFrame(socket, { type: 'error', msg: t(lang, 'socketUnknownMessage') });
        }
      });
    },
  );
};
