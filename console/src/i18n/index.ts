import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import en from './en.json';
import zh from './zh.json';

/** The console's languages: Chinese is the default (spec sections 1 and 9). */
export type Language = 'zh' | 'en';

/** Default language (spec section 9). */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** A key of the message catalogues; `zh.json` is the reference catalogue. */
export type MessageKey = keyof typeof zh;

/** The catalogues by language (ARCHITECTURE decision 7). */
export const messages: Record<Language, Record<MessageKey, string>> = { zh, en };

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
