/**
 * The catalogue keys the sign-in page shows (docs/architecture.md, "Sign-in page"). Their texts
 * stay in the console's catalogues (i18n/zh.json, i18n/en.json); the build hands the page only
 * these, in both languages, through the module `virtual:sign-in-texts` (console/vite.config.ts),
 * and writes the Chinese ones into sign-in.html.
 */
export const SIGN_IN_KEYS = [
  'app.name',
  'brand.tagline',
  'brand.summary',
  'brand.area.purchase',
  'brand.area.approval',
  'brand.area.organisation',
  'brand.area.reports',
  'login.title',
  'login.subtitle',
  'login.account',
  'login.password',
  'login.submit',
  'login.showPassword',
  'login.accountRequired',
  'login.passwordRequired',
  'login.demo',
  'login.register',
  'request.failed',
  'request.number',
  'request.network',
  'topbar.switchLanguage',
] as const;

/** One of {@link SIGN_IN_KEYS}. */
export type SignInKey = (typeof SIGN_IN_KEYS)[number];

/** The sign-in page's texts by language, as plain strings (`request.number` keeps its `{id}`). */
export type SignInTexts = Record<'zh' | 'en', Record<SignInKey, string>>;
