import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InProcessBus, NOTIFY_PAYLOAD_MAX_BYTES, PostgresBus } from './bus';

type Message = { text: string };

describe('InProcessBus', () => {
  it('delivers a message to every subscriber before publish returns', async () => {
    const bus = new InProcessBus<Message>();
    const first: Message[] = [];
    const second: Message[] = [];
    bus.subscribe({ message: (message) => first.push(message) });
    bus.subscribe({ message: (message) => second.push(message) });
    await bus.publish({ text: 'hello' });
    expect(first).toEqual([{ text: 'hello' }]);
    expect(second).toEqual([{ text: 'hello' }]);
    expect(bus.live).toBe(true);
  });
});

const DATABASE_URL = process.env['DATABASE_URL'];

describe.runIf(DATABASE_URL)('PostgresBus (runs only when DATABASE_URL is set)', () => {
  let pool: pg.Pool;
  const errors: Error[] = [];
  let channelCount = 0;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: DATABASE_URL });
    pool.on('error', (error) => errors.push(error));
  });
  afterAll(() => pool.end());

  /** Two buses on a channel of their own, as two instances, and what each one received. */
  async function pair() {
    const channel = `bus_test_${process.pid}_${++channelCount}`;
    const options = { url: DATABASE_URL as string, pool, channel, onError: (error: Error) => errors.push(error) };
    const buses = [await PostgresBus.open<Message>(options), await PostgresBus.open<Message>(options)] as const;
    const received = buses.map(() => [] as Message[]);
    const next = buses.map(() => [] as ((message: Message) => void)[]);
    buses.forEach((bus, index) =>
      bus.subscribe({
        message: (message) => {
          received[index]?.push(message);
          next[index]?.shift()?.(message);
        },
      }),
    );
    const arrival = (index: number) => new Promise<Message>((resolve) => next[index]?.push(resolve));
    return { channel, buses, received, arrival };
  }

  it('delivers to the other instance through NOTIFY, and to its own subscribers once', async () => {
    const { buses, received, arrival } = await pair();
    const [a, b] = buses;
    const atB = arrival(1);
    await a.publish({ text: 'from a' });
    expect(received[0]).toEqual([{ text: 'from a' }]);
    expect(await atB).toEqual({ text: 'from a' });
    // A message B publishes comes back to A, and A never saw its own twice.
    const atA = arrival(0);
    await b.publish({ text: 'from b' });
    expect(await atA).toEqual({ text: 'from b' });
    expect(received[0]).toEqual([{ text: 'from a' }, { text: 'from b' }]);
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it(`refuses a message over ${NOTIFY_PAYLOAD_MAX_BYTES} bytes as JSON, after delivering it locally`, async () => {
    const { buses, received } = await pair();
    await expect(buses[0].publish({ text: '汉'.repeat(2700) })).rejects.toThrow(RangeError);
    expect(received[0]).toHaveLength(1);
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('tells its subscribers it missed messages when the listening connection drops, and listens again', async () => {
    const { channel, buses, arrival } = await pair();
    const [a, b] = buses;
    const missed = new Promise<void>((resolve) => b.subscribe({ message: () => {}, missed: resolve }));
    const { rowCount } = await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid = (
         SELECT max(pid) FROM pg_stat_activity WHERE query = $1)`,
      [`LISTEN "${channel}"`],
    );
    expect(rowCount).toBe(1);
    await missed;
    expect(errors.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(b.live && a.live).toBe(true), { timeout: 10_000 });
    const atB = arrival(1);
    await a.publish({ text: 'after the drop' });
    expect(await atB).toEqual({ text: 'after the drop' });
    const atA = arrival(0);
    await b.publish({ text: 'both ways' });
    expect(await atA).toEqual({ text: 'both ways' });
    await Promise.all(buses.map((bus) => bus.close()));
  });
});
