import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { warnOnce } from '../lib/warn-once';
import { sessionStore } from '../stores/session';
import { screenFor } from './screen-registry';

const NotFoundScreen = lazy(() => import('../features/placeholder/screens/not-found-screen'));

/** A runtime route (docs/behaviour.md, "Routes"): `code` is the path, `url` picks the registry screen. */
export default function RuntimeRoute({ code }: { code: string }) {
  const { routes } = useSnapshot(sessionStore);
  const route = routes?.find((entry) => entry.code === code);
  const Screen = route ? screenFor(route.url) : undefined;
  if (route && !Screen)
    warnOnce(`menu: "${route.code}" names the screen "${route.url}", which the registry does not have`);
  if (!route || !Screen) return <NotFoundScreen />;
  return <Screen title={route.name} />;
}
