/**
 * When the console's live socket tries again after losing its connection (docs/behaviour.md,
 * "Live socket"; docs/wire-protocol.md, "Live socket"): exponential backoff with "equal jitter".
 * Here, not in the console, so the server's fault tests reconnect a hundred consoles by the same
 * rule without importing front-end code (docs/architecture.md, "Faults").
 */

/** The delay before the first reconnect, before jitter (ms, docs/behaviour.md, "Formats and limits"). */
export const RECONNECT_BASE_DELAY_MS = 1_000;

/**
 * The longest delay between two reconnects, before jitter (ms, docs/behaviour.md, "Formats and
 * limits"): a console reconnects at most this long after its server is back.
 */
export const RECONNECT_MAX_DELAY_MS = 10_000;

/**
 * The delay before reconnect number `attempt` (0 for the first after a connection was lost), in
 * ms: the ceiling `min(RECONNECT_MAX_DELAY_MS, RECONNECT_BASE_DELAY_MS × 2^attempt)`, of which the
 * first half is waited always and the second half as far as `random()` says. The jitter spreads
 * the consoles of one restarted server over time instead of all in the same millisecond; the fixed
 * half keeps a dead server from being asked again at once.
 *
 * @param attempt reconnects tried since the connection was last open: 0, 1, 2…
 * @param random a number in [0, 1); `Math.random` by default (a test passes a fixed one).
 * @returns a whole number of ms, from half the ceiling to the ceiling.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_BASE_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
