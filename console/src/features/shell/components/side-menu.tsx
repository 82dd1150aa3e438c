import { Sidebar, type SidebarItem } from '@workbench/design-system';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useLeftMenuList, type MenuEntry } from '../../../api/menus';
import { useT } from '../../../i18n';
import { sessionStore } from '../../../stores/session';
import { MenuIcon } from '../../../components/menu-icon';

/**
 * Turns the server's menu tree into sidebar items (docs/behaviour.md, "Routes"): entries
 * flagged hidden (`hidden: true`) or with `hiddenFlag` `Y` are left out, with everything under
 * them; `type` out entries are external links to `href`; an entry's `menuTips` is its description.
 */
export function toSidebarItems(entries: readonly MenuEntry[]): SidebarItem[] {
  return entries
    .filter((entry) => entry.hiddenFlag !== 'Y' && entry.hidden !== true)
    .map((entry) => {
      const children = toSidebarItems(entry.children ?? []);
      const external = entry.type === 'out';
      return {
        id: entry.code,
        label: entry.name,
        icon: <MenuIcon name={entry.icon} />,
        ...(entry.menuTips ? { description: entry.menuTips } : {}),
        ...(children.length
          ? { children }
          : external
            ? { href: entry.href ?? '#', external: true }
            : { href: `/${entry.code}` }),
      };
    });
}

/** The sidebar: the menus the server granted for the stored application, or their icon rail when `collapsed`. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const t = useT();
  const { appId, token } = useSnapshot(sessionStore);
  const [location] = useLocation();
  const { data } = useLeftMenuList(token ? (appId ?? '1') : undefined);
  return (
    <Sidebar
      id="menu"
      label={t('nav.label')}
      externalLabel={t('nav.external')}
      items={toSidebarItems(data ?? [])}
      currentHref={location}
      collapsed={collapsed}
    />
  );
}
