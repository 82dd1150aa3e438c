import AES from 'crypto-js/aes';
import encUtf8 from 'crypto-js/enc-utf8';

/**
 * Local and session storage with a save time and an expiry (docs/behaviour.md, "Storage"; default
 * expiry 86,400,000 ms, docs/behaviour.md, "Formats and limits").
 *
 * Values are AES-encrypted with crypto-js under a key that ships in the console's own code. That
 * is OBFUSCATION, NOT SECRECY: it keeps values from being read at a glance in devtools, nothing
 * more; anyone with the bundle can decrypt them. Never store a secret here.
 */

/** Default lifetime of an entry: 24 hours (docs/behaviour.md, "Formats and limits"). */
export const DEFAULT_EXPIRY_MS = 86_400_000;

/** The obfuscation key (see the module note: not a secret). */
const OBFUSCATION_KEY = 'workbench-console';

/** What is stored under each key, before encryption. */
interface Entry {
  value: unknown;
  /** Save time, ms since the epoch. */
  time: number;
  /** Lifetime in ms. */
  expire: number;
}

/** One storage area with the entry rules of docs/behaviour.md, "Storage". */
export interface Store {
  /** Saves a value for `expireMs` (default 24 h). Errors are only logged. */
  set(key: string, value: unknown, expireMs?: number): void;
  /** The value, or `undefined` when absent, expired or corrupt (those are deleted). */
  get<T>(key: string): T | undefined;
  remove(key: string): void;
  /**
   * Removes every entry this module wrote in the area (logout). Plain values other code keeps
   * there, such as the device's colour scheme and brand colour (lib/theme.ts), stay.
   */
  clear(): void;
}

/**
 * How every stored entry begins: crypto-js writes the OpenSSL format, `Salted__` and the salt, in
 * base64. This tells this module's entries from other values in the same area.
 */
const ENTRY_PREFIX = 'U2FsdGVkX1';

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

function createStore(area: () => Storage, onQuota: () => void): Store {
  function remove(key: string): void {
    try {
      area().removeItem(key);
    } catch (error) {
      console.warn(`storage: could not remove "${key}"`, error);
    }
  }
  return {
    set(key, value, expireMs = DEFAULT_EXPIRY_MS) {
      const entry: Entry = { value, time: Date.now(), expire: expireMs };
      const cipher = AES.encrypt(JSON.stringify(entry), OBFUSCATION_KEY).toString();
      try {
        area().setItem(key, cipher);
      } catch (error) {
        console.warn(`storage: could not save "${key}"`, error);
        if (isQuotaError(error)) onQuota();
      }
    },
    get<T>(key: string) {
      let raw: string | null;
      try {
        raw = area().getItem(key);
      } catch (error) {
        console.warn(`storage: could not read "${key}"`, error);
        return undefined;
      }
      if (raw === null) return undefined;
      let entry: Entry;
      try {
        entry = JSON.parse(AES.decrypt(raw, OBFUSCATION_KEY).toString(encUtf8)) as Entry;
        if (typeof entry.time !== 'number' || typeof entry.expire !== 'number') throw new Error('not an entry');
      } catch {
        console.warn(`storage: "${key}" was corrupt and is deleted`);
        remove(key);
        return undefined;
      }
      if (Date.now() - entry.time > entry.expire) {
        remove(key);
        return undefined;
      }
      return entry.value as T;
    },
    remove,
    clear() {
      try {
        const store = area();
        const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
        for (const key of keys) if (key !== null && store.getItem(key)?.startsWith(ENTRY_PREFIX)) store.removeItem(key);
      } catch (error) {
        console.warn('storage: could not clear', error);
      }
    },
  };
}

/**
 * The two storage areas. On quota exhaustion session storage is cleared, whichever area was
 * full (docs/behaviour.md, "Storage").
 */
export const storage: { local: Store; session: Store } = {
  local: createStore(
    () => window.localStorage,
    () => window.sessionStorage.clear(),
  ),
  session: createStore(
    () => window.sessionStorage,
    () => window.sessionStorage.clear(),
  ),
};
