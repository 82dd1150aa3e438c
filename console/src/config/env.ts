/**
 * Runtime configuration of the console, fixed at build time by Vite's `VITE_*` variables.
 *
 * - `VITE_GATEWAY`: the platform gateway's origin (e.g. `https://gateway.example.com`). Empty, the
 *   default, means the same origin as the console, which is how the bundled server serves it.
 * - `VITE_SOCKET_URL`: the live socket's address (e.g. `wss://push.example.com/ws`). Empty, the
 *   default, means `/ws` on the page's own host, worked out at run time (see {@link socketUrl}).
 */
export const env = {
  /** Origin prefixed to every API path; `''` means same origin. */
  gateway: (import.meta.env.VITE_GATEWAY ?? '').replace(/\/$/, ''),
  /** The live socket's configured address; `''` means `/ws` on the page's host. */
  socket: (import.meta.env.VITE_SOCKET_URL ?? '') as string,
} as const;

/**
 * The live socket's address for the one-time `pushKey` (docs/behaviour.md and
 * docs/wire-protocol.md, "Live socket"): `VITE_SOCKET_URL` when set, else `ws://<host>/ws`
 * (`wss://` on an https page), with `?pushKey=<key>` appended. A browser's WebSocket handshake
 * cannot carry an `Authorization` header, so a key from `createPushKey`, good for one handshake
 * within 30 s, stands in for the session token, which never goes into the address. A relative
 * `VITE_SOCKET_URL` is resolved against the page.
 *
 * @param pushKey - a key from `/share-system/remindMsg/createPushKey` (api/reminders.ts)
 * @param page - the page's address (default: the current one)
 */
export function socketUrl(pushKey: string, page: string = window.location.href): string {
  const url = new URL(env.socket || '/ws', page);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol === 'http:') url.protocol = 'ws:';
  url.searchParams.set('pushKey', pushKey);
  return url.href;
}
