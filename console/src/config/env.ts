/**
 * Runtime configuration of the console, fixed at build time by Vite's `VITE_*` variables.
 *
 * - `VITE_GATEWAY`: the platform gateway's origin (e.g. `https://gateway.example.com`). Empty, the
 *   default, means the same origin as the console, which is how the bundled server serves it.
 */
export const env = {
  /** Origin prefixed to every API path; `''` means same origin. */
  gateway: (import.meta.env.VITE_GATEWAY ?? '').replace(/\/$/, ''),
} as const;
