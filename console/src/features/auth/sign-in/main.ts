/**
 * The sign-in page's module (docs/architecture.md, "Sign-in page"; docs/behaviour.md, "Sign-on"),
 * without React: it runs over the markup of console/sign-in.html. It puts the texts in the chosen
 * language (the `language` cookie), checks the fields, signs in through the shared signed call
 * (api/sign-in.ts: the password RSA-encrypted, the request signed), shows the server's message
 * in an alert, and on success keeps the login result's token and user type (the `token` and
 * `user_type` cookies, docs/behaviour.md, "Session") and goes to a same-origin `redirectUrl` under
 * `/admin/`, or to the work bench. It names the demo accounts only when the sign-on service
 * says they exist (`demoAccounts`).
 */
import texts from 'virtual:sign-in-texts';
import { loginNew, signInOptions, SSO_OK } from '../../../api/sign-in';
import { paths, ROUTER_BASE } from '../../../config/paths';
import { setToken, setUserType } from '../../../lib/cookies';
import { leanPageLanguage, onLanguageSwitch, writePageTexts, type LeanLanguage } from '../../../lib/lean-page';
import { safeRedirect } from '../../../lib/safe-redirect';
import { REQUEST_ID_HEADER } from '../../../lib/signed-request';
import type { SignInKey } from './texts';
import './sign-in.css';

/** The interface language (docs/behaviour.md, "Layout"). */
let language: LeanLanguage = leanPageLanguage();

const t = (key: SignInKey): string => texts[language][key];

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`sign-in.html has no #${id}`);
  return found as T;
}

const form = element<HTMLFormElement>('sign-in');
const failureSlot = element('failure-slot');
const account = element<HTMLInputElement>('account');
const password = element<HTMLInputElement>('password');
const reveal = element<HTMLButtonElement>('reveal');
const submit = element<HTMLButtonElement>('submit');

/** The fields' errors, by the key of their message; kept so a language switch rewords them. */
const fieldErrors = new Map<HTMLInputElement, SignInKey>();
/** The alert's message: a catalogue key, or the server's own text (already in the chosen language). */
let failure: { key: SignInKey; requestId?: string } | { text: string; requestId?: string } | null = null;

/** Writes every text of the page in the current language. */
function renderTexts(): void {
  writePageTexts(language, texts[language], `${t('login.title')} · ${t('app.name')}`);
  for (const [input, key] of fieldErrors) errorOf(input).textContent = t(key);
  const alert = failureSlot.firstElementChild;
  if (alert && failure && 'key' in failure) alert.textContent = failureText(failure.key, failure.requestId);
}

function errorOf(input: HTMLInputElement): HTMLElement {
  return element(`${input.id}-error`);
}

/** Marks a field invalid with its message, tied by `aria-describedby` (WCAG 3.3.1), or clears it. */
function setFieldError(input: HTMLInputElement, key: SignInKey | null): void {
  const error = errorOf(input);
  if (key) {
    fieldErrors.set(input, key);
    error.textContent = t(key);
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', error.id);
  } else {
    fieldErrors.delete(input);
    error.textContent = '';
    error.hidden = true;
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

function failureText(text: string, requestId: string | undefined): string {
  return requestId ? `${text} (${t('request.number').replace('{id}', requestId)})` : text;
}

/** Shows the alert (a new `role="alert"` element, so it is announced), or removes it. */
function showFailure(next: typeof failure): void {
  failure = next;
  failureSlot.replaceChildren();
  if (!next) return;
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.className = 'rounded-md border border-destructive px-3 py-2 text-sm text-destructive';
  alert.textContent = failureText('key' in next ? t(next.key) : next.text, next.requestId);
  failureSlot.append(alert);
}

onLanguageSwitch(
  () => language,
  (next) => {
    language = next;
    renderTexts();
  },
);

reveal.addEventListener('click', () => {
  const shown = password.type === 'password';
  password.type = shown ? 'text' : 'password';
  reveal.setAttribute('aria-pressed', String(shown));
  reveal.querySelector('[data-icon="eye"]')?.toggleAttribute('hidden', shown);
  reveal.querySelector('[data-icon="eye-off"]')?.toggleAttribute('hidden', !shown);
});

let pending = false;

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (pending) return;
  const name = account.value.trim();
  setFieldError(account, name ? null : 'login.accountRequired');
  setFieldError(password, password.value ? null : 'login.passwordRequired');
  showFailure(null);
  const firstInvalid = [account, password].find((input) => fieldErrors.has(input));
  if (firstInvalid) {
    firstInvalid.focus();
    return;
  }
  pending = true;
  submit.setAttribute('aria-disabled', 'true');
  void signIn(name, password.value).finally(() => {
    pending = false;
    submit.removeAttribute('aria-disabled');
  });
});

async function signIn(name: string, secret: string): Promise<void> {
  let answer: Awaited<ReturnType<typeof loginNew>>;
  try {
    answer = await loginNew(name, secret, language);
  } catch (error) {
    showFailure({ key: error instanceof TypeError ? 'request.network' : 'request.failed' });
    return;
  }
  const { response, envelope } = answer;
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  if (!response.ok || !envelope || envelope.code !== SSO_OK || !envelope.data) {
    const text = typeof envelope?.msg === 'string' ? envelope.msg : '';
    // A refusal (code -1) is the server's own words; a broken answer also gets its request number.
    const shownId = response.ok && envelope ? undefined : requestId;
    showFailure(text ? { text, requestId: shownId } : { key: 'request.failed', requestId: shownId });
    return;
  }
  setUserType(envelope.data.type);
  setToken(envelope.data.token, Date.now());
  const target =
    safeRedirect(new URLSearchParams(window.location.search).get('redirectUrl')) ??
    `${ROUTER_BASE}${paths.index.href()}`;
  window.location.assign(target);
}

renderTexts();
// The markup ships the button disabled, so the form cannot be sent the browser's way (a GET with
// the password in the address) before this script has taken it over.
submit.disabled = false;

// Without an answer the hint stays hidden: a production sign-in page never advertises demo accounts.
void signInOptions(language)
  .then((options) => {
    if (options?.demoAccounts) element('demo').hidden = false;
  })
  .catch(() => undefined);
