import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { accounts, sessions, ssoSessions } from '../db/schema';
import { type Bus, type BusSubscriber, InProcessBus } from './bus';
import { SESSION_CACHE_MAX_AGE_MS, SESSION_TTL_MS, SessionCache } from './session';
import type { HubMessage } from './socket-hub';
import { hashSecret, newSessionToken } from './tokens';

const NOW = Date.UTC(2026, 0, 5, 9);

let database: DatabaseHandle;
let accountId: number;
let ssoSessionId: number;

beforeAll(async () => {
  database = await connectDatabase({ pglite: new PGlite() });
  await seedIfEmpty(database.db, NOW, { demo: true });
  const [account] = await database.db.select().from(accounts).where(eq(accounts.account, 'buyer'));
  if (!account) throw new Error('no buyer');
  accountId = account.id;
  const [sso] = await database.db
    .insert(ssoSessions)
    .values({
      cookieHash: hashSecret(newSessionToken()),
      personId: account.personId,
      accountId,
      createdAt: new Date(NOW),
      expiresAt: new Date(NOW + SESSION_TTL_MS),
    })
    .returning();
  ssoSessionId = sso?.id ?? 0;
});
afterAll(() => database.close());

/** A live console session of buyer from NOW, its token and id. */
async function newSession() {
  const token = newSessionToken();
  const [row] = await database.db
    .insert(sessions)
    .values({
      tokenHash: hashSecret(token),
      accountId,
      ssoSessionId,
      createdAt: new Date(NOW),
      expiresAt: new Date(NOW + SESSION_TTL_MS),
    })
    .returning();
  return { token, id: row?.id ?? 0 };
}

/** Ends the session in the database only, as another instance would before its announcement arrives. */
async function endInDatabase(id: number) {
  await database.db
    .update(sessions)
    .set({ endedAt: new Date(NOW), endReason: 'logout' })
    .where(eq(sessions.id, id));
}

/** A bus whose liveness the test sets, delivering what is published to its subscribers. */
class ControlledBus implements Bus<HubMessage> {
  live = true;
  readonly subscribers: BusSubscriber<HubMessage>[] = [];
  async publish(message: HubMessage) {
    for (const subscriber of this.subscribers) subscriber.message(message);
  }
  subscribe(subscriber: BusSubscriber<HubMessage>) {
    this.subscribers.push(subscriber);
  }
  async close() {}
}

describe('SessionCache', () => {
  it('answers a live session from memory until its end is announced on the bus', async () => {
    const bus = new InProcessBus<HubMessage>();
    const cache = new SessionCache(database.db, bus);
    const { token, id } = await newSession();
    expect(await cache.lookup(token, NOW)).toMatchObject({ status: 'valid', session: { sessionId: id, accountId } });
    await endInDatabase(id);
    expect(await cache.lookup(token, NOW + 1)).toMatchObject({ status: 'valid' });
    await bus.publish({ type: 'sessionsEnded', sessionIds: [id] });
    expect(await cache.lookup(token, NOW + 2)).toEqual({ status: 'ended' });
    expect(cache.size).toBe(0);
  });

  it('refuses a cached session from the exact millisecond it expires', async () => {
    const cache = new SessionCache(database.db, new InProcessBus<HubMessage>());
    const { token } = await newSession();
    const expiresAt = NOW + SESSION_TTL_MS;
    // Read once early, then asked again within the cache's age just before and at the expiry.
    expect(await cache.lookup(token, expiresAt - SESSION_CACHE_MAX_AGE_MS / 2)).toMatchObject({ status: 'valid' });
    expect(await cache.lookup(token, expiresAt - 1)).toMatchObject({ status: 'valid' });
    expect(await cache.lookup(token, expiresAt)).toEqual({ status: 'expired' });
  });

  it(`reads the session again after ${SESSION_CACHE_MAX_AGE_MS} ms`, async () => {
    const cache = new SessionCache(database.db, new InProcessBus<HubMessage>());
    const { token, id } = await newSession();
    expect(await cache.lookup(token, NOW)).toMatchObject({ status: 'valid' });
    await endInDatabase(id);
    expect(await cache.lookup(token, NOW + SESSION_CACHE_MAX_AGE_MS - 1)).toMatchObject({ status: 'valid' });
    expect(await cache.lookup(token, NOW + SESSION_CACHE_MAX_AGE_MS)).toEqual({ status: 'ended' });
  });

  it('caches nothing while the bus is not live, and forgets everything when it missed messages', async () => {
    const bus = new ControlledBus();
    const cache = new SessionCache(database.db, bus);
    const first = await newSession();
    const second = await newSession();
    bus.live = false;
    expect(await cache.lookup(first.token, NOW)).toMatchObject({ status: 'valid' });
    expect(cache.size).toBe(0);
    bus.live = true;
    expect(await cache.lookup(second.token, NOW)).toMatchObject({ status: 'valid' });
    expect(cache.size).toBe(1);
    for (const subscriber of bus.subscribers) subscriber.missed?.();
    expect(cache.size).toBe(0);
    await endInDatabase(second.id);
    expect(await cache.lookup(second.token, NOW)).toEqual({ status: 'ended' });
  });

  it('does not cache a read that an announced end overtook', async () => {
    const bus = new InProcessBus<HubMessage>();
    const cache = new SessionCache(database.db, bus);
    const { token, id } = await newSession();
    // The end is announced while the row is being read, before its transaction has committed.
    const reading = cache.lookup(token, NOW);
    await bus.publish({ type: 'sessionsEnded', sessionIds: [id] });
    expect(await reading).toMatchObject({ status: 'valid' });
    expect(cache.size).toBe(0);
    expect(await cache.lookup(token, NOW)).toMatchObject({ status: 'valid' });
    expect(cache.size).toBe(0);
    await endInDatabase(id);
    expect(await cache.lookup(token, NOW)).toEqual({ status: 'ended' });
  });
});
