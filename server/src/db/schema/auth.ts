/**
 * Sign-on and sessions: the sign-on service's sessions, console sessions and the one-time keys
 * exchanged for them, live-socket push keys, and the state the server instances share on one
 * PostgreSQL (seen signatures, sign-in counters, the RSA key pair; docs/architecture.md,
 * "Several instances").
 */
import { bigint, index, integer, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts, persons } from './org';

/**
 * The sign-on service's own sessions, behind the `sso_session` cookie. Only the SHA-256 of the
 * cookie value is stored. `accountId` is the account currently chosen in this sign-on session.
 */
export const ssoSessions = workbench.table('sso_sessions', {
  id: serial('id').primaryKey(),
  cookieHash: text('cookie_hash').notNull().unique(),
  personId: integer('person_id')
    .notNull()
    .references(() => persons.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/**
 * Console sessions, one per exchanged `itemKey`. Only the SHA-256 of the token is stored, so a
 * copy of the database does not hand out live tokens. `endReason` explains an `endedAt`.
 */
export const sessions = workbench.table(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    ssoSessionId: integer('sso_session_id')
      .notNull()
      .references(() => ssoSessions.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['logout', 'switch', 'disabled', 'detached'] }),
  },
  (t) => [index('sessions_sso_session_idx').on(t.ssoSessionId)],
);

/**
 * One-time keys that open the live socket (wire protocol, "Live socket"): made by
 * `/share-system/remindMsg/createPushKey` for a console session, stored as the SHA-256 of the key
 * only, valid until `expiresAt` (30 s after it was made) and for one handshake, which sets
 * `usedAt`. Shared by every instance on one PostgreSQL, so a key made through one opens a socket
 * on another (docs/architecture.md, "Several instances"). Used and expired rows are deleted when
 * a key is consumed.
 */
export const pushKeys = workbench.table(
  'push_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    // A session deleted with its account (detached) takes its keys along.
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('push_keys_expires_at_idx').on(t.expiresAt)],
);

/**
 * Request signatures seen by any instance on a shared PostgreSQL (the `signature` header, whose
 * SHA-1 covers the timestamp), until `expiresAt` (epoch ms, the request's timestamp plus the
 * signature window), so a request accepted by one instance is refused as a replay by every other
 * (docs/architecture.md, "Several instances"). UNLOGGED (the migration says so): a crash empties
 * it, which reopens replays within the 300 s window only. Unused on PGlite, where one process
 * holds the database.
 */
export const seenSignatures = workbench.table(
  'seen_signatures',
  {
    key: text('key').primaryKey(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('seen_signatures_expires_at_idx').on(t.expiresAt)],
);

/**
 * Failed sign-in counters shared by the instances on one PostgreSQL, in the layout
 * rate-limiter-flexible's `RateLimiterPostgres` reads and writes (wire protocol, "Sign-in rate
 * limit"): `key` is the limiter's prefix and the account name or client address, `points` the
 * failures counted, `expire` the end of the window in epoch ms. Column order matters: the
 * library inserts without a column list.
 */
export const signInLimits = workbench.table('sign_in_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The RSA key pair for password fields when the instances share a PostgreSQL (docs/architecture.md,
 * "Several instances"): one row, written by the first instance to start, so a public key fetched
 * from one instance decrypts on every other. On PGlite the pair stays in `DATA_DIR/keys`.
 */
export const serverKeys = workbench.table('server_keys', {
  id: integer('id').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
});

/** One-time keys handed to the console after sign-in, exchanged for a session token. Hashed like tokens. */
export const itemKeys = workbench.table('item_keys', {
  keyHash: text('key_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  ssoSessionId: integer('sso_session_id')
    .notNull()
    .references(() => ssoSessions.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
