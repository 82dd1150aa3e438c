import { proxy, subscribe } from 'valtio';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../i18n';
import { COOKIE, getPreference, setPreference } from '../lib/cookies';

/** Interface settings kept in cookies (spec sections 1 and 2; ARCHITECTURE decision 6). */
export interface SettingsState {
  /** `zh` by default, remembered in the cookie `language`. */
  language: Language;
}

/** The settings store. */
export const settingsStore = proxy<SettingsState>({
  language: toLanguage(getPreference(COOKIE.language) ?? DEFAULT_LANGUAGE),
});

subscribe(settingsStore, () => setPreference(COOKIE.language, settingsStore.language));

/** Switches the interface language. */
export function setLanguage(language: Language): void {
  settingsStore.language = language;
}
