import { TOKEN_RENEW_AGE_MS, VALIDATE_AFTER_HIDDEN_MS } from '@workbench/contracts';
import { useEffect } from 'react';
import { replaceToken, shareValidate } from '../api/session';
import { sessionStore, signIn } from '../stores/session';

/** How often, in ms, a tab looks at its token's age: 1 minute. */
export const RENEW_CHECK_INTERVAL_MS = 60_000;

/** Options of {@link startSessionUpkeep}: the page and clock to follow (tests pass their own). */
export interface SessionUpkeepOptions {
  document?: Document;
  /** Epoch ms now. */
  now?: () => number;
}

/**
 * Keeps the console's token alive (docs/behaviour.md, "Session"):
 * - once its age (now minus `tokenReceivedAt`, both this browser's clock; unknown counts as due)
 *   reaches {@link TOKEN_RENEW_AGE_MS}, it is replaced by `/ibs/replaceToken`, checked on start,
 *   every {@link RENEW_CHECK_INTERVAL_MS} and whenever the tab is shown again;
 * - a tab shown again after being hidden at least {@link VALIDATE_AFTER_HIDDEN_MS} first validates
 *   its token with `/authAction/shareValidate`: a dead one (603 / 700) takes the API client's
 *   session-invalid path (token removed, sign-on again), a live one is then renewed if due.
 * Failures are shown by the API client; one renewal at a time.
 * @returns a function that stops it.
 */
export function startSessionUpkeep({ document: page = document, now = Date.now }: SessionUpkeepOptions = {}) {
  let hiddenAt = page.visibilityState === 'hidden' ? now() : undefined;
  let renewing = false;

  const renewIfDue = async () => {
    const { token, tokenReceivedAt } = sessionStore;
    if (!token || renewing) return;
    if (tokenReceivedAt !== undefined && now() - tokenReceivedAt < TOKEN_RENEW_AGE_MS) return;
    renewing = true;
    try {
      const fresh = await replaceToken();
      // A sign-out or another sign-in meanwhile wins over this renewal.
      if (sessionStore.token === token) signIn(fresh, now());
    } catch {
      // Shown by the API client; a dead session already went back to sign-on.
    } finally {
      renewing = false;
    }
  };

  const onVisibilityChange = () => {
    if (page.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    const hiddenFor = hiddenAt === undefined ? 0 : now() - hiddenAt;
    hiddenAt = undefined;
    const token = sessionStore.token;
    if (!token || hiddenFor < VALIDATE_AFTER_HIDDEN_MS) {
      void renewIfDue();
      return;
    }
    shareValidate(token).then(renewIfDue, () => undefined);
  };

  page.addEventListener('visibilitychange', onVisibilityChange);
  const timer = setInterval(() => void renewIfDue(), RENEW_CHECK_INTERVAL_MS);
  void renewIfDue();
  return () => {
    page.removeEventListener('visibilitychange', onVisibilityChange);
    clearInterval(timer);
  };
}

/** Runs {@link startSessionUpkeep} while the component is mounted. */
export function useSessionUpkeep(): void {
  useEffect(() => startSessionUpkeep(), []);
}
