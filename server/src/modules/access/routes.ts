/**
 * The access routes (docs/screens.md, "Access"): the CRUD of role types and roles, made by the
 * factory (`lib/crud.ts`), the permission tree (`getAllResPermissions`) and the grants of a role.
 * Every route names its resource code; every write is logged in its transaction.
 */
import {
  accessPaths,
  Answer,
  appResource,
  GrantBody,
  MenuMoveBody,
  menuPaths,
  menuResource,
  MenuTree,
  MenuTreeBody,
  PermissionTree,
  PermissionTreeBody,
  resourceResource,
  roleResource,
  roleTypeResource,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, authorize } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { findRow, resourceRoutes, runWrite } from '../../lib/crud';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { appStore } from './apps';
import { menuStore, menuTree, moveMenu } from './menus';
import { grant, permissionTree } from './permissions';
import { roleStore, roleTypeStore } from './roles';
import { resourceStore } from './resources';

/** The API routes (signed, with a session) of access administration. */
export const accessRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db } = context;
  resourceRoutes(app, context, roleTypeResource, roleTypeStore);
  resourceRoutes(app, context, roleResource, roleStore);

  // Menus, resources and applications (docs/screens.md, "Access"). The route table fills at
  // `ready`; the stores read it at each call (a resource's `routes`, the delete refusals).
  const menus = menuStore(app.routeAccess);
  resourceRoutes(app, context, menuResource, menus);
  resourceRoutes(app, context, resourceResource, resourceStore(app.routeAccess));
  resourceRoutes(app, context, appResource, appStore);

  app.post(
    menuPaths.tree,
    {
      schema: { body: MenuTreeBody, response: { 200: Answer(MenuTree) } },
      config: { resource: menuResource.permissions.read },
    },
    async (request) => ok(request, await menuTree(db, request.body.appId)),
  );

  app.post(
    menuPaths.move,
    {
      schema: { body: MenuMoveBody, response: { 200: Answer(menuResource.row) } },
      config: { resource: menuResource.permissions.write },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const lang = requestLanguage(request);
      const before = await findRow(db, menus, request.body.id, actor, lang);
      if (!before) throw new ApiError(200, CODES.NOT_FOUND, 'menuNotFound');
      const row = await runWrite(db, request, actor, menuResource.name, {
        action: 'move',
        before,
        run: async (tx) => {
          await moveMenu(tx, before, request.body);
          return before.id;
        },
        after: (tx, id) => findRow(tx, menus, id, actor, lang),
      });
      if (!row) throw new Error('the moved entry was not found');
      return ok(request, row);
    },
  );

  // Any account may read its own grants; another role's need `role:read`.
  app.post(
    accessPaths.permissionTree,
    { schema: { body: PermissionTreeBody, response: { 200: Answer(PermissionTree) } }, config: { resource: null } },
    async (request) => {
      const { appId, roleId } = request.body;
      const actor =
        roleId === undefined ? await actorOf(db, request) : await authorize(db, request, roleResource.permissions.read);
      return ok(request, await permissionTree(db, actor, appId, roleId, requestLanguage(request)));
    },
  );

  app.post(
    accessPaths.grant,
    { schema: { body: GrantBody, response: { 200: Answer(PermissionTree) } }, config: { resource: 'role:grant' } },
    async (request) => {
      const actor = await actorOf(db, request);
      const { body } = request;
      const lang = requestLanguage(request);
      const before = await permissionTree(db, actor, body.appId, body.roleId, lang);
      const granted = (tree: typeof before) => tree.resources.filter((r) => r.granted).map((r) => r.code);
      await runWrite(db, request, actor, roleResource.name, {
        action: 'grant',
        before: { roleId: body.roleId, appId: body.appId, granted: granted(before) },
        run: async (tx) => {
          await grant(tx, actor, body);
          return body.roleId;
        },
        after: async (tx) => ({
          roleId: body.roleId,
          appId: body.appId,
          granted: granted(await permissionTree(tx, actor, body.appId, body.roleId, lang)),
        }),
      });
      return ok(request, await permissionTree(db, actor, body.appId, body.roleId, lang));
    },
  );
};
