/**
 * The Workbench reference platform server as a Fastify application (docs/architecture.md, "Wire compatibility"
 * and "Server"; wire protocol in docs/wire-protocol.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import fastifyWebsocket from '@fastify/websocket';
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { RESOURCE_DEFINITIONS } from '@workbench/contracts';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import type { TlsFiles } from './config';
import { connectDatabase, type DatabaseOption } from './db/client';
import { hasDemoData, type InitialData, seedIfEmpty } from './db/seed';
import { DEMO_PASSWORD } from './db/seed/demo';
import { accessControl, type RouteAccess, selfService } from './lib/access';
import { invalidateAccessCaches } from './lib/access-cache';
import type { Clock } from './lib/clock';
import type { AppContext } from './lib/context';
import { downloadToken } from './lib/download';
import { errorHandling, frameworkErrorHandler } from './lib/errors';
import { nulFreeParameters } from './lib/nul-characters';
import { singleValuedQuery } from './lib/repeated-parameters';
import { declareRefusals } from './lib/schemas';
import { answerSerializerCompiler } from './lib/serializer';
import { noStore, responseHeaders } from './lib/response-headers';
import { type Bus, InProcessBus, PostgresBus } from './lib/bus';
import { loadOrCreateKeys, loadOrCreateSharedKeys } from './lib/rsa';
import { HttpSmsSender, OutboxSmsSender } from './lib/sms';
import { consoleSessions, SessionCache } from './lib/session';
import { ReplayCache, requestSignature, SharedReplayCache } from './lib/signature';
import { type HubMessage, SocketHub } from './lib/socket-hub';
import { SignInLimiter } from './lib/sign-in-limiter';
import { addressRoutes } from './modules/address/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { startAnnouncementTimer } from './modules/announcements/service';
import { authApiRoutes, ssoNavigationRoutes } from './modules/auth/routes';
import { accessRoutes } from './modules/access/routes';
import { roleHolderDownloadRoutes, roleHolderRoutes } from './modules/access/holder-routes';
import { processRoutes } from './modules/workflow/process-routes';
import { documentDownloadRoutes, documentRoutes } from './modules/document/routes';
import { ecommerceRoutes } from './modules/ecommerce/routes';
import { LIVE_SOCKET_MAX_PAYLOAD_BYTES, liveSocketRoutes } from './modules/live/routes';
import { messageDownloadRoutes, messageRoutes } from './modules/messages/routes';
import { orgDownloadRoutes, orgRoutes } from './modules/org/routes';
import { projectDownloadRoutes, projectRoutes } from './modules/project/projects';
import { mroRoutes } from './modules/mro/mro';
import { purchaseRoutes } from './modules/purchase/routes';
import { registerRoutes } from './modules/register/routes';
import { systemRoutes } from './modules/system/routes';
import { savedViewRoutes } from './modules/saved-views/routes';
import { tableSettingsRoutes } from './modules/table-settings/routes';
import { dictionaryResourceRoutes, dictionaryRoutes } from './modules/system/dictionary';
import { appAccessRoutes } from './modules/access/apps';
import { connectionResourceRoutes, serverUrlRoutes } from './modules/system/connections';
import { reportDownloadRoutes, reportRoutes } from './modules/report/routes';
import { tripRoutes } from './modules/trip/routes';
import { userinfoRoutes } from './modules/userinfo/routes';
import { webRoutes } from './modules/web/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { SERVER_PACKAGE_DIR } from './package-dir';

/** Where the OpenAPI document of every route is published (unsigned GET, docs/wire-protocol.md, "OpenAPI"). */
export const OPENAPI_PATH = '/share-system/openapi.json';

