import { tagBarPanelId, tagBarTabId } from '@workbench/design-system';
import { Activity, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, useSWRConfig, type Middleware } from 'swr';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { ROUTER_BASE } from '../config/paths';
import { tagsViewStore, visitView, type VisitedView } from '../stores/tags-view';
import type { AllowedView } from './guard';
import { FIXED_VIEWS } from './views';

/**
 * Gives a view its own address: a cached view keeps rendering the address it was left at, not
 * the address on screen, so hidden views never see another view's path or query.
 */
function FrozenRouter({ path, search, children }: { path: string; search: string; children: ReactNode }) {
  return (
    <Router base={ROUTER_BASE} hook={() => [`${ROUTER_BASE}${path}`, browserNavigate]} searchHook={() => search}>
      {children}
    </Router>
  );
}

/** Whether the route at `path` is marked `noCache` (docs/behaviour.md, "View cache"). */
function isNoCache(path: string): boolean {
  return FIXED_VIEWS.some((view) => view.path === path && view.noCache);
}

/**
 * Records the SWR key of every call the screens of one view make, so "refresh" can fetch exactly
 * that view's data again.
 */
function recordKeys(keys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (key !== null && key !== undefined && key !== false) keys.add(unstable_serialize(key));
    return useSWRNext(key, fetcher, config);
  };
}

/** One view's panel: its own SWR key record around its routes. */
function ViewPanel({ keys, children }: { keys: Set<string>; children: ReactNode }) {
  const config = useMemo(() => ({ use: [recordKeys(keys)] }), [keys]);
  return <SWRConfig value={config}>{children}</SWRConfig>;
}

/**
 * The view cache (keep-alive) (docs/architecture.md, "View cache"): every visited view that is not
 * `noCache` stays mounted under React `<Activity mode="hidden">`, keyed by its view key (path plus
 * `sku`, `proCode` and `reportId`), so its state, scroll and form input survive a tag switch; closing its tag
 * keeps it mounted, hidden, while it is on the reopen stack (the last 10 closed views,
 * docs/behaviour.md, "Keyboard"), and unmounts it when it falls off. Each view is the `tabpanel` of its tag (APG tabs).
 * Records each visit as a tag. A refreshed view (the tag menu's "refresh", docs/behaviour.md, "Tag
 * bar") mounts afresh, its panel being keyed by the refresh count, and every call its screens made
 * is fetched again.
 */
export function ViewCache({ allowed, children }: { allowed: AllowedView | null; children: ReactNode }) {
  const { visitedViews, closedViews, refreshes } = useSnapshot(tagsViewStore);
  const { mutate } = useSWRConfig();
  // The view keys rendered so far on this page.
  const mounted = useRef(new Set<string>());
  // The SWR keys of the calls each view made, by view key.
  const swrKeys = useRef(new Map<string, Set<string>>());
  // The refresh count each view was last fetched again at.
  const refreshed = useRef<Record<string, number>>({});

  useEffect(() => {
    if (!allowed) return;
    visitView({ path: allowed.path, search: allowed.search, noCache: isNoCache(allowed.path) });
  }, [allowed]);

  useEffect(() => {
    for (const [key, count] of Object.entries(refreshes)) {
      if (refreshed.current[key] === count) continue;
      refreshed.current[key] = count;
      const keys = swrKeys.current.get(key);
      // Fetched again even within SWR's deduplication interval; a failure shows its own message.
      if (keys?.size) void mutate((swrKey) => keys.has(unstable_serialize(swrKey))).catch(() => undefined);
    }
  }, [refreshes, mutate]);

  const keysOf = (key: string) => {
    let keys = swrKeys.current.get(key);
    if (!keys) swrKeys.current.set(key, (keys = new Set()));
    return keys;
  };

  if (!allowed) return null;
  // Keyed by view key, so a view that changes places or visibility (closed, then reopened) is
  // never remounted.
  const cached = (view: VisitedView) => !view.noCache && view.key !== allowed.key;
  const open = new Set(visitedViews.map((view) => view.key));
  const panels: Pick<VisitedView, 'key' | 'path' | 'search'>[] = [
    // Only views that have state on this page: one closed before a reload starts afresh anyway.
    ...closedViews.filter((view) => cached(view) && mounted.current.has(view.key)),
    ...visitedViews.filter(cached),
    allowed,
  ];
  for (const view of panels) mounted.current.add(view.key);

  return panels.map((view) => {
    const active = view.key === allowed.key;
    // A closed view kept for reopening has no tag, so it is no tab panel meanwhile.
    const tab = active || open.has(view.key);
    return (
      <Activity key={`${view.key}#${refreshes[view.key] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
        <div
          role={tab ? 'tabpanel' : undefined}
          id={tab ? tagBarPanelId(view.key) : undefined}
          aria-labelledby={tab ? tagBarTabId(view.key) : undefined}
        >
          <ViewPanel keys={keysOf(view.key)}>
            <FrozenRouter path={view.path} search={active ? allowed.search : view.search}>
              {children}
            </FrozenRouter>
          </ViewPanel>
        </div>
      </Activity>
    );
  });
}
