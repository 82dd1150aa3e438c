import { Breadcrumb, Breadcrumbs } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { menuTrail, useLeftMenuList } from '../api/menus';
import { paths } from '../config/paths';
import { useT } from '../i18n';
import { sessionStore } from '../stores/session';
import { useViewTitles } from './views';

/** One crumb: its text, and where it goes (groups and the current view go nowhere). */
interface Crumb {
  id: string;
  label: string;
  href?: string;
}

/**
 * The breadcrumb of the view at `path` (docs/behaviour.md, "Layout"; APG breadcrumb): the work bench,
 * then the menu tree's trail down to the view (its groups are not pages, so not links), or the
 * fixed route's title. The last crumb is the current page. Nothing for an address no route answers.
 */
export function BreadcrumbBar({ path }: { path: string }) {
  const t = useT();
  const titleOf = useViewTitles();
  const { appId, token } = useSnapshot(sessionStore);
  const { data: menus } = useLeftMenuList(token ? (appId ?? '1') : undefined);
  const home: Crumb = { id: paths.index.path, label: t('workbench.title'), href: paths.index.href() };
  const trail = menuTrail(menus ?? [], path.slice(1));
  const title = titleOf(path);
  let crumbs: Crumb[];
  if (path === paths.index.path) crumbs = [home];
  else if (trail.length) crumbs = [home, ...trail.map((entry) => ({ id: entry.code, label: entry.name }))];
  else if (title) crumbs = [home, { id: path, label: title }];
  else return null;
  return (
    <Breadcrumbs label={t('breadcrumb.label')} navClassName="px-6 pt-4" items={crumbs}>
      {(crumb) => (
        <Breadcrumb id={crumb.id} href={crumb === crumbs.at(-1) ? undefined : crumb.href}>
          {crumb.label}
        </Breadcrumb>
      )}
    </Breadcrumbs>
  );
}