const SERVER_VERSION = (
  JSON.parse(readFileSync(join(SERVER_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/** The close code of every live socket when the server shuts down: 1001, going away (RFC 6455, 7.4.1). */
export const GOING_AWAY_CLOSE_CODE = 1001;

/** Largest accepted request body: 1 MiB in bytes (larger → HTTP 413, envelope code 413). */
export const BODY_LIMIT_BYTES = 1_048_576;

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** Where the data lives (see {@link DatabaseOption}); the app closes it when it closes. */
  database: DatabaseOption;
  /** Directory for server state: the RSA key pair goes to `<dataDir>/keys`. Must exist. */
  dataDir: string;
  /** The console's build output, served under `/admin/`. It may be missing (503 page). */
  consoleDir: string;
  /** Current time in epoch ms, for signatures, sessions and item keys. Default `Date.now`. */
  clock?: Clock;
  /**
   * Origins (`scheme://host[:port]`, as `originOf` serialises them) that may open the live socket
   * besides the server's own (`ALLOWED_ORIGINS`). Default none.
   */
  allowedOrigins?: readonly string[];
  /** The password of a new account given none, and of a reset one (`DEFAULT_PASSWORD`). Default {@link DEMO_PASSWORD}. */
  defaultPassword?: string;
  /**
   * What an empty database gets besides the base data (`SEED_DEMO`, `ADMIN_ACCOUNT`,
   * `ADMIN_PASSWORD`; docs/architecture.md, "Seeding"). Default `{ demo: true }`, the demo data set.
   */
  initialData?: InitialData;
  /** Fastify's logger option (pino options, `true` or `false`). Default: no logging. */
  logger?: FastifyServerOptions['logger'];
  /**
   * The SMS gateway that text messages are posted to (`SMS_GATEWAY_URL`, src/lib/sms.ts). Default
   * none: the reference sender writes them to the `outbox` table and the log.
   */
  smsGatewayUrl?: string;
  /**
   * A certificate chain and key (PEM) to serve HTTPS with (`TLS_CERT_FILE`, `TLS_KEY_FILE`): then
   * HTTP/2, with HTTP/1.1 beside it for clients without it and for the live socket's upgrade.
   * Default none: plain HTTP/1.1 (docs/architecture.md, "Server").
   */
  tls?: TlsFiles;
}

/**
 * Fastify's options for the transport: HTTPS with HTTP/2 and HTTP/1.1 (ALPN, RFC 7301) given `tls`,
 * else plain HTTP/1.1. Over HTTP/1.1 a browser fetches six things at a time from one origin, and
 * the work bench's first view asks for about thirty; over HTTP/2 they share one connection
 * (docs/architecture.md, "Server").
 *
 * The instance keeps Fastify's HTTP/1 types either way: the routes use what both protocols' request
 * and reply objects have (Node's HTTP/2 compatibility API), and never the raw server.
 */
function transportOptions(tls: TlsFiles | undefined): FastifyHttpOptions<Server> {
  if (!tls) return {};
  const transport: FastifyHttp2SecureOptions<Http2SecureServer> = {
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
  };
  // Typed as HTTP/1 options on purpose (see above): Fastify's types know one raw server per instance.
  return transport as unknown as FastifyHttpOptions<Server>;
}

/**
 * Builds the server: opens and migrates the database, seeds it when it is empty (base data, then
 * the demo data set or the first administrator, see `initialData`),
 * loads or creates the RSA keys, and registers every route. Not yet listening, so tests call
 * `app.inject()` and may add routes first; `main.ts` calls `listen()`.
 *
 * Layout of contexts: pages and sign-on navigations are unsigned; every API route sits in one
 * context that refuses repeated query names (400), verifies the request signature (401 / 409)
 * and, unless a route opts out, the console session (603 / 700). Downloads sit in a context
 * that is not signed (a hidden frame or form cannot send headers) and reads the token from the
 * query or the urlencoded form (603 / 700). The live socket `/ws` checks the origin (403) and the
 * session (401) before the upgrade. In both contexts, each route names the resource code it needs
 * (403, logged) or says any signed-in account may call it (src/lib/access.ts). Every response carries `x-request-id` and the security
 * headers; every failure is an envelope with a localised generic message.
 *
 * @throws when the database cannot be opened or migrated, and `SetupError` (src/db/seed.ts) when
 * it is empty and `initialData` names no valid first administrator; it is closed again then.
 */
/** A definition's `name` in kebab-case (`costCentre`: `cost-centre`), its module's folder and file name. */
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Registers the routes of every registry definition that no module above has registered
 * (docs/architecture.md, "One registry"): its module is found by convention at
 * `modules/<name>/<name>.ts`, the name in kebab-case, and exports `routes`, a plugin that calls
 * `resourceRoutes` with the definition, as `pnpm new:screen` writes it. esbuild bundles every
 * file the import's pattern (`./modules/*\/*.ts`) matches, so the built server finds it too.
 * @throws Error naming the definition when no such module loads, or it exports no `routes`, or
 *   they do not serve the definition: the server does not start with a screen whose calls would
 *   answer 404.
 * @param definitions the registry's definitions (a test gives others).
 */
export async function registerConventionalRoutes(
  api: FastifyInstance,
  context: AppContext,
  definitions: readonly { name: string }[] = RESOURCE_DEFINITIONS,
): Promise<void> {
  for (const { name } of definitions) {
    if (context.stores.has(name)) continue;
    const file = `modules/${kebabCase(name)}/${kebabCase(name)}.ts`;
    const refuse = (why: string, cause?: unknown): never => {
      throw new Error(`resource definition "${name}" has no routes: ${why}`, { cause });
    };
    const loaded: { routes?: unknown } = await import(`./modules/${kebabCase(name)}/${kebabCase(name)}.ts`).catch(
      (error: unknown) => refuse(`no module registers them in app.ts and ${file} does not load`, error),
    );
    if (typeof loaded.routes !== 'function') refuse(`${file} exports no \`routes\` plugin`);
    await api.register(loaded.routes as FastifyPluginAsync<AppContext>, context);
    if (!context.stores.has(name)) refuse(`the \`routes\` of ${file} do not call resourceRoutes with it`);
  }
}

export async function buildApp(options: BuildAppOptions) {
  const clock = options.clock ?? Date.now;
  let requestCount = 0;
  const app = Fastify({
    ...transportOptions(options.tls),
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The id is a plain request number the console can show; a client-sent id is not trusted.
    requestIdHeader: false,
    genReqId: () => String(++requestCount),
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  const database = await connectDatabase(options.database);
  // What several instances share lives in PostgreSQL; PGlite has one process (docs/architecture.md, "Several instances").
  const { postgres } = database;
  // Closed last first when the app closes, or when building it fails.
  const closers: (() => void | Promise<void>)[] = [() => database.close()];
  const release = async () => {
    for (const close of closers.reverse()) await close();
  };
  // An idle pooled connection that PostgreSQL ends (a restart, an administrator) is dropped by the
  // pool, which then emits `error`; unheard, that event would stop the process.
  postgres?.pool.on('error', (error) => app.log.error({ err: error }, 'idle database connection lost'));
  try {
    const initialData = options.initialData ?? { demo: true };
    await seedIfEmpty(database.db, clock(), initialData);
    const bus: Bus<HubMessage> = postgres
      ? await PostgresBus.open<HubMessage>({
          url: postgres.url,
          pool: postgres.pool,
          onError: (error) => app.log.error({ err: error }, 'bus listening connection lost; reconnecting'),
        })
      : new InProcessBus<HubMessage>();
    closers.push(() => bus.close());
    // An access change announced by any instance, or a gap in what the bus delivered, empties this
    // instance's access caches (src/lib/access-cache.ts).
    bus.subscribe({
      message: (message) => {
        if (message.type !== 'sessionsEnded' && message.frame.type === 'accessChanged') invalidateAccessCaches();
      },
      missed: invalidateAccessCaches,
    });
    const replayCache = postgres
      ? new SharedReplayCache({
          pool: postgres.pool,
          clock,
          onPurgeError: (error) => app.log.warn({ err: error }, 'purging seen signatures failed'),
        })
      : new ReplayCache();
    if (replayCache instanceof SharedReplayCache) closers.push(() => replayCache.close());
    const context: AppContext = {
      db: database.db,
      clock,
      keys: postgres ? await loadOrCreateSharedKeys(database.db) : loadOrCreateKeys(join(options.dataDir, 'keys')),
      sockets: new SocketHub(bus),
      sessions: new SessionCache(database.db, bus),
      signInLimiter: new SignInLimiter(postgres?.pool),
      defaultPassword: options.defaultPassword ?? DEMO_PASSWORD,
      demoAccounts: initialData.demo && (await hasDemoData(database.db)),
      stores: new Map(),
    };

    // Scheduled announcements are published by this timer, stopped before the database closes.
    closers.push(
      startAnnouncementTimer(database.db, context.sockets, clock, (error) =>
        app.log.error({ err: error }, 'publishing scheduled announcements failed'),
      ),
    );

    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    app.setSerializerCompiler(answerSerializerCompiler);
    app.addHook('onClose', release);
    const routeAccess: RouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);

    // Before any route, so that every route's schemas reach the OpenAPI document.
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Workbench platform API',
          version: SERVER_VERSION,
          description:
            'The platform calls the console makes and the sign-on service, as docs/wire-protocol.md describes them: signed requests, the envelope {code, msg, data}.',
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The console session token.' },
            signature: {
              type: 'apiKey',
              in: 'header',
              name: 'signature',
              description: 'SHA-1 of the canonical string, with a `timestamp` header (docs/wire-protocol.md).',
            },
          },
        },
      },
    });
    await app.register(fastifyCookie);
    await app.register(responseHeaders, { allowedOrigins: options.allowedOrigins ?? [] });
    await app.register(errorHandling);
    await app.register(fastifyWebsocket, {
      options: { maxPayload: LIVE_SOCKET_MAX_PAYLOAD_BYTES },
      // ws closes the socket itself on a protocol error (1009 for a frame over maxPayload); the
      // default handler would also terminate it at once, possibly before that close frame leaves.
      errorHandler: (error, _socket, request) => request.log.warn({ err: error }, 'live socket error'),
      // On close (shutdown, docs/architecture.md "Shutdown"): 1001 going away (RFC 6455, 7.4.1),
      // so consoles reconnect, to another instance behind a load balancer.
      preClose(done) {
        for (const client of this.websocketServer.clients) client.close(GOING_AWAY_CLOSE_CODE, 'server shutting down');
        done();
      },
    });

    await app.register(webRoutes, { consoleDir: options.consoleDir });
    app.get(
      OPENAPI_PATH,
      { schema: { response: { 200: { type: 'object', additionalProperties: true } } } },
      async (_request, reply) =>
        reply.header('cache-control', 'no-cache').send(app.swagger() as Record<string, unknown>),
    );
    await app.register(ssoNavigationRoutes, context);
    await app.register(liveSocketRoutes, { ...context, allowedOrigins: options.allowedOrigins ?? [] });

    await app.register(async (api) => {
      // JSON only (wire protocol): other bodies get 415, which also keeps cross-site "simple"
      // form posts (text/plain) from reaching a handler.
      api.removeContentTypeParser('text/plain');
      api.addHook('onRoute', declareRefusals({ signed: true, writes: true }));
      await api.register(noStore);
      await api.register(singleValuedQuery);
      api.addHook('preValidation', (request, _reply, done) => {
        // The wire protocol sends JSON bodies; a POST without one counts as `{}`.
        if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
        done();
      });
      await api.register(requestSignature, { clock, replayCache });
      await api.register(consoleSessions, { sessions: context.sessions, clock });
      await api.register(accessControl, { db: context.db, routes: routeAccess });
      await api.register(nulFreeParameters);
      await api.register(selfService(authApiRoutes), context);
      await api.register(selfService(registerRoutes), {
        ...context,
        sms: options.smsGatewayUrl ? new HttpSmsSender(options.smsGatewayUrl) : new OutboxSmsSender(app.log),
      });
      await api.register(selfService(systemRoutes), context);
      await api.register(selfService(userinfoRoutes), context);
      await api.register(selfService(ecommerceRoutes), context);
      await api.register(selfService(messageRoutes), context);
      await api.register(selfService(addressRoutes), context);
      await api.register(selfService(purchaseRoutes), context);
      await api.register(selfService(tripRoutes), context);
      await api.register(selfService(workflowRoutes), context);
      await api.register(selfService(documentRoutes), context);
      await api.register(selfService(dictionaryRoutes), context);
      await api.register(selfService(appAccessRoutes), context);
      await api.register(selfService(serverUrlRoutes), context);
      await api.register(orgRoutes, context);
      await api.register(dictionaryResourceRoutes, context);
      await api.register(connectionResourceRoutes, context);
      await api.register(reportRoutes, context);
      await api.register(projectRoutes, context);
      await api.register(mroRoutes, context);
      await api.register(accessRoutes, context);
      await api.register(roleHolderRoutes, context);
      await api.register(processRoutes, context);
      await api.register(announcementRoutes, context);
      await api.register(tableSettingsRoutes, context);
      await api.register(savedViewRoutes, context);
      await registerConventionalRoutes(api, context);
    });

    await app.register(async (downloads) => {
      // A hidden form posts urlencoded fields; nothing else is read here (415).
      downloads.addHook('onRoute', declareRefusals({ signed: false, writes: false }));
      downloads.removeAllContentTypeParsers();
      await downloads.register(fastifyFormbody);
      await downloads.register(noStore);
      await downloads.register(singleValuedQuery);
      await downloads.register(consoleSessions, { sessions: context.sessions, clock, tokenOf: downloadToken });
      await downloads.register(accessControl, { db: context.db, routes: routeAccess });
      await downloads.register(nulFreeParameters);
      await downloads.register(selfService(messageDownloadRoutes), context);
      await downloads.register(selfService(documentDownloadRoutes), context);
      await downloads.register(orgDownloadRoutes, context);
      await downloads.register(projectDownloadRoutes, context);
      await downloads.register(roleHolderDownloadRoutes, context);
      await downloads.register(reportDownloadRoutes, context);
    });
    return app;
  } catch (error) {
    await release();
    throw error;
  }
}

/** The application {@link buildApp} returns: Fastify with the TypeBox type provider. */
export type WorkbenchApp = Awaited<ReturnType<typeof buildApp>>;
