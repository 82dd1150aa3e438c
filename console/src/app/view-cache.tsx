import { tagBarPanelId, tagBarTabId } from '@workbench/design-system';
import { Activity, useEffect, type ReactNode } from 'react';
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
 * unmounts it. Each view is the `tabpanel` of its tag (APG tabs). Records each visit as a tag.
 */
export function ViewCache({ allowed, children }: { allowed: AllowedView | null; children: ReactNode }) {
  const { visitedViews } = useSnapshot(tagsViewStore);
  const title = useViewTitles()(allowed?.path ?? '');

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
  // Keyed by view key, so a view that changes places or visibility is never remounted.
  const panels: Pick<VisitedView, 'key' | 'path' | 'search'>[] = [
    ...visitedViews.filter((view) => !view.noCache && view.key !== allowed.key),
    allowed,
  ];

  return panels.map((view) => {
    const active = view.key === allowed.key;
    return (
      <Activity key={view.key} mode={active ? 'visible' : 'hidden'}>
        <div role="tabpanel" id={tagBarPanelId(view.key)} aria-labelledby={tagBarTabId(view.key)}>
          <FrozenRouter path={view.path} search={active ? allowed.search : view.search}>
            {children}
          </FrozenRouter>
        </div>
      </Activity>
    );
  });
}
