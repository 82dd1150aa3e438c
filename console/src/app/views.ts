import { lazy, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { paths } from '../config/paths';
import { preloadWorkbenchCalls } from '../features/workbench/api/first-calls';
import { useT, type MessageKey } from '../i18n';
import { preloadable } from '../lib/preloadable';
import { sessionStore, type PermittedRoute } from '../stores/session';
import type { ScreenProps } from './screen-registry';

/**
 * A fixed route of docs/behaviour.md, "Routes" inside the shell: its title, its screen (which gets
 * the title in the current language), and whether it is never cached.
 */
export interface FixedView {
  path: string;
  title: MessageKey;
  screen: ComponentType<ScreenProps>;
  noCache?: boolean;
  /**
   * What to start when a visit opens on this view, before the shell has rendered: `code` loads
   * the screen's code (a {@link preloadable} `screen`, which then renders without suspending),
   * `calls` starts its first calls once the session check has passed (`preloadApi`), settling
   * (never rejecting) once they have answered. Only for the view a signed-in person lands on most.
   */
  preload?: { code: () => Promise<unknown>; calls: () => Promise<void> };
}

const workbenchScreen = preloadable(() => import('../features/workbench/screens/workbench-screen'));

/** The fixed routes of docs/behaviour.md, "Routes" that sit in the shell. */
export const FIXED_VIEWS: readonly FixedView[] = [
  {
    path: paths.index.path,
    title: 'workbench.title',
    screen: workbenchScreen,
    preload: { code: workbenchScreen.load, calls: preloadWorkbenchCalls },
  },
  {
    path: paths.padIndex.path,
    title: 'route.padIndex',
    screen: lazy(() => import('../features/workbench/screens/pad-workbench-screen')),
  },
  {
    path: paths.document.path,
    title: 'route.document',
    screen: lazy(() => import('../features/documents/screens/documents-screen')),
  },
  {
    path: paths.supplyChain.path,
    title: 'route.supplyChain',
    screen: lazy(() => import('../features/supply-chain/screens/supply-chain-screen')),
  },
  {
    path: paths.updateIdCard.path,
    title: 'route.updateIdCard',
    screen: lazy(() => import('../features/id-card/screens/id-card-screen')),
  },
  {
    path: paths.peopleBasicInfo.path,
    title: 'route.peopleBasicInfo',
    screen: lazy(() => import('../features/personal-info/screens/personal-info-screen')),
    noCache: true,
  },
  {
    path: paths.delayTicket.path,
    title: 'route.delayTicket',
    screen: lazy(() => import('../features/delay-ticket/screens/delay-ticket-screen')),
    noCache: true,
  },
  {
    path: paths.mroIndex.path,
    title: 'route.mroIndex',
    screen: lazy(() => import('../features/workbench/screens/mro-workbench-screen')),
  },
  {
    path: paths.help.path,
    title: 'route.help',
    screen: lazy(() => import('../features/help/screens/help-screen')),
  },
];

/**
 * The title of the view at `path`, in the current language: a fixed route's catalogue entry, a
 * runtime route's menu name, or `undefined` for an address no route answers.
 */
export function viewTitle(
  path: string,
  t: (key: MessageKey) => string,
  routes: readonly PermittedRoute[] | null,
): string | undefined {
  const fixed = FIXED_VIEWS.find((view) => view.path === path);
  if (fixed) return t(fixed.title);
  return routes?.find((route) => `/${route.code}` === path)?.name;
}

/** {@link viewTitle} bound to the current language and routes. */
export function useViewTitles(): (path: string) => string | undefined {
  const t = useT();
  const { routes } = useSnapshot(sessionStore);
  return (path) => viewTitle(path, t, routes);
}

/** The fixed view at `path` (a console path such as `/index`), if it is one. */
export function fixedViewAt(path: string): FixedView | undefined {
  return FIXED_VIEWS.find((view) => view.path === path);
}
