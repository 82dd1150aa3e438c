import { ToastRegion } from '@workbench/design-system';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSnapshot } from 'valtio';
import { Route, Switch } from 'wouter';
import { ScreenBoundary } from '../components/screen-boundary';
import { useT } from '../i18n';
import { ensureAppId, sessionStore } from '../stores/session';
import { preloadLeftMenuList } from '../api/menus';
import { paths, ROUTER_BASE } from '../config/paths';
import { BreadcrumbBar } from './breadcrumb-bar';
import { AuthGate, RouteGuard, type FirstViewPreload } from './guard';
import { KeyboardShortcuts } from './keyboard';
import { ViewCache } from './view-cache';
import { useIdleShown } from '../lib/idle';
import { preloadable } from '../lib/preloadable';
import { ViewNamesProvider } from './view-names';
import { useSessionUpkeep } from './session-upkeep';
import { FIXED_VIEWS, fixedViewAt } from './views';

const Shell = preloadable(() => import('../features/shell/components/shell'));
// Supplier registration: public, outside the shell (docs/behaviour.md, "Routes").
const RegisterScreen = lazy(() => import('../features/register/screens/register-screen'));
const NotFoundScreen = lazy(() => import('../features/placeholder/screens/not-found-screen'));
// With the screen registry: loaded at the first runtime route, not before the first render.
const RuntimeRoute = lazy(() => import('./runtime-route'));
// Part of every signed-in page: loaded with the shell (FIRST_VIEW), so it does not suspend it.
const TagsViewBar = preloadable(() => import('./tags-view-bar'));
// Also on every signed-in page, but not what the first view is for: loaded, with their calls and
// the live socket, at the browser's first idle moment after it (docs/architecture.md, "Work bench").
const MessagesCenter = lazy(() => import('../features/messages/components/messages-center'));
const AnnouncementBanner = lazy(() => import('../features/messages/components/announcement-banner'));

/**
 * The top bar's live status and messages button, loaded once signed in and the browser is idle,
 * and unmounted when the token goes (logout, expired session), which stops the live socket.
 */
function TopBarMessages() {
  const { token } = useSnapshot(sessionStore);
  const idle = useIdleShown();
  if (!token || !idle) return null;
  // Without its code the top bar simply lacks the live status; the error is logged.
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error('messages centre failed:', error)}>
      <Suspense fallback={null}>
        <MessagesCenter token={token} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The announcement banner at the top of the shell, loaded once signed in and the browser is idle. */
function ShellAnnouncements() {
  const { token } = useSnapshot(sessionStore);
  const idle = useIdleShown();
  if (!token || !idle) return null;
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.error('announcement banner failed:', error)}>
      <Suspense fallback={null}>
        <AnnouncementBanner />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The message feedback of docs/behaviour.md, "Error messages": the design system's toast region, named in the current language. */
function MessageRegion() {
  const t = useT();
  return <ToastRegion label={t('feedback.region')} closeLabel={t('feedback.dismiss')} />;
}

function Loading() {
  const t = useT();
  return (
    <p role="status" className="p-8 text-muted-foreground">
      {t('state.loading')}
    </p>
  );
}

/** The fixed view the address opens on (the root opens the work bench), if it is one. */
function firstView() {
  const { pathname } = window.location;
  const path = pathname.startsWith(ROUTER_BASE) ? pathname.slice(ROUTER_BASE.length) || '/' : pathname;
  return fixedViewAt(path === paths.root.path ? paths.index.path : path);
}

/**
 * What a signed-in visit needs first (docs/architecture.md, "Stable work bench"): the shell's
 * code and the first view's, while the session check runs, then the menu tree and the view's
 * first calls. A chunk that fails to load here is tried again, and reported, where it is rendered.
 */
export const FIRST_VIEW: FirstViewPreload = {
  code: () => Promise.all([Shell.load(), TagsViewBar.load(), firstView()?.preload?.code()]).catch(() => undefined),
  calls: async () => {
    await Promise.all([preloadLeftMenuList(ensureAppId()), firstView()?.preload?.calls()]);
  },
};

/** The routes of one view panel; each cached panel renders them at its own frozen address. */
function MainRoutes() {
  const t = useT();
  return (
    <ScreenBoundary>
      <Suspense fallback={<Loading />}>
        <Switch>
          {FIXED_VIEWS.map(({ path, title, screen: Screen }) => (
            <Route key={path} path={path}>
              <Screen title={t(title)} />
            </Route>
          ))}
          <Route path="/:code">{({ code }) => <RuntimeRoute code={code} />}</Route>
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * The route table: the sign-in pages stand alone; every other page sits in the shell behind the
 * route guard, in the view cache (docs/behaviour.md, "Routes"; docs/architecture.md, "View cache").
 * The token is kept alive meanwhile (`useSessionUpkeep`, docs/behaviour.md, "Session").
 */
export function AppRoutes() {
  useSessionUpkeep();
  return (
    <>
      <MessageRegion />
      <AuthGate preload={FIRST_VIEW}>
        <Suspense fallback={<Loading />}>
          <Switch>
            <Route path={paths.register.path}>
              <RegisterScreen />
            </Route>
            <Route>
              <RouteGuard>
                {(allowed) => (
                  <ViewNamesProvider>
                    <KeyboardShortcuts />
                    <Shell
                      tagBar={<TagsViewBar activeKey={allowed?.key ?? null} />}
                      breadcrumb={allowed ? <BreadcrumbBar path={allowed.path} /> : null}
                      topBarExtras={<TopBarMessages />}
                      banner={<ShellAnnouncements />}
                    >
                      <ViewCache allowed={allowed}>
                        <MainRoutes />
                      </ViewCache>
                    </Shell>
                  </ViewNamesProvider>
                )}
              </RouteGuard>
            </Route>
          </Switch>
        </Suspense>
      </AuthGate>
    </>
  );
}
