/**
 * What the console's lean pages share (docs/architecture.md, "Sign-in page"): the sign-in page and
 * the portal are pages of their own, without React, over markup whose Chinese texts the build
 * wrote in. This switches them to the chosen language and back, as the app does.
 */
import { COOKIE, getPreference, setPreference } from './cookies';

/** The interface languages of a lean page. */
export type LeanLanguage = 'zh' | 'en';

/** The interface language: the `language` cookie; anything but `en` reads as `zh` (docs/behaviour.md, "Layout"). */
export function leanPageLanguage(): LeanLanguage {
  return getPreference(COOKIE.language) === 'en' ? 'en' : 'zh';
}

/**
 * Writes a page's texts in `language`: `<html lang>`, the document's `title`, the text of every
 * element marked `data-text="<key>"` and the `aria-label` of every one marked `data-label="<key>"`.
 * The language switch (`#language`) names the other language in that language, so its `lang` is
 * the other one's (WCAG 3.1.2).
 */
export function writePageTexts(language: LeanLanguage, texts: Readonly<Record<string, string>>, title: string): void {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = title;
  for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const text = texts[node.dataset.text ?? ''];
    if (text !== undefined) node.textContent = text;
  }
  for (const node of document.querySelectorAll<HTMLElement>('[data-label]')) {
    const text = texts[node.dataset.label ?? ''];
    if (text !== undefined) node.setAttribute('aria-label', text);
  }
  document
    .getElementById('language')
    ?.querySelector('span')
    ?.setAttribute('lang', language === 'zh' ? 'en' : 'zh-CN');
}

/**
 * Makes `#language` toggle between Chinese and English: keeps the choice in the `language` cookie
 * for a year (docs/behaviour.md, "Layout") and calls `apply` with it.
 * @throws Error when the page has no `#language` button.
 */
export function onLanguageSwitch(current: () => LeanLanguage, apply: (language: LeanLanguage) => void): void {
  const button = document.getElementById('language');
  if (!button) throw new Error('the page has no #language button');
  button.addEventListener('click', () => {
    const next = current() === 'zh' ? 'en' : 'zh';
    setPreference(COOKIE.language, next);
    apply(next);
  });
}
