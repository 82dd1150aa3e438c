/**
 * Request signature verification (wire protocol, "Every API request"; docs/architecture.md, "Wire compatibility"):
 * timestamp window, constant-time signature comparison, replay cache (shared by the instances on
 * one PostgreSQL: docs/architecture.md, "Several instances").
 */
import { hash, timingSafeEqual } from 'node:crypto';
import DataLoader from 'dataloader';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Clock } from './clock';
import { ApiError, CODES } from './envelope';

/** How far a request's `timestamp` may be from the server clock, either way: 300 s in ms. */
export const SIGNATURE_WINDOW_MS = 300_000;

/** The sign key of a token: its last `.`-separated segment; '' without a token. */
export function signKeyOf(token: string | undefined): string {
  return token ? token.slice(token.lastIndexOf('.') + 1) : '';
}

/**
 * The canonical string of the wire protocol: the scalar fields of `params` (string, number,
 * boolean) plus `timestamp` (the header's value wins over a body field of that name), sorted by
 * UTF-16 code unit, joined as `name=value` with `&`, then `&key=<signKey>`.
 *
 * @example canonicalString({ appId: 1, name: 'x', tags: [1] }, '1763700000000', 'K3y')
 *   // 'appId=1&name=x&timestamp=1763700000000&key=K3y'
 */
export function canonicalString(params: unknown, timestamp: string, signKey: string): string {
  // A Map, not an object: field names come from the client (`__proto__`, `constructor`...).
  const fields = new Map<string, string>();
  if (params !== null && typeof params === 'object' && !Array.isArray(params)) {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        fields.set(name, String(value));
      }
    }
  }
  fields.set('timestamp', timestamp);
  const pairs = [...fields.keys()].sort().map((name) => `${name}=${fields.get(name)}`);
  return `${pairs.join('&')}&key=${signKey}`;
}

/** Lowercase hex SHA-1 of the canonical string: the `signature` header's expected value. */
export function computeSignature(params: unknown, timestamp: string, token: string | undefined): string {
  return hash('sha1', canonicalString(params, timestamp, signKeyOf(token)));
}

/**
 * Remembers signatures for as long as their request's timestamp is inside the window, so a
 * captured request cannot be sent again. A signature alone names its request: it is the SHA-1 of
 * a canonical string that holds the timestamp, so the same signature with another timestamp is
 * refused before the replay check. The key is the header's own flat string, not a concatenation
 * with the timestamp (which V8 keeps as a tree of strings): some 100 bytes an entry, which counts
 * at the bound (docs/architecture.md, "Memory"). Bounded: past `maxEntries` the oldest entries
 * are dropped first (memory stays bounded under a flood; a dropped entry could then be replayed,
 * so size the bound above the peak number of requests per window).
 *
 * Hand-written rather than an LRU library because expiry follows the injectable clock and each
 * entry's own timestamp, not the time of insertion. Per process: on PostgreSQL,
 * {@link SharedReplayCache} shares the seen keys between instances.
 *
 * Entries are dropped in sweeps from the front of the map (insertion order), at most every
 * {@link REPLAY_SWEEP_EVERY_MS} of the clock, or when the bound is reached, then down to
 * `maxEntries` less a sixteenth: a sweep walks over the slots its predecessors emptied (a `Map`
 * keeps them until it rehashes), so sweeping on every call would cost a walk per request
 * (docs/architecture.md, "Hot paths"). An expired entry met before its sweep is treated as absent.
 */
export class ReplayCache {
  readonly #expiries = new Map<string, number>();
  #nextSweep = 0;

  constructor(readonly maxEntries = 100_000) {}

  /** Number of remembered entries. */
  get size(): number {
    return this.#expiries.size;
  }

