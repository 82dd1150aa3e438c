/**
 * Routes of the sign-on service and of the session calls (wire protocol, "Sign-on service" and
 * "Platform calls"). The signed API calls and the two browser navigations are separate plugins
 * because navigations cannot carry a signature.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReplaceTokenData, sessionPaths, ShareValidateData } from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { ApiError, CODES, ok, ssoOk } from '../../lib/envelope';
import { requestOrigin, safeAdminPath } from '../../lib/redirect';
import { ItemKeyBody, LoginBody, LogoutQuery, SsoUrlBody, SwitchAccountQuery, TokenBody } from './schemas';
import { answers, EmptyBody, NoData, REDIRECT_RESPONSE, refusal } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { Type } from 'typebox';
import {
  endSession,
  endSsoSession,
  exchangeItemKey,
  isSessionLive,
  replaceToken,
  signIn,
  SSO_SESSION_TTL_MS,
  switchAccount,
  validateToken,
} from './service';

/** The sign-on service's own cookie; read only by `/sso/*` navigations, never by the console. */
export const SSO_COOKIE = 'sso_session';

/**
 * The console's sign-in page: `/admin/login?appId=<appId>&redirectUrl=<encoded path>`, each
 * parameter present only when given.
 */
export function signInUrl(appId: number | string | undefined, redirectPath: string | undefined): string {
  const query = new URLSearchParams();
  if (appId !== undefined) query.set('appId', String(appId));
  if (redirectPath !== undefined) query.set('redirectUrl', redirectPath);
  const search = query.toString();
  return search ? `/admin/login?${search}` : '/admin/login';
}

function ssoCookieOptions(request: FastifyRequest) {
  return {
    // Only the sign-on navigations need it, so the browser sends it nowhere else.
    path: '/sso',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

/**
 * Signed API calls: `/sso/signInOptions` (GET, code 1), `/ibs/loginNew`, `/sso/exchangeItemKey`, `/sso/checkSession`,
 * `/sso/getSsoUrl` (code 1 or -1), `/authAction/shareValidate` and `/authAction/shareLogout`
 * (code 200, else 603 / 700). None needs the `Authorization` session: the session calls check the
 * token in their body.
 *
 * `/ibs/loginNew` answers the specification's login result `{token, type}`, a console session
 * token and the user type, with the sign-on loop's one-time `itemKey` beside them (wire protocol,
 * "Sign-on service"). It is rate limited (wire protocol, "Sign-in rate limit"): past 5 failures of an
 * account name or 100 of a client address in 15 minutes it answers HTTP 429, code 429, with
 * `Retry-After` in seconds, whatever the password. Logout closes the session's live sockets (4401).
 *
 * `/ibs/replaceToken {}` is the one call here that needs the session in `Authorization` (603 / 700
 * otherwise): code 200, `data` a fresh token of the same account and sign-on session with a full
 * 1-day lifetime; the old token stays valid until its own expiry (docs/behaviour.md, "Session").
 */
export const authApiRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, keys, clock, sockets, demoAccounts, signInLimiter: limiter },
) => {
  const config = { session: 'none' } as const;

  // What the sign-in page shows besides its form (wire protocol, "Sign-in page"): code 1 always.
  app.get(
    '/sso/signInOptions',
    { schema: { response: answers(Type.Object({ demoAccounts: Type.Boolean() })) }, config },
    async (request) => ssoOk(request, { demoAccounts }),
  );

  app.post(
    '/ibs/loginNew',
    {
      schema: {
        body: LoginBody,
        response: {
          ...answers(
            Type.Object({
              token: Type.String(),
              type: Type.Union([Type.Literal('platform'), Type.Literal('enterprise')]),
              itemKey: Type.String(),
            }),
          ),
          429: refusal('Too many failed sign-ins of the account or the address; see the Retry-After header'),
        },
      },
      config,
    },
    async (request, reply) => {
      const account = request.body.account.trim();
      const attempt = await limiter.begin(account, request.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
        throw new ApiError(429, CODES.TOO_MANY_REQUESTS, 'signInLocked', {
          minutes: Math.ceil(attempt.retryAfterMs / 60_000),
        });
      }
      let result;
      try {
        result = await signIn(db, keys, request.body, clock());
      } catch (error) {
        // An attempt the server could not check (the database down: 503) is no failed sign-in.
        await limiter.refund(account, request.ip);
        throw error;
      }
      if (!result.ok) {
        if (result.reason === 'blank') {
          await limiter.refund(account, request.ip);
          throw new ApiError(200, CODES.ACCOUNT_BLANK, 'accountBlank');
        }
        if (result.reason === 'disabled') throw new ApiError(200, CODES.ACCOUNT_DISABLED, 'accountDisabled');
        throw new ApiError(200, CODES.LOGIN_FAILED, 'loginFailed');
      }
      await limiter.succeeded(account, request.ip);
      reply.setCookie(SSO_COOKIE, result.ssoCookie, {
        ...ssoCookieOptions(request),
        maxAge: SSO_SESSION_TTL_MS / 1000,
      });
      return ssoOk(request, { token: result.token, type: result.type, itemKey: result.itemKey });
    },
  );

  app.post(
    '/sso/exchangeItemKey',
    { schema: { body: ItemKeyBody, response: answers(Type.String()) }, config },
    async (request) => {
      const token = await exchangeItemKey(db, request.body.itemKey, clock());
      if (!token) throw new ApiError(200, CODES.SSO_INVALID, 'itemKeyInvalid');
      return ssoOk(request, token);
    },
  );

  app.post(
    sessionPaths.replaceToken,
    { schema: { body: EmptyBody, response: answers(ReplaceTokenData) } },
    async (request) => ok(request, await replaceToken(db, sessionOf(request), clock())),
  );

  app.post('/sso/checkSession', { schema: { body: TokenBody, response: answers(NoData) }, config }, async (request) => {
    if (!(await isSessionLive(db, request.body.token, clock())))
      throw new ApiError(200, CODES.SSO_INVALID, 'sessionInvalid');
    return ssoOk(request, null);
  });

  app.post(
    '/sso/getSsoUrl',
    { schema: { body: SsoUrlBody, response: answers(Type.String()) }, config },
    async (request) => {
      const { appId, redirectUrl } = request.body;
      return ssoOk(request, signInUrl(Number(appId), safeAdminPath(redirectUrl, requestOrigin(request))));
    },
  );

  app.post(
    sessionPaths.validate,
    { schema: { body: TokenBody, response: answers(ShareValidateData) }, config },
    async (request) => {
      await validateToken(db, request.body.token, clock());
      return ok(request, { valid: true as const });
    },
  );

  app.post(
    '/authAction/shareLogout',
    { schema: { body: TokenBody, response: answers(NoData) }, config },
    async (request) => {
      await sockets.closeSessions([await endSession(db, request.body.token, clock())]);
      return ok(request, null);
    },
  );
};

