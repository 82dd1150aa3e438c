/**
 * What a menu entry may name (docs/screens.md, "Access"): the console's screens by `url`, and the
 * icons its sidebar can draw by `icon`. The console builds its screen registry and its icon map
 * from these lists, and the server refuses a menu entry that names anything else, so an entry can
 * never point at a screen or an icon that does not exist.
 */

/**
 * The screens a menu entry's `url` can name (docs/behaviour.md, "Routes"): each is a lazy screen
 * of the console's registry (`console/src/app/screen-registry.ts`), which has one for every url.
 * A group's `url` is `''`, which is none of these.
 */
export const SCREEN_URLS = [
  'companyManage',
  'orgStructure',
  'peopleManage',
  'menuManage',
  'sourceManage',
  'codeList',
  'auth',
  'character',
  'characterType',
  'logManage',
  'operateLog',
  'searchLog',
  'projectLedger',
  'contractConfig',
  'majorManage',
  'duty',
  'organ',
  'projectPeople',
  'projectRoles',
  'projectProcess',
  'projectDictionary',
  'projectAnalysis',
  'mroItems',
  'mroRequests',
  'announcement',
  'appManagement',
  'authManagement',
  'dataDictionary',
  'databaseAddress',
  'menuManagement',
  'myReport',
  'reportManagement',
  'reportDetail',
  'resourceManagement',
  'roleAuth',
  'roleLossRecord',
  'secretAllot',
  'serverAddress',
  'superAccount',
  'processList',
  'processTemplate',
  'processType',
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
  // new:screen screens: `pnpm new:screen` adds a screen's url above this line (CONTRIBUTING.md).
] as const;

/** One of {@link SCREEN_URLS}. */
export type ScreenUrl = (typeof SCREEN_URLS)[number];

/** Whether `url` names a screen of the console ({@link SCREEN_URLS}). */
export function isScreenUrl(url: string): url is ScreenUrl {
  return (SCREEN_URLS as readonly string[]).includes(url);
}

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
