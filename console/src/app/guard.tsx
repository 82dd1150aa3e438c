import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { getRouters, type MenuEntry } from '../api/menus';
import { checkSession, exchangeItemKey, getSsoUrl, SSO_INVALID, SSO_OK } from '../api/sign-on';
import { OPEN_PATHS, paths, PERSONAL_PATHS, portalHref, PUBLIC_PATHS, ROUTER_BASE } from '../config/paths';
import { useT } from '../i18n';
import { safeRedirect } from '../lib/safe-redirect';
import { notify } from '../stores/feedback';
import { settingsStore } from '../stores/settings';
import {
  ensureAppId,
  forgetToken,
  refreshRoutes,
  sessionStore,
  setRoutes,
  signIn,
  type PermittedRoute,
} from '../stores/session';
import { closeViews, forgetClosedViews, tagsViewStore, viewKey } from '../stores/tags-view';
import { leavePage } from '../lib/leave-page';

/** What the authentication check decided (docs/behaviour.md, "Sign-on"). */
type AuthOutcome =
  /** Render the page (after replacing the address, when `replace` is set). */
  | { kind: 'proceed'; replace?: string }
  /** Leave the console for another address (sign-on page, portal). */
  | { kind: 'leave'; href: string };

/** Accepts only http(s) addresses from the sign-on service, never `javascript:` and the like. */
function isNavigable(address: unknown): address is string {
  if (typeof address !== 'string' || !address) return false;
  try {
    const url = new URL(address, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Asks for the sign-on address that returns to `redirectUrl`, and leaves for it. */
async function signOnRedirect(redirectUrl: string): Promise<AuthOutcome> {
  const answer = await getSsoUrl(redirectUrl);
  if (answer.code === SSO_OK && isNavigable(answer.data)) return { kind: 'leave', href: answer.data };
  throw new Error('no sign-on address');
}

/**
 * The authentication check of docs/behaviour.md, "Sign-on", run when the console loads and whenever the token
 * is cleared: exchanges an `itemKey` (and removes it from the address), checks an existing
 * session, or sends a visitor without credential to the sign-on page. Any failure leaves for
 * `/store/index?errCode=-2`.
 */
async function authenticate(): Promise<AuthOutcome> {
  const url = new URL(window.location.href);
  const query = url.searchParams;
  const path = url.pathname.startsWith(ROUTER_BASE) ? url.pathname.slice(ROUTER_BASE.length) || '/' : url.pathname;
  const redirectTarget = safeRedirect(query.get('redirectUrl'));
  try {
    const itemKey = query.get('itemKey');
    if (itemKey) {
      const answer = await exchangeItemKey(itemKey);
      if (answer.code === SSO_OK && typeof answer.data === 'string' && answer.data) signIn(answer.data);
      query.delete('itemKey');
      const cleaned = `${url.pathname}${query.size ? `?${query}` : ''}${url.hash}`;
      if (sessionStore.token) return { kind: 'proceed', replace: redirectTarget ?? cleaned };
      window.history.replaceState(null, '', cleaned);
    }
    const token = sessionStore.token;
    if (token) {
      let valid: boolean;
      try {
        valid = (await checkSession(token)).code !== SSO_INVALID;
      } catch {
        return await signOnRedirect(window.location.href);
      }
      if (!valid) {
        forgetToken();
        return await signOnRedirect(window.location.href);
      }
      return redirectTarget ? { kind: 'proceed', replace: redirectTarget } : { kind: 'proceed' };
    }
    if (PUBLIC_PATHS.includes(path)) return { kind: 'proceed' };
    const errCode = query.get('errCode');
    if (errCode) return { kind: 'leave', href: portalHref(errCode) };
    return await signOnRedirect(window.location.href);
  } catch {
    return { kind: 'leave', href: portalHref('-2') };
  }
}

/**
 * How long the first render waits for the first view's calls after its code has come, in ms
 * (docs/architecture.md, "Stable work bench").
 */
export const FIRST_CALLS_WAIT_MS = 300;

/** What the page's first view needs, started by {@link AuthGate} at its first check. */
export interface FirstViewPreload {
  /**
   * Starts loading the code of the shell and of the view, while the session check runs; the
   * promise settles (never rejects) once it is there or has failed, and the gate waits for it.
   */
  code: () => Promise<unknown>;
  /** Starts the view's first calls, once the check has passed; settles (never rejects) once they have answered. */
  calls: () => Promise<void>;
}

/**
 * One authentication check under way: its outcome and, for a page with a token, the first view's
 * code (loading meanwhile) and calls (sent the moment the check lets the page through).
 */
interface CheckRun {
  preload: FirstViewPreload | undefined;
  code: Promise<unknown> | undefined;
  checked: Promise<{ outcome: AuthOutcome; calls?: Promise<void> }>;
}

/** Sends the check; with `preload`, also loads the first view's code and, once through, sends its calls. */
function beginCheck(preload: FirstViewPreload | undefined): CheckRun {
  const checked = authenticate().then((outcome) => {
    if (outcome.kind === 'leave') return { outcome };
    // The first view is read from the address, so the address is final before its calls go.
    if (outcome.replace) window.history.replaceState(null, '', outcome.replace);
    return { outcome, calls: sessionStore.token ? preload?.calls() : undefined };
  });
  return { preload, checked, code: sessionStore.token ? preload?.code() : undefined };
}

/** The page's first check, begun by {@link startFirstCheck} before the first render. */
let started: CheckRun | undefined;

/**
 * Sends the page's first authentication check as the entry runs, with the first view's code and,
 * as soon as the check has passed, its calls; the {@link AuthGate} given the same `preload` takes
 * the check over. Begun from the gate's first effect instead, the check left only once the entry
 * had rendered, and the calls once the gate had rendered again after the answer
 * (docs/architecture.md, "Stable work bench").
 */
export function startFirstCheck(preload: FirstViewPreload): void {
  started = beginCheck(preload);
}

/**
 * Holds the console until the authentication check of docs/behaviour.md, "Sign-on" lets it
 * through, and runs the check again when the server declares the session invalid (codes 603 and
 * 700, docs/behaviour.md, "Session"). At the page's first check with a token, `preload` starts
 * what the first view needs meanwhile (docs/architecture.md, "Stable work bench").
 */
export function AuthGate({ children, preload }: { children: ReactNode; preload?: FirstViewPreload }) {
  const { expired } = useSnapshot(sessionStore);
  const [ready, setReady] = useState(false);
  // Only the page's first check: a later one (after an expired session) finds the view rendered.
  const preloading = useRef(preload);
  const t = useT();

  useEffect(() => {
    let cancelled = false;
    // The check's request goes out first: over HTTP/1.1 six requests to one origin run at once,
    // and the check queued behind the code's chunks held the first view back.
    // Only the page's first check is taken over (under StrictMode's second run of this effect, the
    // same run again); a check after an expired session is sent afresh.
    const first = preloading.current;
    const run = first && started?.preload === first ? started : beginCheck(first);
    started = run;
    void run.checked.then(async ({ outcome, calls }) => {
      if (cancelled) return;
      started = undefined;
      preloading.current = undefined;
      if (outcome.kind === 'leave') {
        leavePage(outcome.href);
        return;
      }
      // With the code there, the shell and the view render without a fallback in between; with
      // the first answers there too, in their first render, rather than once per answer after it
      // (each a render of its own that React cannot split). A slow call holds them back
      // FIRST_CALLS_WAIT_MS at most; its part then shows its loading state.
      await run.code;
      if (calls) await Promise.race([calls, new Promise((resolve) => window.setTimeout(resolve, FIRST_CALLS_WAIT_MS))]);
      // A transition: React renders them in slices of a few ms between which the browser may paint
      // and take input, rather than in one long task (Total Blocking Time).
      if (!cancelled) startTransition(() => setReady(true));
    });
    return () => {
      cancelled = true;
    };
  }, [expired]);

  if (!ready) {
    return (
      <p role="status" className="p-8 text-muted-foreground">
        {t('guard.loading')}
      </p>
    );
  }
  return children;
}

/** Flattens a menu tree into the routes it permits (entries of type `out` are links, not routes). */
export function toPermittedRoutes(entries: readonly MenuEntry[]): PermittedRoute[] {
  return entries.flatMap((entry) => [
    ...(entry.type === 'out'
      ? []
      : [
          {
            code: entry.code,
            url: entry.url,
            name: entry.name,
            icon: entry.icon ?? null,
            hiddenFlag: entry.hiddenFlag ?? null,
            menuTips: entry.menuTips ?? null,
          },
        ]),
    ...toPermittedRoutes(entry.children ?? []),
  ]);
}

/** Whether `path` is a fixed route, which opens and is named without the permitted routes. */
function isFixedPath(path: string): boolean {
  return OPEN_PATHS.includes(path) || PERSONAL_PATHS.includes(path);
}

/**
 * Keeps the permitted routes in the interface language, so the names they give views (headings,
 * tags, breadcrumbs) follow it without a reload (docs/behaviour.md, "Tag bar"): once the guard has
 * let a first view through, routes in another language are fetched again, and so are routes not
 * fetched yet while a tag names a runtime view (tags restored on a reload of the work bench, which
 * needs no routes itself). Through the guard's own fetch, so tags of views the account may no
 * longer open are closed with it.
 */
function useRoutesInLanguage(ready: boolean): void {
  const { language } = useSnapshot(settingsStore);
  const { routes, routesLanguage } = useSnapshot(sessionStore);
  const { visitedViews } = useSnapshot(tagsViewStore);
  const wanted = routes !== null || visitedViews.some((view) => !isFixedPath(view.path));
  useEffect(() => {
    if (ready && wanted && routesLanguage !== language) refreshRoutes();
  }, [ready, wanted, routesLanguage, language]);
}

/** What the route guard decided for one path (docs/behaviour.md, "Route guard"). */
type RouteDecision = { kind: 'proceed' } | { kind: 'redirect'; to: string; warn: boolean };

/**
 * The route guard of docs/behaviour.md, "Route guard": open pages and the personal pages (`/people_basic_info`,
 * `/updateIdCard`: {@link PERSONAL_PATHS}) proceed; otherwise the permitted routes are fetched
 * once (storing app id 1 when none is stored; again after access changed) and a permitted path
 * proceeds; any other path, every one when the routes are empty, warns "您没有该应用权限" and goes
 * to the work bench.
 */
async function authorize(path: string, refetch: boolean): Promise<RouteDecision> {
  if (path === paths.root.path) return { kind: 'redirect', to: paths.index.href(), warn: false };
  if (refetch) await fetchRoutes();
  if (isFixedPath(path)) return { kind: 'proceed' };
  const routes = sessionStore.routes ?? (await fetchRoutes());
  if (isPermitted(path, routes)) return { kind: 'proceed' };
  return { kind: 'redirect', to: paths.index.href(), warn: true };
}

/** Fetches the permitted routes in the interface language and keeps them. */
async function fetchRoutes(): Promise<PermittedRoute[]> {
  const language = settingsStore.language;
  const routes = toPermittedRoutes(await getRouters(ensureAppId()));
  setRoutes(routes, language);
  return routes;
}

/** Whether `path` opens for an account with `routes`: open and personal pages, and its routes. */
function isPermitted(path: string, routes: readonly PermittedRoute[]): boolean {
  return isFixedPath(path) || routes.some((route) => `/${route.code}` === path);
}

/**
 * Closes the tags of views the routes no longer permit (access changed while they were open, or
 * tags restored from an earlier visit), keeping `activeKey` when it stays, and forgets such views
 * on the reopen stack; silently, as docs/behaviour.md, "Tag bar" says.
 */
function closeForbiddenViews(routes: readonly PermittedRoute[], activeKey: string): void {
  const forbidden = tagsViewStore.visitedViews.filter((view) => !isPermitted(view.path, routes));
  if (forbidden.length > 0)
    closeViews(
      forbidden.map((view) => view.key),
      activeKey,
      { reopenable: false },
    );
  forgetClosedViews((view) => isPermitted(view.path, routes));
}

/** The address the route guard last let through: the view on screen. */
export interface AllowedView {
  /** The view key (path plus `sku`, `proCode` and `reportId`, docs/architecture.md, "View cache"). */
  key: string;
  path: string;
  /** Query string without `?`. */
  search: string;
}

/**
 * Runs the route guard before every navigation inside the shell (docs/architecture.md, "Routing") and
 * hands its children the last address it let through, so the view on screen stays while the
 * next one is checked and a refused address never renders. A list's page, size, sort and
 * filters live in its view's address (`components/resource/use-list-params.ts`), so each
 * navigation starts a list from what its address says, and back and reload restore it.
 */
export function RouteGuard({ children }: { children: (allowed: AllowedView | null) => ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [allowed, setAllowed] = useState<AllowedView | null>(null);
  const { routesVersion } = useSnapshot(sessionStore);
  const checkedVersion = useRef(routesVersion);
  useRoutesInLanguage(allowed !== null);

  useEffect(() => {
    let cancelled = false;
    // After an "access changed" push or a language switch the routes are fetched again.
    const refetch = checkedVersion.current !== routesVersion;
    checkedVersion.current = routesVersion;
    authorize(location, refetch)
      .then((decision) => {
        if (cancelled) return;
        if (sessionStore.routes) closeForbiddenViews(sessionStore.routes, viewKey(location, search));
        if (decision.kind === 'proceed') {
          setAllowed({ key: viewKey(location, search), path: location, search });
          return;
        }
        if (decision.warn) notify({ tone: 'warning', key: 'feedback.noPermission' });
        navigate(decision.to, { replace: true });
      })
      .catch(() => {
        // The API client has already shown the failure; the work bench stays reachable.
        if (!cancelled && location !== paths.index.path) navigate(paths.index.href(), { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [location, search, navigate, routesVersion]);

  return children(allowed);
}
