/**
 * When the console's live socket tries again after losing its connection (docs/behaviour.md,
 * "Live socket"; docs/wire-protocol.md, "Live socket"). Here, not in the console, so the server's
 * fault tests reconnect a hundred consoles by the same rule without importing front-end code
 * (docs/architecture.md, "Faults").
 */

/**
 * The delay before each reconnect, in ms: always the same, as the specification's "Reconnect delay
 * 5000 ms" (docs/behaviour.md, "Formats and limits"). A dead server is asked again at most every
 * 5 s, and a console is back at most 5 s after its server is.
 */
export const RECONNECT_DELAY_MS = 5_000;
