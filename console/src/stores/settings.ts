import { proxy, subscribe } from 'valtio';
import { DEFAULT_LANGUAGE, hasCatalogue, loadCatalogue, toLanguage, type Language } from '../i18n';
import { COOKIE, getPreference, setPreference } from '../lib/cookies';
import { applyColorScheme, savedColorScheme, savedPrimary, type ColorScheme } from '../lib/theme';

/** Interface settings kept in cookies (docs/behaviour.md, "Layout"; docs/architecture.md, "State"). */
export interface SettingsState {
  /** `zh` by default, remembered in the cookie `language`; anything else reads as `zh`. */
  language: Language;
  /** Sidebar open (`sidebarStatus` 1) or collapsed to its icon rail (0); anything else reads as open. */
  sidebarOpened: boolean;
  /** The brand colour in force (default `#409EFF`), kept locally and per company on the server. */
  primary: string;
  /** Light, dark, or the system's choice (the default). */
  colorScheme: ColorScheme;
  /**
   * Single-character shortcuts (`?`) are on; turned off in the shortcut sheet and kept in the cookie
   * `characterKeys` (`0`). WCAG 2.2 SC 2.1.4 Character Key Shortcuts: a person whose speech input
   * types stray characters can turn them off (docs/behaviour.md, "Keyboard").
   */
  characterKeys: boolean;
}

/** `sidebarStatus` cookie values, as vue-element-admin consoles wrote them. */
const SIDEBAR_OPEN = '1';
const SIDEBAR_CLOSED = '0';

/** The settings store. */
export const settingsStore = proxy<SettingsState>({
  language: toLanguage(getPreference(COOKIE.language) ?? DEFAULT_LANGUAGE),
  sidebarOpened: getPreference(COOKIE.sidebarStatus) !== SIDEBAR_CLOSED,
  primary: savedPrimary(),
  colorScheme: savedColorScheme(),
  characterKeys: getPreference(COOKIE.characterKeys) !== '0',
});

subscribe(settingsStore, () => {
  setPreference(COOKIE.language, settingsStore.language);
  setPreference(COOKIE.sidebarStatus, settingsStore.sidebarOpened ? SIDEBAR_OPEN : SIDEBAR_CLOSED);
  setPreference(COOKIE.characterKeys, settingsStore.characterKeys ? '1' : '0');
});

/**
 * Switches the interface language: at once when its catalogue is loaded, else once it is (English
 * loads on first use).
 * @throws (rejects) when the catalogue cannot be fetched; the language stays as it was.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (!hasCatalogue(language)) await loadCatalogue(language);
  settingsStore.language = language;
}

/** Opens or collapses the sidebar; the choice is kept in the cookie `sidebarStatus`. */
export function toggleSidebar(): void {
  settingsStore.sidebarOpened = !settingsStore.sidebarOpened;
}

/**
 * Puts a brand colour on the page and keeps it; the colour maths loads on first use.
 *
 * @throws {TypeError} (rejects) when `primary` is not a colour; the theme stays as it was.
 */
export async function setPrimary(primary: string): Promise<void> {
  const { applyBrand } = await import('../lib/apply-brand');
  applyBrand(primary);
  settingsStore.primary = primary;
}

/** Chooses light, dark or the system's choice. */
export function setColorScheme(colorScheme: ColorScheme): void {
  applyColorScheme(colorScheme);
  settingsStore.colorScheme = colorScheme;
}
