import { tagBarPanelId, tagBarTabId } from '@workbench/design-system';
import { Activity, useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { ROUTER_BASE } from '../config/paths';
import { tagsViewStore, visitView, type VisitedView } from '../stores/tags-view';
import type { AllowedView } from './guard';
import { FIXED_VIEWS, useViewTitles } from './views';

/**
 * Gives a view its own address: a cached view keeps rendering the route it was opened at, not
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
 * The view cache (keep-alive) (docs/architecture.md, "View cache"): every visited view that is not
 * `noCache` stays mounted under React `<Activity mode="hidden">`, keyed by its view key (path plus
 * `sku`, `proCode` and `reportId`), so its state, scroll and form input survive a tag switch; closing its tag
 * keeps it mounted, hidden, while it is on the reopen stack (the last 10 closed views,
 * docs/behaviour.md, "Keyboard"), and unmounts it when it falls off. Each view is the `tabpanel` of its tag (APG tabs). Records each visit as a tag.
 */
export function ViewCache({ allowed, children }: { allowed: AllowedView | null; children: ReactNode }) {
  const { visitedViews, closedViews } = useSnapshot(tagsViewStore);
  const title = useViewTitles()(allowed?.path ?? '');
  // The view keys rendered so far on this page.
  const mounted = useRef(new Set<string>());

  useEffect(() => {
    if (!allowed) return;
    visitView({
      key: allowed.key,
      path: allowed.path,
      search: allowed.search,
      label: title ?? allowed.path,
      noCache: isNoCache(allowed.path),
    });
  }, [allowed, title]);

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
      <Activity key={view.key} mode={active ? 'visible' : 'hidden'}>
        <div
          role={tab ? 'tabpanel' : undefined}
          id={tab ? tagBarPanelId(view.key) : undefined}
          aria-labelledby={tab ? tagBarTabId(view.key) : undefined}
        >
          <FrozenRouter path={view.path} search={active ? allowed.search : view.search}>
            {children}
          </FrozenRouter>
        </div>
      </Activity>
    );
  });
}
