import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import zh from './zh.json';

/** The console's languages: Chinese is the default (docs/behaviour.md, "Formats and limits"). */
export type Language = 'zh' | 'en';

/** Default language (docs/behaviour.md, "Formats and limits"). */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** A key of the message catalogues; `zh.json` is the reference catalogue. */
export type MessageKey = keyof typeof zh;

/**
 * One language's messages. Typed as the JSON source's strings; in a built bundle each value is
 * the formatjs AST of that string instead (vite.config.ts, `precompileCatalogues`), which react-intl
 * takes in the same place.
 */
export type Catalogue = Record<MessageKey, string>;

/**
 * The catalogues loaded so far (docs/architecture.md, "Languages"). Chinese, the default, ships in the entry;
 * English loads on demand, so a visitor never downloads both (the entry's size budget, scripts/size.mjs).
 */
const catalogues: Partial<Record<Language, Catalogue>> = { zh };

const loaders: Record<Language, () => Promise<{ default: Catalogue }>> = {
  zh: () => Promise.resolve({ default: zh }),
  en: () => import('./en.json'),
};

/**
 * Loads `language`'s catalogue once; call it before showing that language.
 * @throws (rejects) when the catalogue's chunk cannot be fetched.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const loaded = catalogues[language] ?? (await loaders[language]()).default;
  catalogues[language] = loaded;
  return loaded;
}

/** Whether `language`'s catalogue is loaded. */
export function hasCatalogue(language: Language): boolean {
  return catalogues[language] !== undefined;
}

/** `language`'s catalogue when loaded ({@link loadCatalogue}), else the default's. */
export function catalogue(language: Language): Catalogue {
  return catalogues[language] ?? zh;
}

/** BCP 47 tag used for `<html lang>` and `Intl` formatting. */
export const LOCALE_TAG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

/** Narrows any string to a language, falling back to the default. */
export function toLanguage(value: string | undefined | null): Language {
  return value === 'en' || value === 'zh' ? value : DEFAULT_LANGUAGE;
}

/** Values interpolated into a message (ICU arguments). */
export type MessageValues = Record<string, string | number>;

/**
 * A typed translator over react-intl: `t('login.title')`, `t('workbench.welcome', { name })`.
 */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
