/**
 * System calls: the RSA public key for password fields, and the menus and routes the caller's
 * account is granted (docs/wire-protocol.md; docs/behaviour.md, "Roles and permissions").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@workbench/contracts';
import type { FastifyReply } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { AccessCache } from '../../lib/access-cache';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { sessionOf } from '../../lib/session';
import { answers, EmptyBody } from '../../lib/schemas';
import { AccountRoleData, MenuBody, MenuEntryData, PublicKeyQuery, ThemeUpdateBody } from './schemas';
import { Type } from 'typebox';
import { accountRoleList, companyTheme, grantedMenuTree, permittedRoutes, setCompanyTheme } from './service';

/**
 * - `GET /share-system/system/publicKey` (no session): `data` the PEM public key (2048-bit RSA).
 * - `POST /share-system/menu/getLeftMenuList {appId}`: `data` the granted `MenuEntry[]` tree.
 * - `POST /share-system/menu/getRouters {appId}`: `data` the permitted routes, flat.
 * - `POST /share-system/theme/get {}`: `data` `{primary}`, the caller's company brand colour
 *   (`#rrggbb`) or `null` for the default #409EFF.
 * - `POST /share-system/theme/update {primary}`: stores it for the caller's company (`null`
 *   clears it); `data` `{primary}` as stored. A value that is not `#rrggbb` gets 400.
 * - `POST /share-system/role/selectRoleByAccountId {}`: `data` `[{roleId, roleCode, roleName}]`,
 *   the session account's roles, `roleName` in the request's language.
 * Session calls answer 603 / 700 without a live session.
 */
/**
 * The answers of `getLeftMenuList` as JSON text, per account, application and language: every
 * signed-in console asks for its menu tree on each page load, and the answer changes only with
 * the tree, so it is serialised once and kept beside the tree, emptied with it on every access
 * change, on every instance (src/lib/access-cache.ts; docs/architecture.md, "Hot paths").
 */
const menuAnswers = new AccessCache<string>();
const serializeMenuAnswer = fastJsonStringify(Envelope(Type.Array(MenuEntryData)));

export const systemRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, keys }) => {
  app.get(
    '/share-system/system/publicKey',
    { schema: { querystring: PublicKeyQuery, response: answers(Type.String()) }, config: { session: 'none' } },
    async (request) => ok(request, keys.publicKeyPem),
  );

  app.post(
    '/share-system/menu/getLeftMenuList',
    { schema: { body: MenuBody, response: answers(Type.Array(MenuEntryData)) } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const appId = Number(request.body.appId);
      const lang = requestLanguage(request);
      const answer = await menuAnswers.get(db, `${accountId}:${appId}:${lang}`, async () =>
        serializeMenuAnswer(ok(request, await grantedMenuTree(db, accountId, appId, lang))),
      );
      // A string is sent as it is: Fastify serialises objects only.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
    },
  );

  app.post(
    '/share-system/menu/getRouters',
    { schema: { body: MenuBody, response: answers(Type.Array(MenuEntryData)) } },
    async (request) => {
      const tree = await grantedMenuTree(
        db,
        sessionOf(request).accountId,
        Number(request.body.appId),
        requestLanguage(request),
      );
      return ok(request, permittedRoutes(tree));
    },
  );

  app.post(
    '/share-system/theme/get',
    {
      schema: {
        body: EmptyBody,
        response: answers(Type.Object({ primary: Type.Union([Type.String(), Type.Null()]) })),
      },
    },
    async (request) => ok(request, { primary: await companyTheme(db, sessionOf(request).companyId) }),
  );

  app.post(
    '/share-system/theme/update',
    {
      schema: {
        body: ThemeUpdateBody,
        response: answers(Type.Object({ primary: Type.Union([Type.String(), Type.Null()]) })),
      },
    },
    async (request) =>
      ok(request, { primary: await setCompanyTheme(db, sessionOf(request).companyId, request.body.primary) }),
  );

  app.post(
    '/share-system/role/selectRoleByAccountId',
    { schema: { body: EmptyBody, response: answers(Type.Array(AccountRoleData)) } },
    async (request) => ok(request, await accountRoleList(db, sessionOf(request).accountId, requestLanguage(request))),
  );
};
