import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { useT, type MessageKey } from '../i18n';
import { warnOnce } from '../lib/warn-once';
import { sessionStore } from '../stores/session';
import { FeedbackRegion } from './feedback-region';
import { AuthGate, RouteGuard } from './guard';
import { screenFor } from './screen-registry';

const LoginScreen = lazy(() => import('../features/auth/screens/login-screen'));
const Shell = lazy(() => import('../features/shell/components/shell'));
const WorkbenchScreen = lazy(() => import('../features/workbench/screens/workbench-screen'));
const PlaceholderScreen = lazy(() => import('../features/placeholder/screens/placeholder-screen'));
const NotFoundScreen = lazy(() => import('../features/placeholder/screens/not-found-screen'));

function Loading() {
  const t = useT();
  return (
    <p role="status" className="p-8 text-muted-foreground">
      {t('state.loading')}
    </p>
  );
}

/** Fixed routes of spec section 2 whose screens are not built yet. */
const FIXED_PLACEHOLDERS: { path: string; title: MessageKey }[] = [
  { path: paths.padIndex.path, title: 'route.padIndex' },
  { path: paths.document.path, title: 'route.document' },
  { path: paths.supplyChain.path, title: 'route.supplyChain' },
  { path: paths.updateIdCard.path, title: 'route.updateIdCard' },
  { path: paths.peopleBasicInfo.path, title: 'route.peopleBasicInfo' },
  { path: paths.delayTicket.path, title: 'route.delayTicket' },
  { path: paths.mroIndex.path, title: 'route.mroIndex' },
];

/** A runtime route (spec section 2): `code` is the path, `url` picks the registry screen. */
function RuntimeRoute({ code }: { code: string }) {
  const { routes } = useSnapshot(sessionStore);
  const route = routes?.find((entry) => entry.code === code);
  const Screen = route ? screenFor(route.url) : undefined;
  if (route && !Screen)
    warnOnce(`menu: "${route.code}" names the screen "${route.url}", which the registry does not have`);
  if (!route || !Screen) return <NotFoundScreen />;
  return <Screen title={route.name} />;
}

function MainRoutes() {
  const t = useT();
  return (
    <Switch>
      <Route path={paths.index.path} component={WorkbenchScreen} />
      {FIXED_PLACEHOLDERS.map(({ path, title }) => (
        <Route key={path} path={path}>
          <PlaceholderScreen title={t(title)} />
        </Route>
      ))}
      <Route path="/:code">{({ code }) => <RuntimeRoute code={code} />}</Route>
      <Route component={NotFoundScreen} />
    </Switch>
  );
}

/**
 * The route table: the sign-in pages stand alone; every other page sits in the shell behind the
 * route guard (spec section 2; ARCHITECTURE decision 5).
 */
export function AppRoutes() {
  return (
    <>
      <FeedbackRegion />
      <AuthGate>
        <Suspense fallback={<Loading />}>
          <Switch>
            <Route path={paths.login.path} component={LoginScreen} />
            <Route path={paths.login2.path} component={LoginScreen} />
            <Route>
              <Shell>
                <RouteGuard>
                  <Suspense fallback={<Loading />}>
                    <MainRoutes />
                  </Suspense>
                </RouteGuard>
              </Shell>
            </Route>
          </Switch>
        </Suspense>
      </AuthGate>
    </>
  );
}
