/**
 * In-memory caches of what an account may reach (docs/architecture.md, "Access"): the resource
 * codes it holds and its menu trees, read on nearly every signed request. Every change of menus,
 * resources, roles' grants, role holders, super accounts or authorised applications reaches
 * `announceAccessChange` (src/lib/access.ts) once committed, which calls
 * {@link invalidateAccessCaches}: every cache is emptied at once, so a request that starts after
 * the change reads the new access. Every other instance on the same PostgreSQL empties its caches
 * too when the announcement reaches it through the bus, and whenever its bus may have missed
 * messages (src/app.ts; docs/architecture.md, "Several instances").
 *
 * Entries are kept per database handle, so two apps in one process (tests, benchmarks) never
 * share an account's entries.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';

/** Entries each cache keeps at most (the least recently used go first): accounts, or account × application × language. */
export const ACCESS_CACHE_MAX_ENTRIES = 5_000;

const caches: AccessCache<unknown>[] = [];

/**
 * A cache of promises by key, emptied by {@link invalidateAccessCaches}. Concurrent readers of a
 * missing key share one load; a load that fails is forgotten, so the next reader tries again. A
 * load that was running when the caches were emptied is not kept: its result may predate the change.
 */
export class AccessCache<V> {
  #byDatabase = new WeakMap<Database, LRUCache<string, Promise<V>>>();

  constructor() {
    caches.push(this as AccessCache<unknown>);
  }

  /** The value of `key` in `db`, loaded by `load` when it is not cached. Rejects as `load` does. */
  get(db: Database, key: string, load: () => Promise<V>): Promise<V> {
    let entries = this.#byDatabase.get(db);
    if (!entries) {
      entries = new LRUCache({ max: ACCESS_CACHE_MAX_ENTRIES });
      this.#byDatabase.set(db, entries);
    }
    const cached = entries.get(key);
    if (cached) return cached;
    const loading = load();
    entries.set(key, loading);
    loading.catch(() => {
      if (entries.peek(key) === loading) entries.delete(key);
    });
    return loading;
  }

  /** Forgets every entry, of every database. */
  clear(): void {
    this.#byDatabase = new WeakMap();
  }
}

/**
 * Empties every access cache of this process. Called by `announceAccessChange` after each committed
 * change of access; call it too after changing access tables by other means (a script, another
 * instance's change).
 */
export function invalidateAccessCaches(): void {
  for (const cache of caches) cache.clear();
}
