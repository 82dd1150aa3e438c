/**
 * Menus and routes per account and application (docs/behaviour.md, "Roles and permissions": an
 * account sees the menu entries its roles grant, with the groups above them), and the brand colour
 * each company's staff share.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountApps, accountRoles, companies, menus, resources, roles } from '../../db/schema';
import { heldBy } from '../../lib/access';
import { AccessCache } from '../../lib/access-cache';
import type { Lang } from '../../lib/i18n';

/**
 * A menu entry on the wire (docs/behaviour.md, "Routes"). `code` is the path (`/admin/<code>`) and route name;
 * `url` names the screen ('' for a group); `href` is set for `type` `out` only ('' otherwise);
 * `menuTips` is '' when there is none; `icon` is a lucide icon name. `children` only on groups.
 */
export interface MenuEntry {
  code: string;
  url: string;
  name: string;
  icon: string;
  hiddenFlag: 'Y' | 'N';
  type: 'in' | 'out';
  href: string;
  menuTips: string;
  children?: MenuEntry[];
}

type MenuRow = typeof menus.$inferSelect;

const isGroup = (row: MenuRow) => row.type === 'in' && row.url === '';

const menuTrees = new AccessCache<MenuEntry[]>();

/**
 * The menu tree of application `appId` that account `accountId` is granted, names and tips in
 * `lang`, siblings in their `sort` order: the entries whose `menu` resource one of its roles
 * grants (every entry for a super account), in an application the account is authorised for.
 * Groups are included when one of their entries is granted, and dropped when none is. Hidden
 * (`hiddenFlag` Y) and external (`type` out) entries are included: the console decides how to
 * show them. Unknown or unauthorised application: `[]`. Kept in memory until the next access
 * change (src/lib/access-cache.ts); callers must not change the tree.
 */
export function grantedMenuTree(db: Database, accountId: number, appId: number, lang: Lang): Promise<MenuEntry[]> {
  return menuTrees.get(db, `${accountId}:${appId}:${lang}`, () => loadMenuTree(db, accountId, appId, lang));
}

async function loadMenuTree(db: Database, accountId: number, appId: number, lang: Lang): Promise<MenuEntry[]> {
  const rows = await db.select().from(menus).where(eq(menus.appId, appId)).orderBy(menus.sort, menus.id);
  const grants = await db
    .selectDistinct({ menuId: resources.menuId })
    .from(resources)
    .innerJoin(menus, eq(menus.id, resources.menuId))
    .where(
      and(
        eq(resources.kind, 'menu'),
        eq(menus.appId, appId),
        sql`exists (select 1 from ${accountApps} where ${accountApps.accountId} = ${accountId} and ${accountApps.appId} = ${appId})`,
        heldBy(accountId),
      ),
    );

  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Set<number>();
  for (const { menuId } of grants) {
    // Walk up to the root so a granted entry always comes with its groups.
    for (
      let row = byId.get(menuId);
      row && !visible.has(row.id);
      row = row.parentId === null ? undefined : byId.get(row.parentId)
    ) {
      visible.add(row.id);
    }
  }

  const build = (parentId: number | null): MenuEntry[] =>
    rows
      .filter((row) => row.parentId === parentId && visible.has(row.id))
      .flatMap((row): MenuEntry[] => {
        const children = build(row.id);
        if (isGroup(row) && children.length === 0) return [];
        const entry: MenuEntry = {
          code: row.code,
          url: row.url,
          name: lang === 'en' ? row.nameEn : row.nameZh,
          icon: row.icon,
          hiddenFlag: row.hiddenFlag,
          type: row.type,
          href: row.href,
          menuTips: lang === 'en' ? row.menuTipsEn : row.menuTipsZh,
        };
        return [children.length > 0 ? { ...entry, children } : entry];
      });
  return build(null);
}

/**
 * The permitted routes of a menu tree, flat: every `type` `in` entry that names a screen
 * (hidden ones included, since they are routable), without `children`, in tree order.
 */
export function permittedRoutes(tree: MenuEntry[]): MenuEntry[] {
  return tree.flatMap(({ children, ...entry }) => [
    ...(entry.type === 'in' && entry.url !== '' ? [entry] : []),
    ...permittedRoutes(children ?? []),
  ]);
}

/** The brand colour a company's staff share (`#rrggbb`), or `null` for the default. */
export async function companyTheme(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ themeColor: companies.themeColor })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.themeColor ?? null;
}

/** Stores a company's brand colour (lower-cased), or clears it with `null`. */
export async function setCompanyTheme(db: Database, companyId: number, primary: string | null): Promise<string | null> {
  const themeColor = primary?.toLowerCase() ?? null;
  await db.update(companies).set({ themeColor }).where(eq(companies.id, companyId));
  return themeColor;
}

/** A role an account holds: `roleName` in the request's language. */
export interface AccountRole {
  roleId: number;
  roleCode: string;
  roleName: string;
}

/** The roles account `accountId` holds, by role id, names in `lang`. */
export async function accountRoleList(db: Database, accountId: number, lang: Lang): Promise<AccountRole[]> {
  return db
    .select({ roleId: roles.id, roleCode: roles.code, roleName: lang === 'en' ? roles.nameEn : roles.nameZh })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(eq(accountRoles.accountId, accountId))
    .orderBy(asc(roles.id));
}
