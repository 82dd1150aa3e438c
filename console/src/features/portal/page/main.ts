/**
 * The portal's module (docs/behaviour.md, "Portal"), without React: it runs over the markup of
 * console/portal.html. It puts the texts in the chosen language (the `language` cookie) and, when
 * the console sent the visitor here with an `errCode` (docs/behaviour.md, "Sign-on"), says in
 * words what went wrong and what to do, in an alert above the welcome.
 */
import texts from 'virtual:portal-texts';
import { leanPageLanguage, onLanguageSwitch, writePageTexts, type LeanLanguage } from '../../../lib/lean-page';
import type { PortalKey } from './texts';
import './portal.css';

/** Longer codes are cut before being shown; the platform's codes are short numbers. */
const MAX_SHOWN_CODE_LENGTH = 64;

let language: LeanLanguage = leanPageLanguage();

const t = (key: PortalKey): string => texts[language][key];

/** The `errCode` of the address, cut to {@link MAX_SHOWN_CODE_LENGTH} characters; null when there is none. */
function errorCode(): string | null {
  const code = new URLSearchParams(window.location.search).get('errCode');
  if (!code) return null;
  return code.length > MAX_SHOWN_CODE_LENGTH ? `${code.slice(0, MAX_SHOWN_CODE_LENGTH)}…` : code;
}

/**
 * What an error code means, in words: -2 is the sign-in check that failed; any other code is one
 * the console does not know, shown as text (never as markup) for the administrator.
 */
function explanation(code: string): string {
  return code === '-2' ? t('portal.error.authFailed') : t('portal.error.unknown').replace('{code}', code);
}

const code = errorCode();
const slot = document.getElementById('notice-slot');

/** Shows the alert for the error code (a new `role="alert"` element, so it is announced), in the current language. */
function renderNotice(): void {
  if (!slot || code === null) return;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className =
    'flex w-full max-w-xl flex-col gap-1 rounded-lg border border-s-4 border-destructive-text bg-surface px-4 py-3 text-sm text-surface-foreground shadow-md';
  const title = document.createElement('p');
  title.className = 'font-semibold text-destructive-text';
  title.textContent = t('portal.error.title');
  const text = document.createElement('p');
  text.textContent = explanation(code);
  alert.append(title, text);
  slot.replaceChildren(alert);
}

function render(): void {
  writePageTexts(language, texts[language], `${t('topbar.portal')} · ${t('app.name')}`);
  renderNotice();
}

onLanguageSwitch(
  () => language,
  (next) => {
    language = next;
    render();
  },
);
render();
