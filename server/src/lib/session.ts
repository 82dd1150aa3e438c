/**
 * Console sessions on API requests (wire protocol, "What the server checks", last row): the
 * token in `Authorization` is looked up by its SHA-256 in `sessions`. No or unknown token (or a
 * session past its 1-day lifetime) → envelope code 603; a session ended by logout or company
 * switch → 700. Both with HTTP 200, as the console expects (docs/behaviour.md, "Session").
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema';
import type { Clock } from './context';
import { ApiError, CODES } from './envelope';
import { hashSecret } from './tokens';

/** How long a console session lives: 1 day in ms (docs/behaviour.md, "Formats and limits", token cookie of 1 day). */
export const SESSION_TTL_MS = 86_400_000;

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

/** Looks `token` up at time `now` (ms). */
export async function lookupSession(db: Database, token: string, now: number): Promise<SessionLookup> {
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
    .where(eq(sessions.tokenHash, hashSecret(token)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.endedAt) return { status: 'ended' };
  if (row.expiresAt.getTime() <= now) return { status: 'expired' };
  const { expiresAt: _expiresAt, endedAt: _endedAt, ...session } = row;
  return { status: 'valid', session };
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
  db: Database;
  clock: Clock;
  /** Where the token is. Default: the `Authorization` header (signed API calls). */
  tokenOf?: (request: FastifyRequest) => string | undefined;
  /** The refusal for a missing or invalid token. Default {@link sessionRefusal} (HTTP 200, 603 / 700). */
  refusal?: (status: Exclude<SessionLookup['status'], 'valid'>) => ApiError;
}

/**
 * Requires a console session on every route of the context it is registered in, unless the
 * route says `config: { session: 'none' }`. Runs as `preHandler`, after signature and schema
 * checks, as in the wire protocol's order (and before a socket upgrade, which happens in the
 * handler).
 */
export const consoleSessions = fp<ConsoleSessionsOptions>(
  async (
    app: FastifyInstance,
    { db, clock, tokenOf = (request) => request.headers.authorization, refusal = sessionRefusal },
  ) => {
    app.decorateRequest('consoleSession', null);
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.session === 'none') return;
      const token = tokenOf(request);
      if (!token) throw refusal('unknown');
      const result = await lookupSession(db, token, clock());
      if (result.status !== 'valid') throw refusal(result.status);
      request.consoleSession = result.session;
    });
  },
  { name: 'console-sessions' },
);
