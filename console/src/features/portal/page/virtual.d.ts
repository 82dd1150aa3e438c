/** The portal's texts, made at build time from the catalogues (console/vite.config.ts). */
declare module 'virtual:portal-texts' {
  import type { PortalTexts } from './texts';

  const texts: PortalTexts;
  export default texts;
}
