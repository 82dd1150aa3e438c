/**
 * System calls: the RSA public key for password fields, and the menus and routes the caller's
 * account is granted (wire protocol; spec sections 5 and 6).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { sessionOf } from '../../lib/session';
import { MenuBody, PublicKeyQuery } from './schemas';
import { grantedMenuTree, permittedRoutes } from './service';

/**
 * - `GET /share-system/system/publicKey` (no session): `data` the PEM public key (2048-bit RSA).
 * - `POST /share-system/menu/getLeftMenuList {appId}`: `data` the granted `MenuEntry[]` tree.
 * - `POST /share-system/menu/getRouters {appId}`: `data` the permitted routes, flat.
 * Session calls answer 603 / 700 without a live session.
 */
export const systemRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, keys }) => {
  app.get(
    '/share-system/system/publicKey',
    { schema: { querystring: PublicKeyQuery }, config: { session: 'none' } },
    async (request) => ok(request, keys.publicKeyPem),
  );

  app.post('/share-system/menu/getLeftMenuList', { schema: { body: MenuBody } }, async (request) =>
    ok(
      request,
      await grantedMenuTree(db, sessionOf(request).accountId, Number(request.body.appId), requestLanguage(request)),
    ),
  );

  app.post('/share-system/menu/getRouters', { schema: { body: MenuBody } }, async (request) => {
    const tree = await grantedMenuTree(
      db,
      sessionOf(request).accountId,
      Number(request.body.appId),
      requestLanguage(request),
    );
    return ok(request, permittedRoutes(tree));
  });
};
