/**
 * Console sessions on API requests (wire protocol, "What the server checks", last row): the
 * token in `Authorization` is looked up by its SHA-256 in `sessions`. No or unknown token (or a
 * session past its 1-day lifetime) → envelope code 603; a session ended by logout or company
 * switch → 700. Both with HTTP 200, as the console expects (docs/behaviour.md, "Session").
 * Live sessions are cached in memory and forgotten through the bus when they end on any
 * instance (docs/architecture.md, "Several instances").
 */
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema';
import type { Bus } from './bus';
import type { Clock } from './clock';
import { ApiError, CODES } from './envelope';
import type { HubMessage } from './socket-hub';
import { hashSecret } from './tokens';

/** How long a console session lives: 1 day in ms (docs/behaviour.md, "Formats and limits", token cookie of 1 day). */
export { SESSION_TTL_MS } from '@workbench/contracts';

/** Who is calling: the live console session and its account. */
export interface ConsoleSession {
  sessionId: number;
  ssoSessionId: number;
  accountId: number;
  personId: number;
  companyId: number;
}

/** The result of looking a token up. */
export type SessionLookup = { status: 'valid'; session: ConsoleSession } | { status: 'unknown' | 'expired' | 'ended' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `none`: the route needs no console session (sign-on calls, public key). Default: required. */
    session?: 'required' | 'none';
  }
  interface FastifyRequest {
    /** The caller's session on routes that require one, set before the handler runs. */
    consoleSession: ConsoleSession | null;
  }
}

async function readSession(db: Database, which: SQL) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      ssoSessionId: sessions.ssoSessionId,
      accountId: accounts.id,
      personId: accounts.personId,
      companyId: accounts.companyId,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(which)
    .limit(1);
  return row;
}

function resultOf(row: Awaited<ReturnType<typeof readSession>>, now: number): SessionLookup {
  if (!row) return { status: 'unknown' };
  if (row.endedAt) return { status: 'ended' };
  if (row.expiresAt.getTime() <= now) return { status: 'expired' };
  const { expiresAt: _expiresAt, endedAt: _endedAt, ...session } = row;
  return { status: 'valid', session };
}

/** Looks `token` up at time `now` (ms) in the database, without the cache. */
export async function lookupSession(db: Database, token: string, now: number): Promise<SessionLookup> {
  return resultOf(await readSession(db, eq(sessions.tokenHash, hashSecret(token))), now);
}

/**
 * Looks the console session `sessionId` up at time `now` (ms) in the database, without the cache
 * (the live socket's handshake, whose one-time key names the session: wire protocol, "Live socket").
 */
export async function lookupSessionById(db: Database, sessionId: number, now: number): Promise<SessionLookup> {
  return resultOf(await readSession(db, eq(sessions.id, sessionId)), now);
}

/** How long a cached live session is trusted without reading it again: 60 s in ms. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;

/** Most live sessions the cache holds; past it the oldest cached is dropped. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** Most ended session ids remembered so that a read racing their end is not cached. */
const ENDED_IDS_KEPT = 10_000;

interface CachedSession {
  session: ConsoleSession;
  /** Epoch ms: the session's own end of life, checked on every hit (the 1-day expiry stays exact). */
  expiresAt: number;
  /** Epoch ms after which the row is read again. */
  staleAt: number;
}

/**
 * {@link lookupSession} with the live sessions kept in memory, for every request's hot path. A
 * cached session is refused from the moment its `expiresAt` passes, and read again after
 * {@link SESSION_CACHE_MAX_AGE_MS}. Its end anywhere (logout, company switch, an account
 * disabled: `SocketHub.closeSessions`) reaches every instance's cache through the bus, which
 * drops it. Nothing is cached while the bus may be missing messages, and everything is dropped
 * when it may have missed some. A read that began before an end arrived is not cached (an epoch
 * counts the ends), nor a session whose end was announced before its transaction committed.
 */
export class SessionCache {
  readonly #byTokenHash = new Map<string, CachedSession>();
  readonly #tokenHashBySession = new Map<number, string>();
  readonly #ended = new Set<number>();
  readonly #db: Database;
  readonly #bus: Bus<HubMessage>;
  #epoch = 0;

