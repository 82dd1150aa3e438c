/**
 * Who may call what (docs/architecture.md, "Access"): every route of the signed API and of the
 * downloads says, in its `config`, the resource code it needs (`resource: 'person:write'`), that
 * any signed-in account may call it (`resource: null`, the self-service calls), or that it needs
 * no session at all (`session: 'none'`). A route that says none of these stops the server at
 * start. The codes an account holds are the resources its roles grant (`role_resources`), or
 * every resource for a super account, read from the tables once and then kept in memory until
 * the next access change ({@link announceAccessChange}, src/lib/access-cache.ts). A refusal
 * answers 403 in the user's language and is written to the operate log.
 */
import { definitionOfPath, RESOURCE_DEFINITIONS } from '@workbench/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client';
import { accountRoles, accounts, companies, persons, resources, roleResources, superAccounts } from '../db/schema';
import { AccessCache, invalidateAccessCaches } from './access-cache';
import { writeOperateLog } from './audit-log';
import type { Actor } from './context';
import { ApiError, CODES } from './envelope';
import { sessionOf } from './session';
import type { SocketHub } from './socket-hub';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The resource code a caller's roles must grant (`person:write`), or `null` for a call any
     * signed-in account may make on its own behalf. Required on every route with a session.
     */
    resource?: string | null;
  }
}

const actors = new WeakMap<FastifyRequest, Promise<Actor>>();

/** The caller of `request` (read once per request). */
export function actorOf(db: Database, request: FastifyRequest): Promise<Actor> {
  let actor = actors.get(request);
  if (!actor) {
    actor = loadActor(db, sessionOf(request).accountId);
    actors.set(request, actor);
  }
  return actor;
}

/**
 * The SQL condition "account `accountId` holds this row of `resources`": one of its roles grants
 * it, or the account is a super account.
 */
export function heldBy(accountId: number): SQL {
  return sql`(exists (select 1 from ${superAccounts} where ${superAccounts.accountId} = ${accountId})
    or ${resources.id} in (select ${roleResources.resourceId} from ${roleResources}
      join ${accountRoles} on ${accountRoles.roleId} = ${roleResources.roleId}
      where ${accountRoles.accountId} = ${accountId}))`;
}

/** The resource codes account `accountId` holds (see {@link heldBy}). */
export async function grantedCodes(db: Database | Transaction, accountId: number): Promise<Set<string>> {
  const rows = await db.selectDistinct({ code: resources.code }).from(resources).where(heldBy(accountId));
  return new Set(rows.map((row) => row.code));
}

const heldCodes = new AccessCache<ReadonlySet<string>>();

/**
 * Account `accountId` as an actor (with its granted codes, cached as for a request's caller): the
 * one a change the server makes on someone's behalf is logged under.
 * @throws Error when the account does not exist.
 */
