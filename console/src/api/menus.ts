import { api, useApi } from '../lib/api-client';

/** A menu entry of the left-menu call (spec section 3). */
export interface MenuEntry {
  /** Path (`/admin/<code>`) and route name. */
  code: string;
  /** Names the screen in the screen registry. */
  url: string;
  name: string;
  icon?: string | null;
  /** `Y` keeps the entry out of the sidebar (spec section 2). */
  hiddenFlag?: 'Y' | 'N' | null;
  /** `out` entries are plain external links to `href`. */
  type?: 'in' | 'out' | null;
  href?: string | null;
  menuTips?: string | null;
  children?: MenuEntry[] | null;
}

/** The menu tree granted for an application (`/share-system/menu/getLeftMenuList`, spec section 6). */
export function useLeftMenuList(appId: string | undefined) {
  return useApi<MenuEntry[]>(appId ? '/share-system/menu/getLeftMenuList' : null, { appId: Number(appId) });
}

/** The permitted routes of an application, flat (spec section 2, "Route guard"). */
export function getRouters(appId: string): Promise<MenuEntry[]> {
  return api<MenuEntry[]>('/share-system/menu/getRouters', { appId: Number(appId) });
}