  constructor(db: Database, bus: Bus<HubMessage>) {
    this.#db = db;
    this.#bus = bus;
    bus.subscribe({
      message: (message) => {
        if (message.type === 'sessionsEnded') this.#forget(message.sessionIds);
      },
      missed: () => this.#clear(),
    });
  }

  /** Number of cached live sessions. */
  get size(): number {
    return this.#byTokenHash.size;
  }

  /** Looks `token` up at time `now` (ms), from memory when it can. */
  async lookup(token: string, now: number): Promise<SessionLookup> {
    const tokenHash = hashSecret(token);
    const cached = this.#byTokenHash.get(tokenHash);
    if (cached && this.#bus.live) {
      if (cached.expiresAt <= now) return { status: 'expired' };
      if (cached.staleAt > now) return { status: 'valid', session: cached.session };
    }
    const epoch = this.#epoch;
    const row = await readSession(this.#db, eq(sessions.tokenHash, tokenHash));
    const result = resultOf(row, now);
    if (
      row &&
      result.status === 'valid' &&
      this.#bus.live &&
      epoch === this.#epoch &&
      !this.#ended.has(row.sessionId)
    ) {
      this.#remember(tokenHash, result.session, row.expiresAt.getTime(), now);
    }
    return result;
  }

  #remember(tokenHash: string, session: ConsoleSession, expiresAt: number, now: number): void {
    this.#byTokenHash.delete(tokenHash);
    this.#byTokenHash.set(tokenHash, { session, expiresAt, staleAt: now + SESSION_CACHE_MAX_AGE_MS });
    this.#tokenHashBySession.set(session.sessionId, tokenHash);
    for (const [oldHash, old] of this.#byTokenHash) {
      if (this.#byTokenHash.size <= SESSION_CACHE_MAX_ENTRIES) break;
      this.#byTokenHash.delete(oldHash);
      this.#tokenHashBySession.delete(old.session.sessionId);
    }
  }

  #forget(sessionIds: readonly number[]): void {
    this.#epoch++;
    for (const sessionId of sessionIds) {
      const tokenHash = this.#tokenHashBySession.get(sessionId);
      if (tokenHash !== undefined) this.#byTokenHash.delete(tokenHash);
      this.#tokenHashBySession.delete(sessionId);
      this.#ended.add(sessionId);
    }
    for (const sessionId of this.#ended) {
      if (this.#ended.size <= ENDED_IDS_KEPT) break;
      this.#ended.delete(sessionId);
    }
  }

  #clear(): void {
    this.#epoch++;
    this.#byTokenHash.clear();
    this.#tokenHashBySession.clear();
  }
}

/** The refusal for a lookup that is not valid: code 700 for an ended session, 603 otherwise. */
export function sessionRefusal(status: Exclude<SessionLookup['status'], 'valid'>): ApiError {
  return status === 'ended'
    ? new ApiError(200, CODES.SESSION_ENDED, 'sessionEnded')
    : new ApiError(200, CODES.NO_SESSION, 'noSession');
}

/**
 * The caller's session on a route that requires one.
 * @throws Error when called on a route registered with `config.session: 'none'` (a programming error).
 */
export function sessionOf(request: FastifyRequest): ConsoleSession {
  if (!request.consoleSession) throw new Error(`route ${request.routeOptions.url} has no session`);
  return request.consoleSession;
}

/** Options of {@link consoleSessions}. */
export interface ConsoleSessionsOptions {
  sessions: SessionCache;
  clock: Clock;
  /** Where the token is. Default: the `Authorization` header (signed API calls). */
  tokenOf?: (request: FastifyRequest) => string | undefined;
}

/**
 * Requires a console session on every route of the context it is registered in, unless the
 * route says `config: { session: 'none' }`. Runs as `preHandler`, after signature and schema
 * checks, as in the wire protocol's order.
 */
export const consoleSessions = fp<ConsoleSessionsOptions>(
  async (app: FastifyInstance, { sessions: cache, clock, tokenOf = (request) => request.headers.authorization }) => {
    app.decorateRequest('consoleSession', null);
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.session === 'none') return;
      const token = tokenOf(request);
      if (!token) throw sessionRefusal('unknown');
      const result = await cache.lookup(token, clock());
      if (result.status !== 'valid') throw sessionRefusal(result.status);
      request.consoleSession = result.session;
    });
  },
  { name: 'console-sessions' },
);
