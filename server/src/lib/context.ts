/**
 * What the route modules share: the database, the clock, the RSA keys, the open live sockets, the
 * session cache and the sign-in limit.
 */
import type { ResourceDefinition } from '@workbench/contracts';
import type { Database } from '../db/client';
import type { SignInLimiter } from '../modules/auth/sign-in-limiter';
import type { ResourceStore } from './crud';
import type { RsaKeys } from './rsa';
import type { SessionCache } from './session';
import type { SocketHub } from './socket-hub';

/** The current time in epoch milliseconds. Injectable so tests can move time (e.g. past a window). */
export type Clock = () => number;

/** Options every route module is registered with. */
export interface AppContext {
  db: Database;
  clock: Clock;
  keys: RsaKeys;
  /**
   * The live sockets of this process; pushes and session ends go through it to every instance
   * (docs/architecture.md, "Several instances").
   */
  sockets: SocketHub;
  /** Console sessions, cached; the session check of every signed request reads them. */
  sessions: SessionCache;
  /** The failed sign-in counters of `/ibs/loginNew`, shared on PostgreSQL. */
  signInLimiter: SignInLimiter;
  /** The password a new account gets when none is given, and a reset sets (`DEFAULT_PASSWORD`). */
  defaultPassword: string;
  /** Whether the sign-in page may advertise the demo accounts: the demo seed is on and its data is there. */
  demoAccounts: boolean;
  /**
   * The store of every resource whose routes are registered, by its definition's `name` (filled by
   * `resourceRoutes`): the search log names a search's references through them.
   */
  stores: Map<string, ResourceStore<ResourceDefinition>>;
}