export async function loadActor(db: Database, accountId: number): Promise<Actor> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      account: accounts.account,
      personId: persons.id,
      personName: persons.name,
      companyId: companies.id,
      companyName: companies.name,
      userType: accounts.userType,
      superAccount: sql<boolean>`exists (select 1 from ${superAccounts} where ${superAccounts.accountId} = ${accounts.id})`,
    })
    .from(accounts)
    .innerJoin(persons, eq(persons.id, accounts.personId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} of a live session is missing`);
  const { userType, ...actor } = row;
  const permissions = await heldCodes.get(db, String(accountId), () => grantedCodes(db, accountId));
  return { ...actor, platform: userType === 'platform', permissions };
}

/**
 * The path of the route `request` called, without its query (a download's query holds its
 * token): what a refusal's log row names (`url`), which the operate log's comparison puts in
 * words (docs/screens.md, "Log manage").
 */
export function calledPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
}

/**
 * The names of the resources `codes` in both languages, in the order of `codes` (a code with no
 * resource is left out): what the operate log shows of permission codes.
 */
export async function resourceNames(db: Database | Transaction, codes: readonly string[]) {
  const rows = codes.length
    ? await db
        .select({ code: resources.code, zh: resources.nameZh, en: resources.nameEn })
        .from(resources)
        .where(inArray(resources.code, [...codes]))
    : [];
  const found = codes.flatMap((code) => rows.filter((row) => row.code === code));
  return { zh: found.map((row) => row.zh), en: found.map((row) => row.en) };
}

/** The names of each resource code a refusal names, kept until the next access change. */
const permissionNames = new AccessCache<{ zh: string; en: string } | undefined>();

/**
 * The resource a refused call belongs to in the operate log: the definition whose route `path`
 * is, else the first definition whose permissions name `code` (`operateLog` for `log:read`),
 * else the code's first part (`person` of `person:write`).
 */
export function resourceOfCall(path: string, code: string): string {
  const named = RESOURCE_DEFINITIONS.find(
    (definition) => definition.permissions.read === code || definition.permissions.write === code,
  );
  return definitionOfPath(path)?.name ?? named?.name ?? code.split(':')[0] ?? code;
}

/**
 * The caller, once it is known to hold `code`.
 * @throws ApiError HTTP 403, code 403 (`forbidden`), after writing a `refuse` row to the operate
 *   log, when the caller does not hold `code`: the code, its resource's names in both languages
 *   (`permissionName`, when the code is a resource's) and the path called.
 */
export async function authorize(db: Database, request: FastifyRequest, code: string): Promise<Actor> {
  const actor = await actorOf(db, request);
  if (actor.permissions.has(code)) return actor;
  const permissionName = await permissionNames.get(db, code, async () => {
    const names = await resourceNames(db, [code]);
    return names.zh[0] && names.en[0] ? { zh: names.zh[0], en: names.en[0] } : undefined;
  });
  await writeOperateLog(db, request, actor, {
    action: 'refuse',
    resource: resourceOfCall(calledPath(request), code),
    after: { permission: code, ...(permissionName ? { permissionName } : {}), url: calledPath(request) },
  });
  throw new ApiError(403, CODES.FORBIDDEN, 'forbidden');
}

/**
 * Tells this process and open consoles that access changed (docs/behaviour.md, "Roles and
 * permissions"): the in-memory access caches are emptied ({@link invalidateAccessCaches}), and the
 * accounts `accountIds` (every open console for `'all'`, after a change of menus or resources)
 * get an `accessChanged` frame on their live sockets and fetch their menus and routes again.
 * Call it once the change is committed; it reaches every instance (docs/architecture.md, "Several
 * instances").
 * @throws the bus's error when an announcement cannot be published.
 */
export async function announceAccessChange(sockets: SocketHub, accountIds: readonly number[] | 'all'): Promise<void> {
  invalidateAccessCaches();
  if (accountIds === 'all') {
    await sockets.broadcast({ type: 'accessChanged' });
    return;
  }
  await sockets.push([...new Set(accountIds)], { type: 'accessChanged' });
}

/** The accounts holding role `roleId`, whose access follows the role's grants. */
export async function holdersOf(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ accountId: accountRoles.accountId })
    .from(accountRoles)
    .where(eq(accountRoles.roleId, roleId));
  return rows.map((row) => row.accountId);
}

/** One route as {@link accessControl} saw it registered: what it needs. */
export interface RouteAccess {
  method: string;
  url: string;
  /** The resource code, `null` for any signed-in account, `undefined` for no session. */
  resource: string | null | undefined;
  /** The schema of its parameters: the body, or the query of a GET. */
  parameters: unknown;
}

/**
 * Checks each route's `config.resource` before its handler (after the session check, so register
 * it after `consoleSessions`). At `ready`, throws when a route with a session names neither a
 * resource code nor `null`: no route is left open by forgetting. Each route is added to `routes`
 * then (the app lists them for the tests that walk the route table).
 */
export const accessControl = fp<{ db: Database; routes: RouteAccess[] }>(
  async (app: FastifyInstance, { db, routes }) => {
    const seen: {
      method: string | string[];
      url: string;
      config: () => Record<string, unknown> | undefined;
      parameters: unknown;
    }[] = [];
    app.addHook('onRoute', (route) => {
      seen.push({
        method: route.method,
        url: route.url,
        config: () => route.config as Record<string, unknown>,
        parameters: route.schema?.body ?? route.schema?.querystring,
      });
    });
    app.addHook('onReady', async () => {
      for (const route of seen) {
        const config = route.config() ?? {};
        const methods = [route.method].flat().filter((method) => method !== 'HEAD');
        const resource = config.resource as string | null | undefined;
        if (config.session !== 'none' && resource === undefined) {
          throw new Error(`${methods.join(',')} ${route.url} names no resource code (config.resource)`);
        }
        for (const method of methods) routes.push({ method, url: route.url, resource, parameters: route.parameters });
      }
    });
    app.addHook('preHandler', async (request) => {
      const code = request.routeOptions.config.resource;
      if (typeof code === 'string' && request.routeOptions.config.session !== 'none') {
        await authorize(db, request, code);
      }
    });
  },
  { name: 'access-control', dependencies: ['console-sessions'] },
);

/**
 * Registers `plugin` with `resource: null` on each of its routes that names no resource: the
 * self-service calls any signed-in account makes on its own behalf (its profile, its menus, the
 * work bench).
 */
export function selfService<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsyncTypebox<Options>,
): FastifyPluginAsyncTypebox<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, resource: route.config?.resource ?? null } as typeof route.config;
    });
    await app.register(plugin, options);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route {@link accessControl} guards, with what it needs (filled at `ready`). */
    routeAccess: RouteAccess[];
  }
}
