import { ROUTER_BASE } from '../config/paths';

/**
 * Resolves a `redirectUrl` (already URL-decoded once by `URLSearchParams`) to a same-origin
 * address under `/admin/`, or `null` when it points anywhere else (docs/behaviour.md, "Sign-on";
 * docs/architecture.md, "Routing"). `//evil.example`, `https://evil.example`, `/\evil.example`
 * and `javascript:` all resolve to another origin or scheme and are refused.
 */
export function safeRedirect(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // An empty segment (`/admin//evil.example`) is no console address, and with the base stripped
  // what follows would read as a protocol-relative URL.
  if (!url.pathname.startsWith(`${ROUTER_BASE}/`) || url.pathname.includes('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
