/**
 * What a menu entry may name (docs/screens.md, "Access"): the console's screens by `url` (with the
 * definitions' urls, `SCREEN_URLS` of the registry), and the icons its sidebar can draw by `icon`.
 * The console builds its screen registry and its icon map from these lists, and the server refuses
 * a menu entry that names anything else, so an entry can never point at a screen or an icon that
 * does not exist.
 */

/**
 * The screens a menu entry's `url` can name besides the `menuUrl` of each resource definition
 * (docs/behaviour.md, "Routes"): screens that are not one resource's list (the permission tree,
 * a report's view, the help centre, the registration's steps). Each has a screen module of its
 * own in the console's registry (`console/src/app/screen-registry.ts`); `SCREEN_URLS` of the
 * registry adds the definitions' urls to these.
 */
export const SCREENS_BESIDE_DEFINITIONS = [
  'auth',
  'logManage',
  'projectAnalysis',
  'authManagement',
  'menuManagement',
  'reportDetail',
  'resourceManagement',
  'flowModal',
  'registerExplanation',
  'registerForm',
  'registration',
  'registerConfirm',
  'userAddress',
  'document',
  'help',
  'delayTicket',
  'delayApplyList',
  'delayOrderList',
] as const;

/**
 * The icons a menu entry's `icon` can name: lucide icon names, each drawn by the console's
 * sidebar (`console/src/components/menu-icon.tsx` maps every one; a unit test checks it). An
 * entry's `icon` is one of these or `''` (a plain dot).
 */
export const MENU_ICONS = [
  'building',
  'building-2',
  'circle-help',
  'clipboard-list',
  'crown',
  'file-clock',
  'file-search',
  'file-text',
  'folder',
  'house',
  'key',
  'key-round',
  'link',
  'list',
  'list-checks',
  'map-pin',
  'megaphone',
  'menu',
  'network',
  'package',
  'receipt',
  'scroll-text',
  'settings',
  'shield',
  'shield-check',
  'tags',
  'ticket',
  'truck',
  'user-cog',
  'user-minus',
  'users',
] as const;

/** One of {@link MENU_ICONS}. */
export type MenuIconName = (typeof MENU_ICONS)[number];

/** Whether `icon` is one of {@link MENU_ICONS}. */
export function isMenuIcon(icon: string): icon is MenuIconName {
  return (MENU_ICONS as readonly string[]).includes(icon);
}
