/** What the route modules share: the database, the clock and the RSA keys. */
import type { Database } from '../db/client';
import type { RsaKeys } from './rsa';

/** The current time in epoch milliseconds. Injectable so tests can move time (e.g. past a window). */
export type Clock = () => number;

/** Options every route module is registered with. */
export interface AppContext {
  db: Database;
  clock: Clock;
  keys: RsaKeys;
}
