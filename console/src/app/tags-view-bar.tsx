import { TagBar } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useT } from '../i18n';
import { closeViews, tagsViewStore, VIEW_KEY_PARAMS, type VisitedView } from '../stores/tags-view';
import { useViewTitles } from './views';

/** The address that reopens a view. */
function hrefOf(view: Pick<VisitedView, 'path' | 'search'>): string {
  return view.search ? `${view.path}?${view.search}` : view.path;
}

/** The tag's text: the view's title, then its `sku`, `proCode` or `reportId`, so item and report tags differ. */
function tagLabel(title: string, search: string): string {
  const params = new URLSearchParams(search);
  const item = VIEW_KEY_PARAMS.map((name) => params.get(name)).filter(Boolean);
  return [title, ...item].join(' · ');
}

/**
 * The tag bar of visited views (docs/behaviour.md, "Tag bar"; docs/architecture.md, "Tag bar"): activates a view by
 * navigating to it; closing the active tag goes to the last remaining tag, or to the root when
 * none remains.
 */
export default function TagsViewBar({ activeKey }: { activeKey: string | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { visitedViews } = useSnapshot(tagsViewStore);
  const titleOf = useViewTitles();
  return (
    <TagBar
      id="tags"
      label={t('tags.label')}
      labels={{
        menu: t('tags.menu'),
        closeThis: t('tags.closeThis'),
        closeOthers: t('tags.closeOthers'),
        closeAll: t('tags.closeAll'),
      }}
      closeLabel={(label) => t('tags.close', { label })}
      items={visitedViews.map((view) => ({
        key: view.key,
        label: tagLabel(titleOf(view.path) ?? view.label, view.search),
      }))}
      activeKey={activeKey}
      onActivate={(key) => {
        const view = visitedViews.find((entry) => entry.key === key);
        if (view) navigate(hrefOf(view));
      }}
      onClose={(keys) => {
        const next = closeViews(keys, activeKey);
        if (activeKey !== null && keys.includes(activeKey)) navigate(next ? hrefOf(next) : paths.root.href());
      }}
    />
  );
}