/**
 * Browser navigations of the sign-on service, unsigned, answering 302:
 * - `GET /sso/logout?appId=6`: ends the sign-on session and its console sessions, drops the
 *   cookie, goes to the sign-in page for `appId`;
 * - `GET /sso/switchAccount?account=…&redirectUrl=…`: with a live sign-on session of the person
 *   owning `account`, ends its console sessions and goes to `redirectUrl` (same-origin path under
 *   `/admin/`, else `/admin/index`) with a fresh `itemKey`; otherwise to the sign-in page.
 * The live sockets of the console sessions they end are closed (4401).
 */
export const ssoNavigationRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock, sockets }) => {
  app.get(
    '/sso/logout',
    { schema: { querystring: LogoutQuery, response: REDIRECT_RESPONSE } },
    async (request, reply) => {
      await sockets.closeSessions(await endSsoSession(db, request.cookies[SSO_COOKIE], clock()));
      reply.clearCookie(SSO_COOKIE, ssoCookieOptions(request));
      return reply.redirect(signInUrl(request.query.appId, undefined), 302);
    },
  );

  app.get(
    '/sso/switchAccount',
    { schema: { querystring: SwitchAccountQuery, response: REDIRECT_RESPONSE } },
    async (request, reply) => {
      const target = safeAdminPath(request.query.redirectUrl, requestOrigin(request));
      const switched = request.query.account
        ? await switchAccount(db, request.cookies[SSO_COOKIE], request.query.account, clock())
        : null;
      if (!switched) return reply.redirect(signInUrl(undefined, target), 302);
      await sockets.closeSessions(switched.endedSessionIds);
      const url = new URL(target, requestOrigin(request));
      url.searchParams.set('itemKey', switched.itemKey);
      return reply.redirect(url.pathname + url.search + url.hash, 302);
    },
  );
};
