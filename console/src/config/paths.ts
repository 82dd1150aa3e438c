/**
 * Every fixed route of the console (docs/behaviour.md, "Routes"), relative to the router base `/admin`.
 * Links are built from here so no component hand-writes a URL.
 */
export const paths = {
  root: { path: '/', href: () => '/' },
  index: { path: '/index', href: () => '/index' },
  padIndex: { path: '/pad_index', href: () => '/pad_index' },
  document: { path: '/document', href: () => '/document' },
  supplyChain: {
    path: '/supplyChain',
    /** The catalogue, or with `sku` the item-detail view of that item (a view of its own, keyed by `sku`). */
    href: (sku?: string) => (sku ? `/supplyChain?${new URLSearchParams({ sku })}` : '/supplyChain'),
  },
  updateIdCard: { path: '/updateIdCard', href: () => '/updateIdCard' },
  peopleBasicInfo: { path: '/people_basic_info', href: () => '/people_basic_info' },
  delayTicket: { path: '/delay_ticket', href: () => '/delay_ticket' },
  mroIndex: { path: '/MRO_index', href: () => '/MRO_index' },
  help: {
    path: '/help',
    /** The help centre; with `query`, its search for that text (docs/behaviour.md, "Help centre"). */
    href: (query?: string) => (query ? `/help?${new URLSearchParams({ q: query })}` : '/help'),
  },
  register: {
    path: '/register',
    /** Supplier registration, outside the shell; `step` names one of its four steps. */
    href: (step?: string) => (step ? `/register?${new URLSearchParams({ step })}` : '/register'),
  },
} as const;

/** The router base: the console lives under `/admin/` (docs/behaviour.md, "Routes"). */
export const ROUTER_BASE = '/admin';

/**
 * The portal outside the console, at the site's root rather than under {@link ROUTER_BASE}
 * (docs/behaviour.md, "Portal"); with `errCode`, the page explains that code.
 */
const PORTAL_PATH = '/store/index';

/**
 * The portal's full address on this origin, with `errCode` when given. Absolute, so that a
 * design-system link (which puts console paths under the router base) leaves it as it is.
 */
export function portalHref(errCode?: string): string {
  const url = new URL(PORTAL_PATH, window.location.origin);
  if (errCode !== undefined) url.searchParams.set('errCode', errCode);
  return url.href;
}

/**
 * Pages that need no route generation (docs/behaviour.md, "Route guard").
 */
export const OPEN_PATHS: readonly string[] = [
  paths.index.path,
  paths.padIndex.path,
  paths.mroIndex.path,
  paths.supplyChain.path,
  paths.document.path,
  paths.help.path,
];

/**
 * Pages that need a session but no permitted route (docs/behaviour.md, "Route guard"):
 * `/people_basic_info`; `/updateIdCard` (the person's own identity card, a fixed route no menu
 * grants, which would otherwise be refused to everyone); and `/delay_ticket` (hidden from the
 * menu, so no menu grants it): the travel service's `checkAuth` decides there, and the screen says
 * plainly when it refuses.
 */
export const PERSONAL_PATHS: readonly string[] = [
  paths.peopleBasicInfo.path,
  paths.updateIdCard.path,
  paths.delayTicket.path,
];

/**
 * Pages a visitor without a credential may see (docs/behaviour.md, "Route guard").
 */
export const PUBLIC_PATHS: readonly string[] = [paths.mroIndex.path, paths.supplyChain.path, paths.register.path];
