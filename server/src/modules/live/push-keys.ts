/**
 * One-time keys that open the live socket (wire protocol, "Live socket"): the console asks
 * `/share-system/remindMsg/createPushKey` for one before each connection and opens
 * `/ws?pushKey=<key>`, so its long-lived session token never travels in a URL. Keys are stored as
 * their SHA-256 only (`push_keys`), shared by every instance on one database.
 */
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushKeys } from '../../db/schema';
import { hashSecret, randomSecret } from '../../lib/tokens';

/** How long a push key may wait for its handshake: 30,000 ms (wire protocol, "Live socket"). */
export const PUSH_KEY_TTL_MS = 30_000;

/** Random bytes in a push key: 32 (256 bits), sent as 43 base64url characters. */
const PUSH_KEY_BYTES = 32;

/** The longest push key the handshake reads (a longer one cannot be ours). */
export const PUSH_KEY_MAX_LENGTH = 64;

/**
 * Makes a push key for the console session `sessionId` at time `now` (epoch ms), valid until
 * `now + PUSH_KEY_TTL_MS` for one handshake. Returns the key (base64url); only its SHA-256 is stored.
 */
export async function createPushKey(db: Database, sessionId: number, now: number): Promise<string> {
  const key = randomSecret(PUSH_KEY_BYTES);
  await db.insert(pushKeys).values({ keyHash: hashSecret(key), sessionId, expiresAt: new Date(now + PUSH_KEY_TTL_MS) });
  return key;
}

/**
 * Uses up `key` at time `now` (epoch ms): one UPDATE marks it used if it is unused and not
 * expired, so of two handshakes racing with one key exactly one wins, on any instance. Then every
 * used or expired key is deleted. Returns the session the key was made for, or `null` for an
 * unknown, used or expired key.
 */
export async function consumePushKey(db: Database, key: string, now: number): Promise<number | null> {
  const at = new Date(now);
  const [row] = await db
    .update(pushKeys)
    .set({ usedAt: at })
    .where(and(eq(pushKeys.keyHash, hashSecret(key)), isNull(pushKeys.usedAt), gt(pushKeys.expiresAt, at)))
    .returning({ sessionId: pushKeys.sessionId });
  await db.delete(pushKeys).where(or(isNotNull(pushKeys.usedAt), lte(pushKeys.expiresAt, at)));
  return row?.sessionId ?? null;
}
