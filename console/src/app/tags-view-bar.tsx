import { TagBar } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useT } from '../i18n';
import { closeViews, tagLabel, tagsViewStore, viewHref } from '../stores/tags-view';
import { useViewTitles } from './views';

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
        if (view) navigate(viewHref(view));
      }}
      onClose={(keys) => {
        const next = closeViews(keys, activeKey);
        if (activeKey !== null && keys.includes(activeKey)) navigate(next ? viewHref(next) : paths.root.href());
      }}
    />
  );
}
