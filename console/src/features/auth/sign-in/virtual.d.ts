/** The sign-in page's texts, made at build time from the catalogues (console/vite.config.ts). */
declare module 'virtual:sign-in-texts' {
  import type { SignInTexts } from './texts';

  const texts: SignInTexts;
  export default texts;
}
