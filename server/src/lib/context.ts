/** What the route modules share: the database, the clock, the RSA keys and the open live sockets. */
import type { Database } from '../db/client';
import type { RsaKeys } from './rsa';
import type { SocketHub } from './socket-hub';

/** The current time in epoch milliseconds. Injectable so tests can move time (e.g. past a window). */
export type Clock = () => number;

/** Options every route module is registered with. */
export interface AppContext {
  db: Database;
  clock: Clock;
  keys: RsaKeys;
  /** The live sockets of this process: sessions that end close theirs, events are pushed through it. */
  sockets: SocketHub;
  /** The password a new account gets when none is given, and a reset sets (`DEFAULT_PASSWORD`). */
  defaultPassword: string;
  /** Whether the sign-in page may advertise the demo accounts: the demo seed is on and its data is there. */
  demoAccounts: boolean;
}