  /**
   * Records `key` as seen until `expiresAt` (ms).
   * @returns false when `key` was already seen and has not expired at `now` (a replay).
   */
  remember(key: string, expiresAt: number, now: number): boolean {
    const seen = this.#expiries.get(key);
    if (seen !== undefined && seen >= now) return false;
    this.#expiries.delete(key);
    if (now >= this.#nextSweep || this.#expiries.size >= this.maxEntries) this.#sweep(now);
    this.#expiries.set(key, expiresAt);
    return true;
  }

  /**
   * Drops the expired entries at the front, and the oldest until there is room for a sixteenth
   * of the bound. Entries are roughly in expiry order (insertion order, timestamps near the clock).
   */
  #sweep(now: number): void {
    const room = this.maxEntries - Math.max(1, Math.floor(this.maxEntries / 16));
    for (const [oldKey, oldExpiry] of this.#expiries) {
      if (oldExpiry >= now && this.#expiries.size <= room) break;
      this.#expiries.delete(oldKey);
    }
    this.#nextSweep = now + REPLAY_SWEEP_EVERY_MS;
  }
}

/** Longest time between two sweeps of a {@link ReplayCache}: 1 s of its clock, in ms. */
export const REPLAY_SWEEP_EVERY_MS = 1_000;

/** What the signature check asks of a replay cache: {@link ReplayCache} or {@link SharedReplayCache}. */
export interface ReplayGuard {
  /**
   * Records `key` as seen until `expiresAt` (ms).
   * @returns false when `key` was already seen and has not expired at `now` (a replay).
   */
  remember: (key: string, expiresAt: number, now: number) => boolean | Promise<boolean>;
}

/** Most keys in one insert; a full batch goes at once. */
export const REPLAY_BATCH_MAX_KEYS = 256;

/** How often each instance deletes expired keys from `seen_signatures`: every 60 s, in ms. */
export const REPLAY_PURGE_EVERY_MS = 60_000;

const INSERT_SEEN = `INSERT INTO workbench.seen_signatures (key, expires_at)
SELECT * FROM unnest($1::text[], $2::bigint[])
ON CONFLICT (key) DO NOTHING
RETURNING key`;

/** Options of {@link SharedReplayCache}. */
export interface SharedReplayCacheOptions {
  /** The app's node-postgres pool. */
  pool: pg.Pool;
  clock: Clock;
  /** Told when a periodic purge fails (the next one tries again). */
  onPurgeError: (error: Error) => void;
}

/**
 * The replay cache of instances sharing a PostgreSQL: a key seen by any of them is refused by
 * all, through the UNLOGGED table `workbench.seen_signatures`. Every request checks this
 * process's {@link ReplayCache} first (a replay to the same instance costs no round trip), then
 * its key joins a batch (dataloader): the keys of every request read in the same turn of the
 * event loop, up to {@link REPLAY_BATCH_MAX_KEYS}, go at `setImmediate` in one `INSERT … ON
 * CONFLICT DO NOTHING RETURNING key`, and each request learns whether its key was new. Waiting
 * for the next turn rather than a timer adds no latency when idle. While a batch is in the
 * database, the next one waits for it and gathers keys meanwhile: under load one insert is in
 * flight at a time and each carries the keys of a whole round trip, instead of one small insert
 * per turn competing with the requests' own queries (docs/architecture.md, "Hot paths"). Expired
 * keys are purged every {@link REPLAY_PURGE_EVERY_MS}; {@link SharedReplayCache.close} stops that.
 */
export class SharedReplayCache implements ReplayGuard {
  readonly #local = new ReplayCache();
  readonly #batches: DataLoader<{ key: string; expiresAt: number }, boolean, string>;
  readonly #purge: NodeJS.Timeout;
  /** Whether an insert is in the database. */
  #inFlight = false;
  /** The sends of the batches waiting for it, oldest first. */
  readonly #waiting: (() => void)[] = [];

  constructor({ pool, clock, onPurgeError }: SharedReplayCacheOptions) {
    this.#batches = new DataLoader(
      async (entries) => {
        this.#inFlight = true;
        try {
          const { rows } = await pool.query<{ key: string }>({
            name: 'seen-signatures-insert',
            text: INSERT_SEEN,
            values: [entries.map((entry) => entry.key), entries.map((entry) => entry.expiresAt)],
          });
          const inserted = new Set(rows.map((row) => row.key));
          return entries.map((entry) => inserted.has(entry.key));
        } finally {
          this.#inFlight = false;
          this.#waiting.shift()?.();
        }
      },
      {
        cache: false,
        maxBatchSize: REPLAY_BATCH_MAX_KEYS,
        batchScheduleFn: (send) =>
          setImmediate(() => {
            if (this.#inFlight) this.#waiting.push(send);
            else send();
          }),
      },
    );
    this.#purge = setInterval(() => {
      pool
        .query('DELETE FROM workbench.seen_signatures WHERE expires_at < $1', [clock()])
        .catch((error: Error) => onPurgeError(error));
    }, REPLAY_PURGE_EVERY_MS);
    this.#purge.unref();
  }

  /**
   * Records `key` as seen until `expiresAt` (ms), in this process and in the database.
   * @returns false when this process or any instance already saw `key` (a replay).
   * @throws the database's error when the batch cannot be written (the request fails with 500).
   */
  async remember(key: string, expiresAt: number, now: number): Promise<boolean> {
    if (!this.#local.remember(key, expiresAt, now)) return false;
    return this.#batches.load({ key, expiresAt });
  }

  /** Stops the periodic purge. */
  close(): void {
    clearInterval(this.#purge);
  }
}

/** Options of {@link requestSignature}. */
export interface RequestSignatureOptions {
  clock: Clock;
  replayCache: ReplayGuard;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Verifies every request of the context it is registered in, before schema validation, in the
 * wire protocol's order: `timestamp` within ±300 s (else HTTP 401, code 401), `signature` equal in
 * constant time (401, 401), not a replay (409, 409). The signed parameters are the query of a
 * GET or HEAD and the JSON body otherwise.
 */
export const requestSignature = fp<RequestSignatureOptions>(
  async (app: FastifyInstance, { clock, replayCache }) => {
    app.addHook('preValidation', async (request) => {
      const now = clock();
      const timestamp = headerValue(request, 'timestamp');
      if (!timestamp || !/^\d{1,15}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) {
        throw new ApiError(401, CODES.UNAUTHORIZED, 'badTimestamp');
      }
      const signature = headerValue(request, 'signature') ?? '';
      const params = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
      const expected = Buffer.from(computeSignature(params, timestamp, headerValue(request, 'authorization')), 'utf8');
      const given = Buffer.from(signature, 'utf8');
      // timingSafeEqual needs equal lengths; the length of a SHA-1 hex string is public anyway.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(401, CODES.UNAUTHORIZED, 'badSignature');
      }
      if (!(await replayCache.remember(signature, Number(timestamp) + SIGNATURE_WINDOW_MS, now))) {
        throw new ApiError(409, CODES.REPLAYED, 'replayed');
      }
    });
  },
  { name: 'request-signature' },
);
