/**
 * The catalogue keys the portal page shows (docs/behaviour.md, "Portal"). Like the sign-in page's
 * (docs/architecture.md, "Sign-in page"), their texts stay in the console's catalogues; the build
 * hands the page only these, in both languages, as the module `virtual:portal-texts`
 * (console/vite.config.ts), and writes the Chinese ones into portal.html.
 */
export const PORTAL_KEYS = [
  'app.name',
  'brand.tagline',
  'brand.summary',
  'brand.areas',
  'brand.area.purchase',
  'brand.area.purchaseText',
  'brand.area.approval',
  'brand.area.approvalText',
  'brand.area.organisation',
  'brand.area.organisationText',
  'brand.area.reports',
  'brand.area.reportsText',
  'topbar.portal',
  'topbar.switchLanguage',
  'portal.welcome',
  'portal.enter',
  'portal.help',
  'portal.error.title',
  'portal.error.authFailed',
  'portal.error.unknown',
  'register.title',
] as const;

/** One of {@link PORTAL_KEYS}. */
export type PortalKey = (typeof PORTAL_KEYS)[number];

/** The portal's texts by language, as plain strings (`portal.error.unknown` keeps its `{code}`). */
export type PortalTexts = Record<'zh' | 'en', Record<PortalKey, string>>;
