import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { api, type ApiError, preloadCall } from '../lib/api-client';
import { warnOnce } from '../lib/warn-once';
import { settingsStore } from '../stores/settings';

/** A menu entry of the left-menu call (docs/behaviour.md, "Routes"). */
export interface MenuEntry {
  /** Path (`/admin/<code>`) and route name. */
  code: string;
  /** Names the screen in the screen registry; empty for a group. */
  url: string;
  name: string;
  icon?: string | null;
  /** `Y` keeps the entry out of the sidebar (docs/behaviour.md, "Routes"). */
  hiddenFlag?: 'Y' | 'N' | null;
  /** `true` keeps the entry out of the sidebar too: a gateway may flag hidden entries either way. */
  hidden?: boolean | null;
  /** `out` entries are plain external links to `href`. */
  type?: 'in' | 'out' | null;
  href?: string | null;
  menuTips?: string | null;
  children?: MenuEntry[] | null;
}

/** Menu levels the console renders; deeper entries are dropped with a warning. */
export const MAX_MENU_DEPTH = 5;

/**
 * Makes a menu tree from the server safe to render: an entry whose `code` was seen before
 * (a duplicate, or a cycle back to an ancestor) is dropped, a leaf without `url` or `href` is
 * dropped, and levels past {@link MAX_MENU_DEPTH} are cut. Each problem is logged once, as one
 * clear warning.
 */
export function sanitizeMenuTree(entries: readonly MenuEntry[] | null | undefined): MenuEntry[] {
  const seen = new Set<string>();
  const walk = (list: readonly MenuEntry[], depth: number, parent: string): MenuEntry[] =>
    list.flatMap((entry) => {
      if (!entry || typeof entry.code !== 'string' || !entry.code) {
        warnOnce(`menu: an entry under "${parent}" has no code and is left out`);
        return [];
      }
      if (seen.has(entry.code)) {
        warnOnce(`menu: the code "${entry.code}" appears twice (or loops back to an ancestor); the repeat is left out`);
        return [];
      }
      seen.add(entry.code);
      const children = entry.children ?? [];
      if (children.length && depth >= MAX_MENU_DEPTH) {
        warnOnce(`menu: "${entry.code}" is nested deeper than ${MAX_MENU_DEPTH} levels; its children are left out`);
        return [{ ...entry, children: [] }];
      }
      const kept = children.length ? walk(children, depth + 1, entry.code) : [];
      if (!children.length && entry.type !== 'out' && !entry.url) {
        warnOnce(`menu: "${entry.code}" has no url and no children; it is left out`);
        return [];
      }
      return [{ ...entry, children: kept }];
    });
  return walk(entries ?? [], 1, 'the root');
}

/** The path of the menu tree call, whose SWR keys an "access changed" push revalidates. */
export const LEFT_MENU_LIST_PATH = '/share-system/menu/getLeftMenuList';

/** Whether an SWR key is a menu tree call's. */
export function isLeftMenuListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === LEFT_MENU_LIST_PATH;
}

/**
 * The menu tree granted for an application (`/share-system/menu/getLeftMenuList`,
 * docs/behaviour.md, "Roles and permissions"), its names in the interface language (the
 * language is in the key, so a switch fetches them again).
 */
export function useLeftMenuList(appId: string | undefined) {
  const { language } = useSnapshot(settingsStore);
  return useSWR<MenuEntry[], ApiError, LeftMenuListKey | null>(
    appId ? leftMenuListKey(appId, language) : null,
    fetchLeftMenuList,
  );
}

/** The SWR key of the menu tree call: path, body and interface language. */
type LeftMenuListKey = [string, { appId: number }, string];

function leftMenuListKey(appId: string, language: string): LeftMenuListKey {
  return [LEFT_MENU_LIST_PATH, { appId: Number(appId) }, language];
}

async function fetchLeftMenuList([path, body]: LeftMenuListKey): Promise<MenuEntry[]> {
  return sanitizeMenuTree(await api<MenuEntry[]>(path, body));
}

/** Starts the call {@link useLeftMenuList} makes for `appId` ({@link preloadCall}), for the page's first view. */
export function preloadLeftMenuList(appId: string): Promise<void> {
  return preloadCall(leftMenuListKey(appId, settingsStore.language), fetchLeftMenuList);
}

/** The permitted routes of an application, flat (docs/behaviour.md, "Route guard"). */
export async function getRouters(appId: string): Promise<MenuEntry[]> {
  return sanitizeMenuTree(await api<MenuEntry[]>('/share-system/menu/getRouters', { appId: Number(appId) }));
}

/**
 * The entries from the root of `entries` down to the one whose `code` is `code`: the trail a
 * breadcrumb shows (docs/behaviour.md, "Layout"). Empty when no entry has that code. Hidden entries
 * count, so a hidden detail page still shows where it sits.
 */
export function menuTrail(entries: readonly MenuEntry[], code: string): MenuEntry[] {
  for (const entry of entries) {
    if (entry.code === code) return [entry];
    const below = menuTrail(entry.children ?? [], code);
    if (below.length) return [entry, ...below];
  }
  return [];
}
