/**
 * The access routes (docs/screens.md, "Access"): the CRUD of role types, roles and super
 * accounts, made by the factory (`lib/crud.ts`), the permission tree (`getAllResPermissions`), the
 * grants of a role, and the application secrets (made and revoked here, outside the factory).
 * Every route names its resource code; every write is logged in its transaction.
 */
import {
  accessPaths,
  Answer,
  FieldAccessBody,
  FieldAccessMap,
  FieldPermissionsBody,
  FieldPermissionsUpdateBody,
  appResource,
  GrantBody,
  IdBody,
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
  SecretCreated,
  secretPaths,
  secretResource,
  superAccountResource,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, announceAccessChange, authorize, holdersOf, resourceNames } from '../../lib/access';
import type { AppContext } from '../../lib/context';
import { findRow, resourceRoutes, runWrite } from '../../lib/crud';
import { fieldAccessOf, roleFieldAccess, setRoleFieldAccess } from '../../lib/field-access';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { assertGrantableRole, grant, permissionTree } from './permissions';
import { roleStore, roleTypeStore } from './roles';
import { makeSecret, revokeSecret, secretStore } from './secrets';
import { superAccountStore } from './super-accounts';
import { appStore } from './apps';
import { menuStore, menuTree, moveMenu } from './menus';
import { resourceStore } from './resources';

/** The API routes (signed, with a session) of access administration. */
export const accessRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  const { db } = context;
  resourceRoutes(app, context, roleTypeResource, roleTypeStore);
  resourceRoutes(app, context, roleResource, roleStore);
  resourceRoutes(app, context, superAccountResource, superAccountStore);
  resourceRoutes(app, context, secretResource, secretStore);

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
    async (request) => ok(request, await menuTree(db, request.body.appId, requestLanguage(request))),
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
      await announceAccessChange(context.sockets, 'all');
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
      // The log keeps the codes granted and their names in both languages, which it shows.
      const granted = async (tx: Parameters<typeof resourceNames>[0], tree: typeof before) => {
        const codes = tree.resources.filter((r) => r.granted).map((r) => r.code);
        return { roleId: body.roleId, appId: body.appId, granted: codes, grantedNames: await resourceNames(tx, codes) };
      };
      await runWrite(db, request, actor, roleResource.name, {
        action: 'grant',
        before: await granted(db, before),
        run: async (tx) => {
          await grant(tx, actor, body, lang);
          return body.roleId;
        },
        after: async (tx) => granted(tx, await permissionTree(tx, actor, body.appId, body.roleId, lang)),
      });
      await announceAccessChange(context.sockets, await holdersOf(db, body.roleId));
      return ok(request, await permissionTree(db, actor, body.appId, body.roleId, lang));
    },
  );

  app.post(
    accessPaths.fieldPermissions,
    {
      schema: { body: FieldPermissionsBody, response: { 200: Answer(FieldAccessMap) } },
      config: { resource: roleResource.permissions.read },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const { roleId, resource } = request.body;
      if (!(await findRow(db, roleStore, roleId, actor, requestLanguage(request)))) {
        throw new ApiError(200, CODES.NOT_FOUND, 'roleNotFound');
      }
      return ok(request, await roleFieldAccess(db, roleId, resource));
    },
  );

  app.post(
    accessPaths.updateFieldPermissions,
    {
      schema: { body: FieldPermissionsUpdateBody, response: { 200: Answer(FieldAccessMap) } },
      config: { resource: 'role:grant' },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const { roleId, resource, fields } = request.body;
      await assertGrantableRole(db, actor, roleId);
      const before = await roleFieldAccess(db, roleId, resource);
      const after = await runWrite(db, request, actor, roleResource.name, {
        action: 'formPermissions',
        before: { roleId, resource, fields: before },
        run: async (tx) => {
          await setRoleFieldAccess(tx, roleId, resource, fields);
          return roleId;
        },
        after: async (tx) => ({ roleId, resource, fields: await roleFieldAccess(tx, roleId, resource) }),
      });
      await announceAccessChange(context.sockets, await holdersOf(db, roleId));
      return ok(request, after?.fields ?? {});
    },
  );

  app.post(
    accessPaths.fieldAccess,
    { schema: { body: FieldAccessBody, response: { 200: Answer(FieldAccessMap) } }, config: { resource: null } },
    async (request) => ok(request, await fieldAccessOf(db, await actorOf(db, request), request.body.resource)),
  );

  const secretWrite = { resource: secretResource.permissions.write };
  // The factory's add answers the row; this one answers the secret too, once. The operate log's
  // `after` is the row read back from the table, which holds no secret.
  app.post(
    secretPaths.add,
    { schema: { body: secretResource.create, response: { 200: Answer(SecretCreated) } }, config: secretWrite },
    async (request) => {
      const actor = await actorOf(db, request);
      const lang = requestLanguage(request);
      let secret = '';
      const row = await runWrite(db, request, actor, secretResource.name, {
        action: 'add',
        run: async (tx) => {
          const made = await makeSecret(tx, actor, request.body, new Date(context.clock()));
          secret = made.secret;
          return made.id;
        },
        after: (tx, id) => findRow(tx, secretStore, id, actor, lang),
      });
      if (!row) throw new Error('the new secret was not found');
      return ok(request, { ...row, secret });
    },
  );

  app.post(
    secretPaths.revoke,
    { schema: { body: IdBody, response: { 200: Answer(secretResource.row) } }, config: secretWrite },
    async (request) => {
      const actor = await actorOf(db, request);
      const lang = requestLanguage(request);
      const before = await findRow(db, secretStore, request.body.id, actor, lang);
      if (!before) throw new ApiError(200, CODES.NOT_FOUND, 'secretNotFound');
      const row = await runWrite(db, request, actor, secretResource.name, {
        action: 'revoke',
        before,
        run: async (tx) => {
          await revokeSecret(tx, before.id, new Date(context.clock()));
          return before.id;
        },
        after: (tx, id) => findRow(tx, secretStore, id, actor, lang),
      });
      if (!row) throw new Error('the revoked secret was not found');
      return ok(request, row);
    },
  );
};
