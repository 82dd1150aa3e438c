import {
  type ReplaceTokenData,
  SESSION_TTL_MS,
  sessionPaths,
  type ShareValidateData,
  TOKEN_RENEW_AGE_MS,
  VALIDATE_AFTER_HIDDEN_MS,
} from '@workbench/contracts';
import { toast } from '@workbench/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../lib/api-client';
import { getToken, getTokenReceivedAt } from '../lib/cookies';
import { sessionStore, signIn, signOut } from '../stores/session';
import { RENEW_CHECK_INTERVAL_MS, startSessionUpkeep } from './session-upkeep';

const OLD = `${'a'.repeat(43)}.${'b'.repeat(22)}`;
const FRESH = `${'c'.repeat(43)}.${'d'.repeat(22)}`;

/** The answers of the two session calls, typed from the contracts; each test sets its own. */
interface Handlers {
  [sessionPaths.validate]: (body: { token: string }) => Envelope<ShareValidateData | null>;
  [sessionPaths.replaceToken]: (body: Record<string, never>) => Envelope<ReplaceTokenData | null>;
}

const valid: Handlers[typeof sessionPaths.validate] = () => ({ code: 200, msg: '', data: { valid: true } });
const renewed: Handlers[typeof sessionPaths.replaceToken] = () => ({ code: 200, msg: '', data: FRESH });

let handlers: Handlers;
const calls: { path: string; body: unknown; token: string | null }[] = [];

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the pending calls and their continuations run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  // After the real clock: the cookie jar of jsdom runs outside the test's context (the vmThreads
  // pool, vitest.config.ts) and drops a cookie whose faked expiry lies before the real now.
  vi.setSystemTime(Date.UTC(2100, 0, 1));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  visibility = 'visible';
  calls.length = 0;
  handlers = { [sessionPaths.validate]: valid, [sessionPaths.replaceToken]: renewed };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname as keyof Handlers;
      const body = JSON.parse(String(init.body));
      calls.push({ path, body, token: new Headers(init.headers).get('authorization') });
      const handler = handlers[path] as ((body: unknown) => unknown) | undefined;
      if (!handler) throw new Error(`unexpected call ${path}`);
      return answer(handler(body));
    }),
  );
  signIn(OLD, Date.now());
});

afterEach(() => {
  stop();
  signOut();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toast.clear();
});

describe('renewal (docs/behaviour.md, "Session")', () => {
  it('leaves a young token alone and replaces it once it is half its lifetime old', async () => {
    expect(TOKEN_RENEW_AGE_MS).toBe(SESSION_TTL_MS / 2);
    stop = startSessionUpkeep();
    await settle();
    await vi.advanceTimersByTimeAsync(TOKEN_RENEW_AGE_MS - RENEW_CHECK_INTERVAL_MS);
    expect(calls).toEqual([]);

    await vi.advanceTimersByTimeAsync(RENEW_CHECK_INTERVAL_MS);
    expect(calls).toEqual([{ path: sessionPaths.replaceToken, body: {}, token: OLD }]);
    expect(sessionStore.token).toBe(FRESH);
    expect(getToken()).toBe(FRESH);
    expect(sessionStore.tokenReceivedAt).toBe(Date.now());
    expect(getTokenReceivedAt()).toBe(Date.now());

    // The fresh token is young again: nothing more for another 12 hours.
    await vi.advanceTimersByTimeAsync(TOKEN_RENEW_AGE_MS - RENEW_CHECK_INTERVAL_MS);
    expect(calls).toHaveLength(1);
  });

  it('renews at once a token of unknown age, and a token whose session died goes back to sign-on', async () => {
    sessionStore.tokenReceivedAt = undefined;
    handlers[sessionPaths.replaceToken] = () => ({ code: 700, msg: 'Your session has ended.', data: null });
    stop = startSessionUpkeep();
    await settle();
    expect(calls.map((call) => call.path)).toEqual([sessionPaths.replaceToken]);
    expect(sessionStore.token).toBeUndefined();
    expect(sessionStore.expired).toBe(true);
  });
});

describe('a tab shown again (docs/behaviour.md, "Session")', () => {
  it('does not validate after a short absence', async () => {
    stop = startSessionUpkeep();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(VALIDATE_AFTER_HIDDEN_MS - 1000);
    setVisibility('visible');
    await settle();
    expect(calls).toEqual([]);
  });

  it('validates its token after 5 minutes hidden, then renews it when due', async () => {
    stop = startSessionUpkeep();
    setVisibility('hidden');
    // Hidden for 12 hours (the clock moves, no timer fires, as in a throttled background tab).
    vi.setSystemTime(Date.now() + TOKEN_RENEW_AGE_MS);
    setVisibility('visible');
    await settle();
    expect(calls).toEqual([
      { path: sessionPaths.validate, body: { token: OLD }, token: OLD },
      { path: sessionPaths.replaceToken, body: {}, token: OLD },
    ]);
    expect(sessionStore.token).toBe(FRESH);
  });

  it('sends an invalid token through the session-invalid path, and does not renew it', async () => {
    handlers[sessionPaths.validate] = () => ({ code: 603, msg: 'Please sign in again.', data: null });
    stop = startSessionUpkeep();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(VALIDATE_AFTER_HIDDEN_MS);
    setVisibility('visible');
    await settle();
    expect(calls.map((call) => call.path)).toEqual([sessionPaths.validate]);
    expect(sessionStore.token).toBeUndefined();
    expect(sessionStore.expired).toBe(true);
  });

  it('stops listening once stopped', async () => {
    stop = startSessionUpkeep();
    stop();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(VALIDATE_AFTER_HIDDEN_MS + TOKEN_RENEW_AGE_MS);
    setVisibility('visible');
    await settle();
    expect(calls).toEqual([]);
  });
});
