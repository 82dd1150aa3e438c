/**
 * The `menu` resource of a menu entry (docs/screens.md, "Access"): every entry that is not a group
 * has exactly one, which opens it. The seed and the menu store make it the same way.
 */

/** The code of the `menu` resource that opens menu entry `code` of application `appId` (`app1:people_manage`). */
export function menuResourceCode(appId: number, code: string): string {
  return `app${appId}:${code}`;
}

/** The names of the `menu` resource of an entry named `nameZh` / `nameEn`: `打开人员管理` / `Open People`. */
export function menuResourceNames(nameZh: string, nameEn: string): { nameZh: string; nameEn: string } {
  return { nameZh: `打开${nameZh}`, nameEn: `Open ${nameEn}` };
}
