import { TagBar, type TagBarItem } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useT } from '../i18n';
import { closeViews, refreshView, tagsViewStore, viewHref } from '../stores/tags-view';
import { useViewNames } from './view-names';

/**
 * The tag bar of visited views (docs/behaviour.md, "Tag bar"; docs/architecture.md, "Tag bar"):
 * the work bench tag first and fixed; activates a view by navigating to it; closing the active
 * tag goes to the tag the menu acted on, else the last remaining tag; "refresh" opens the view
 * and mounts it afresh with its data fetched again. Each tag is named in the current language
 * ({@link useViewNames}); a runtime view's tag shows once the routes that name it are known.
 */
export default function TagsViewBar({ activeKey }: { activeKey: string | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { visitedViews } = useSnapshot(tagsViewStore);
  const nameOf = useViewNames();
  const items = visitedViews.flatMap((view): TagBarItem[] => {
    const label = nameOf(view);
    return label === undefined ? [] : [{ key: view.key, label, closable: view.closable }];
  });
  const open = (key: string) => {
    const view = visitedViews.find((entry) => entry.key === key);
    if (view && key !== activeKey) navigate(viewHref(view));
  };
  return (
    <TagBar
      id="tags"
      label={t('tags.label')}
      labels={{
        menu: t('tags.menu'),
        refresh: t('tags.refresh'),
        closeThis: t('tags.closeThis'),
        closeLeft: t('tags.closeLeft'),
        closeRight: t('tags.closeRight'),
        closeOthers: t('tags.closeOthers'),
        closeAll: t('tags.closeAll'),
      }}
      closeLabel={(label) => t('tags.close', { label })}
      items={items}
      activeKey={activeKey}
      onActivate={open}
      onRefresh={(key) => {
        refreshView(key);
        open(key);
      }}
      onClose={(keys, anchorKey) => {
        const next = closeViews(keys, activeKey, { anchorKey });
        if (activeKey !== null && keys.includes(activeKey)) navigate(next ? viewHref(next) : paths.root.href());
      }}
    />
  );
}
