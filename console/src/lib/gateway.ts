import { env } from '../config/env';

/** Rewrites the legacy `/am/` prefix to `/oa-system/` (docs/wire-protocol.md). */
export function rewritePath(path: string): string {
  return path.startsWith('/am/') ? `/oa-system/${path.slice(4)}` : path;
}

/** The address of an API path at the gateway (`VITE_GATEWAY`, '' for the console's own origin), `/am/` rewritten. */
export function gatewayUrl(path: string): string {
  return `${env.gateway}${rewritePath(path)}`;
}
