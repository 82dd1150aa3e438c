/**
 * The permission tree and grants (docs/screens.md, "Access"): the menu entries of an application
 * with their resources, marked with what a role grants and what the caller may grant. An
 * enterprise administrator grants only what they hold themselves and nothing platform-only, and
 * only on their own company's roles.
 */
import type { PermissionTree } from '@workbench/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { type Database, lockRow, type Transaction } from '../../db/client';
import { menus, resources, roleResources, roles } from '../../db/schema';
import { heldBy } from '../../lib/access';
import type { Actor } from '../../lib/context';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import type { Lang } from '../../lib/i18n';

/** Whether `actor` may give or take resource `resource`. */
function grantable(actor: Actor, resource: { code: string; platformOnly: boolean }): boolean {
  return actor.platform || (!resource.platformOnly && actor.permissions.has(resource.code));
}

/**
 * The permission tree of application `appId`, `granted` for role `roleId` (or, without one, for
 * the caller's own account), names in `lang`.
 */
export async function permissionTree(
  db: Database | Transaction,
  actor: Actor,
  appId: number,
  roleId: number | undefined,
  lang: Lang,
): Promise<Static<typeof PermissionTree>> {
  const menuRows = await db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      code: menus.code,
      nameZh: menus.nameZh,
      nameEn: menus.nameEn,
    })
    .from(menus)
    .where(eq(menus.appId, appId))
    .orderBy(asc(menus.sort), asc(menus.id));
  const granted =
    roleId === undefined
      ? heldBy(actor.accountId)
      : sql`${resources.id} in (select ${roleResources.resourceId} from ${roleResources} where ${roleResources.roleId} = ${roleId})`;
  const resourceRows = await db
    .select({
      id: resources.id,
      menuId: resources.menuId,
      code: resources.code,
      nameZh: resources.nameZh,
      nameEn: resources.nameEn,
      kind: resources.kind,
      platformOnly: resources.platformOnly,
      granted: sql<boolean>`${granted}`,
    })
    .from(resources)
    .innerJoin(menus, eq(menus.id, resources.menuId))
    .where(eq(menus.appId, appId))
    .orderBy(asc(resources.menuId), asc(resources.sort), asc(resources.id));
  // Parents before children, whatever the ids: a walk from the roots.
  const ordered: typeof menuRows = [];
  const walk = (parentId: number | null) => {
    for (const row of menuRows.filter((menu) => menu.parentId === parentId)) {
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return {
    menus: ordered.map(({ nameZh, nameEn, ...menu }) => ({ ...menu, name: lang === 'en' ? nameEn : nameZh })),
    resources: resourceRows.map(({ nameZh, nameEn, ...resource }) => ({
      ...resource,
      granted: Boolean(resource.granted),
      name: lang === 'en' ? nameEn : nameZh,
      grantable: grantable(actor, resource),
    })),
  };
}

/**
 * Whether `actor` may change what role `roleId` grants: a platform account any role, another
 * its own company's roles.
 * @throws ApiError 404 `roleNotFound` for a role outside the caller's sight; 403 `platformRole`
 *   for an enterprise administrator on a platform role.
 */
export async function assertGrantableRole(tx: Database | Transaction, actor: Actor, roleId: number): Promise<void> {
  const [role] = await tx.select({ companyId: roles.companyId }).from(roles).where(eq(roles.id, roleId));
  if (!role || (!actor.platform && role.companyId !== null && role.companyId !== actor.companyId)) {
    throw new ApiError(200, CODES.NOT_FOUND, 'roleNotFound');
  }
  if (!actor.platform && role.companyId === null) throw new ApiError(403, CODES.FORBIDDEN, 'platformRole');
}

/**
 * Makes role `roleId` grant exactly `resourceIds` among the resources of application `appId`.
 * Resources the caller may not grant keep their state; asking to change one refuses the whole
 * change.
 * @throws ApiError as {@link assertGrantableRole}; FieldError on `resourceIds`
 *   (`notGrantable`, naming the codes) for an id that is not a resource of the application or
 *   one the caller may not change.
 */
export async function grant(
  tx: Transaction,
  actor: Actor,
  body: { roleId: number; appId: number; resourceIds: number[] },
  lang: Lang,
): Promise<void> {
  await assertGrantableRole(tx, actor, body.roleId);
  await lockRow(tx, roles.id, body.roleId);
  const inApp = await tx
    .select({
      id: resources.id,
      code: resources.code,
      nameZh: resources.nameZh,
      nameEn: resources.nameEn,
      platformOnly: resources.platformOnly,
      granted: sql<boolean>`${resources.id} in (select ${roleResources.resourceId} from ${roleResources} where ${roleResources.roleId} = ${body.roleId})`,
    })
    .from(resources)
    .innerJoin(menus, eq(menus.id, resources.menuId))
    .where(eq(menus.appId, body.appId));
  const byId = new Map(inApp.map((resource) => [resource.id, resource]));
  const unknown = body.resourceIds.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new FieldError('resourceIds', 'notGrantable', { names: unknown.join(', ') });
  const wanted = new Set(body.resourceIds);
  const changed = inApp.filter((resource) => Boolean(resource.granted) !== wanted.has(resource.id));
  const refused = changed.filter((resource) => !grantable(actor, resource));
  if (refused.length > 0) {
    const names = refused.map((resource) => (lang === 'en' ? resource.nameEn : resource.nameZh));
    throw new ApiError(403, CODES.FORBIDDEN, 'notGrantable', { names: names.join(lang === 'en' ? ', ' : '、') });
  }
  const removed = changed.filter((resource) => resource.granted).map((resource) => resource.id);
  const added = changed.filter((resource) => !resource.granted).map((resource) => resource.id);
  if (removed.length > 0) {
    await tx
      .delete(roleResources)
      .where(and(eq(roleResources.roleId, body.roleId), inArray(roleResources.resourceId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(roleResources).values(added.map((resourceId) => ({ roleId: body.roleId, resourceId })));
  }
}
