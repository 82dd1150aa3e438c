/**
 * The cross-instance bus (docs/architecture.md, "Several instances"): what one server instance
 * publishes reaches the subscribers of every instance on the same database. On PostgreSQL it
 * rides on `LISTEN` / `NOTIFY`; on PGlite, which one process alone can open, it stays in process.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The largest `NOTIFY` payload PostgreSQL accepts: it must be shorter than 8000 bytes (PostgreSQL
 * documentation, "NOTIFY"). A published message is sent as JSON with the sending instance's id.
 */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

/** The channel the instances listen on. */
export const BUS_CHANNEL = 'workbench_bus';

/** First wait before the listening connection is opened again after it dropped: 100 ms. */
export const RECONNECT_FIRST_DELAY_MS = 100;

/** Longest wait between two attempts to open the listening connection again: 5 s in ms. */
export const RECONNECT_MAX_DELAY_MS = 5_000;

/** What a subscriber is told. */
export interface BusSubscriber<M> {
  /** A message published by this or another instance. */
  message: (message: M) => void;
  /**
   * Messages from other instances may have been missed (the listening connection dropped):
   * whatever was kept on the strength of them ({@link Bus.live}) must be forgotten.
   */
  missed?: () => void;
}

/** A publish/subscribe channel across the instances sharing a database. `M` must survive JSON. */
export interface Bus<M> {
  /**
   * Whether messages from other instances are being received now. While false, a subscriber
   * must not trust what it keeps on the strength of them (a session cache reads the database).
   */
  readonly live: boolean;
  /**
   * Delivers `message` to this instance's subscribers at once, before returning, and to every
   * other instance's.
   * @throws RangeError when the message as JSON exceeds {@link NOTIFY_PAYLOAD_MAX_BYTES} (on
   * PostgreSQL; this instance's subscribers have had it); the database's error when the
   * `NOTIFY` fails.
   */
  publish: (message: M) => Promise<void>;
  /** Adds a subscriber until the bus closes. */
  subscribe: (subscriber: BusSubscriber<M>) => void;
  /** Stops listening; publishing afterwards reaches this instance only. */
  close: () => Promise<void>;
}

/** The subscribers of one bus, and delivery to them. */
class Subscribers<M> {
  readonly #list: BusSubscriber<M>[] = [];

  add(subscriber: BusSubscriber<M>): void {
    this.#list.push(subscriber);
  }

  message(message: M): void {
    for (const subscriber of this.#list) subscriber.message(message);
  }

  missed(): void {
    for (const subscriber of this.#list) subscriber.missed?.();
  }
}

/** The bus of a single process (PGlite): publishing is delivering; it is always live. */
export class InProcessBus<M> implements Bus<M> {
  readonly live = true;
  readonly #subscribers = new Subscribers<M>();

  async publish(message: M): Promise<void> {
    this.#subscribers.message(message);
  }

  subscribe(subscriber: BusSubscriber<M>): void {
    this.#subscribers.add(subscriber);
  }

  async close(): Promise<void> {}
}

/** Options of {@link PostgresBus}. */
export interface PostgresBusOptions {
  /** The connection string the listening connection opens (the server's `DATABASE_URL`). */
  url: string;
  /** Where `pg_notify` runs: the app's pool. */
  pool: pg.Pool;
  /** Told when the listening connection drops or cannot be opened again (it keeps trying). */
  onError: (error: Error) => void;
  /** Default {@link BUS_CHANNEL}. */
  channel?: string;
}

/** What goes over the wire: the sender, so that an instance skips its own messages. */
interface Envelope<M> {
  from: string;
  message: M;
}

/**
 * The bus on PostgreSQL: one dedicated node-postgres connection `LISTEN`s (pooled connections
 * cannot, a pool hands them back and forth); `publish` runs `pg_notify(channel, json)` through
 * the pool, so it is delivered to the other instances once that statement commits. When the
 * listening connection drops, the bus is not {@link Bus.live}, subscribers are told they missed
 * messages, and it reconnects with a doubling delay from {@link RECONNECT_FIRST_DELAY_MS} to
 * {@link RECONNECT_MAX_DELAY_MS}.
 */
export class PostgresBus<M> implements Bus<M> {
  readonly #id = randomUUID();
  readonly #subscribers = new Subscribers<M>();
  readonly #options: Required<PostgresBusOptions>;
  #client: pg.Client | null = null;
  #live = false;
  #closed = false;
  #delay = RECONNECT_FIRST_DELAY_MS;
  #timer: NodeJS.Timeout | undefined;

  private constructor(options: PostgresBusOptions) {
    this.#options = { channel: BUS_CHANNEL, ...options };
  }

  /**
   * Opens the listening connection.
   * @throws the connection's error when the first attempt fails (the server does not start).
   */
  static async open<M>(options: PostgresBusOptions): Promise<PostgresBus<M>> {
    const bus = new PostgresBus<M>(options);
    await bus.#listen();
    return bus;
  }

  get live(): boolean {
    return this.#live;
  }

  async publish(message: M): Promise<void> {
    this.#subscribers.message(message);
    const payload = JSON.stringify({ from: this.#id, message } satisfies Envelope<M>);
    const bytes = Buffer.byteLength(payload, 'utf8');
    if (bytes > NOTIFY_PAYLOAD_MAX_BYTES) {
      throw new RangeError(`bus message of ${bytes} bytes exceeds ${NOTIFY_PAYLOAD_MAX_BYTES}`);
    }
    await this.#options.pool.query('SELECT pg_notify($1, $2)', [this.#options.channel, payload]);
  }

  subscribe(subscriber: BusSubscriber<M>): void {
    this.#subscribers.add(subscriber);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    await client?.end();
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#options.url, keepAlive: true });
    // Only a connection that was listening drops; a failed attempt is the caller's to handle.
    let listening = false;
    let dropped = false;
    const drop = (error: Error) => {
      if (!listening || dropped) return;
      dropped = true;
      if (this.#client === client) this.#client = null;
      client.end().catch(() => {});
      if (this.#closed) return;
      this.#live = false;
      this.#subscribers.missed();
      this.#options.onError(error);
      this.#retry();
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('bus listening connection ended')));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== this.#options.channel || !payload) return;
      const envelope = JSON.parse(payload) as Envelope<M>;
      if (envelope.from !== this.#id) this.#subscribers.message(envelope.message);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.#options.channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    listening = true;
    this.#client = client;
    this.#live = true;
    this.#delay = RECONNECT_FIRST_DELAY_MS;
  }

  #retry(): void {
    this.#timer = setTimeout(() => {
      this.#listen().catch((error: Error) => {
        this.#options.onError(error);
        this.#delay = Math.min(this.#delay * 2, RECONNECT_MAX_DELAY_MS);
        if (!this.#closed) this.#retry();
      });
    }, this.#delay);
    this.#timer.unref();
  }
}
